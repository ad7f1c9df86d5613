import * as v from 'valibot';

export const userRoleSchema = v.picklist(['customer', 'staff', 'owner']);
export type UserRole = v.InferOutput<typeof userRoleSchema>;

/** Gender of a profile (gioi_tinh): '' when not given. */
export const genderSchema = v.picklist(['male', 'female', '']);
export type Gender = v.InferOutput<typeof genderSchema>;

/**
 * What the server says about a user (docs/api.md "Auth and account", SPEC §3 "User info"); never
 * a password hash.
 */
export interface UserInfo {
  _id: string;
  /** The e-mail, or the phone for an account registered with a phone only: the owner of carts and orders. */
  email: string;
  phone: string;
  name: string;
  picture: string;
  role: UserRole;
  verified: boolean;
  local: { exfields: { ngay_sinh: string; gioi_tinh: Gender } };
}

/** A stored gender as a reply states it: anything that is not 'male' or 'female' is ''. */
export function readGender(value: string | null | undefined): Gender {
  return v.is(genderSchema, value) ? value : '';
}
