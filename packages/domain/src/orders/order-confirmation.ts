import type { MessageCode } from '../messages/messages.js';
import type { Address } from '../accounts/address-schema.js';

/** A receiver phone needs at least this many characters once trimmed (SPEC §5, §9). */
export const ORDER_PHONE_MIN_LENGTH = 10;

/** A standard e-mail shape: no spaces, one '@', a dot in the domain ('a@b.vn'). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the trimmed phone has at least 10 characters (the spec's only rule for orders). */
export function isValidOrderPhone(phone: string | null | undefined): boolean {
  return (phone ?? '').trim().length >= ORDER_PHONE_MIN_LENGTH;
}

/** True when the e-mail is blank/missing, or has the standard shape once trimmed. */
export function isValidOptionalEmail(email: string | null | undefined): boolean {
  const trimmed = (email ?? '').trim();
  return trimmed === '' || EMAIL_PATTERN.test(trimmed);
}

/** The receiver fields confirmed with an order, named as on the address (ecomuser_address). */
export type OrderConfirmationInput = Partial<
  Pick<
    Address,
    | 'ten_nguoi_nhan'
    | 'sdt_nguoi_nhan'
    | 'email_nguoi_nhan'
    | 'dia_chi'
    | 'tinh_thanh'
    | 'quan_huyen'
    | 'xa_phuong'
  >
>;

export type OrderConfirmationField = keyof OrderConfirmationInput;

export interface OrderConfirmationIssue {
  readonly field: OrderConfirmationField;
  readonly code: Extract<
    MessageCode,
    'RECEIVER_NAME_REQUIRED' | 'PHONE_INVALID' | 'EMAIL_INVALID' | 'ADDRESS_INCOMPLETE'
  >;
}

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/**
 * The rules for confirming an order with status '0' (SPEC §5): the receiver's name non-blank
 * (RECEIVER_NAME_REQUIRED: a parcel needs a name; issue 26); phone trimmed >= 10 characters
 * (PHONE_INVALID); e-mail, when given, of the standard shape (EMAIL_INVALID); address line,
 * province and ward non-blank, and the district too when `provinceHasDistricts` (the province
 * still has districts in the data; since July 2025 most do not) (ADDRESS_INCOMPLETE). Returns
 * every issue, in field order, so a form can mark them all; the server shows the first.
 */
export function validateOrderConfirmation(
  input: OrderConfirmationInput,
  options: { readonly provinceHasDistricts: boolean },
): { ok: true } | { ok: false; issues: readonly OrderConfirmationIssue[] } {
  const issues: OrderConfirmationIssue[] = [];
  if (isBlank(input.ten_nguoi_nhan)) issues.push({ field: 'ten_nguoi_nhan', code: 'RECEIVER_NAME_REQUIRED' });
  if (!isValidOrderPhone(input.sdt_nguoi_nhan))
    issues.push({ field: 'sdt_nguoi_nhan', code: 'PHONE_INVALID' });
  if (!isValidOptionalEmail(input.email_nguoi_nhan))
    issues.push({ field: 'email_nguoi_nhan', code: 'EMAIL_INVALID' });
  const required: OrderConfirmationField[] = ['dia_chi', 'tinh_thanh'];
  if (options.provinceHasDistricts) required.push('quan_huyen');
  required.push('xa_phuong');
  for (const field of required) {
    if (isBlank(input[field])) issues.push({ field, code: 'ADDRESS_INCOMPLETE' });
  }
  return issues.length === 0 ? { ok: true } : { ok: false, issues };
}
