import { type CompanyInvoiceField, readCompanyInvoice } from '@shop/domain/invoices';

export type CompanyInvoiceValues = Record<CompanyInvoiceField, string>;
export type CompanyInvoiceErrors = Partial<Record<CompanyInvoiceField, string>>;

export const EMPTY_COMPANY_INVOICE: CompanyInvoiceValues = {
  ten_cong_ty: '',
  ma_so_thue: '',
  dia_chi_cong_ty: '',
  email_hoa_don: '',
};

/** The company invoice kept with an address (decision 065), as the form's values; empty when none. */
export function companyInvoiceOf(address: Record<string, unknown> | undefined): CompanyInvoiceValues {
  return readCompanyInvoice(address?.hoa_don) ?? EMPTY_COMPANY_INVOICE;
}
