import * as v from 'valibot';
import { objectIdSchema, optionalText } from '../primitives/common-schemas.js';
import { companyInvoiceWriteSchema } from '../invoices/company-invoice-write.js';

/** A saved delivery address (collection ecomuser_address). quan_huyen is empty where the province has no districts. */
export const addressSchema = v.looseObject({
  _id: v.optional(objectIdSchema),
  dia_chi: v.string(),
  xa_phuong: v.string(),
  quan_huyen: optionalText,
  tinh_thanh: v.string(),
  ten_nguoi_nhan: optionalText,
  sdt_nguoi_nhan: optionalText,
  email_nguoi_nhan: optionalText,
  ngam_dinh: v.optional(v.boolean(), false),
  id_app: optionalText,
  user_created: optionalText,
});
export type Address = v.InferOutput<typeof addressSchema>;

/** The fields a shopper writes on a saved address (besides ngam_dinh). */
export const ADDRESS_TEXT_FIELDS = [
  'dia_chi',
  'xa_phuong',
  'quan_huyen',
  'tinh_thanh',
  'ten_nguoi_nhan',
  'sdt_nguoi_nhan',
  'email_nguoi_nhan',
] as const;

/** An address field as a request writes it: text of at most 500 characters, trimmed; null is ''. */
const addressText = v.pipe(
  v.nullable(v.pipe(v.string(), v.maxLength(500))),
  v.transform((value) => (value ?? '').trim()),
);

/**
 * The body of an address write (SPEC §9): only the address fields and ngam_dinh are kept, the rest
 * is dropped; `_id` is kept for the caller to compare with the path. Creating (`partial` false) a
 * field left out is ''; updating leaves it out.
 */
export function addressWriteSchema(partial: boolean) {
  const text = partial ? v.optional(addressText) : v.optional(addressText, '');
  return v.object({
    _id: v.optional(v.unknown()),
    ...Object.fromEntries(ADDRESS_TEXT_FIELDS.map((field) => [field, text])),
    ngam_dinh: v.optional(v.boolean()),
    /** The company invoice kept with the address (decision 065), null for none. */
    hoa_don: v.optional(companyInvoiceWriteSchema),
  });
}
