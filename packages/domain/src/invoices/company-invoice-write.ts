import * as v from 'valibot';

/** A company-invoice field as a write sends it: text of at most 500 characters, trimmed; null is ''. */
const invoiceText = v.pipe(
  v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), ''),
  v.transform((text) => (text ?? '').trim()),
);

/** A company invoice as a draft or an address write sends it: four texts, or null for none. */
export const companyInvoiceWriteSchema = v.nullable(
  v.object({
    ten_cong_ty: invoiceText,
    ma_so_thue: invoiceText,
    dia_chi_cong_ty: invoiceText,
    email_hoa_don: invoiceText,
  }),
);
export type CompanyInvoiceWrite = v.InferOutput<typeof companyInvoiceWriteSchema>;
