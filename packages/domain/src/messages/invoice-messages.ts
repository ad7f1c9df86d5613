/**
 * Messages of VAT and company invoices (decision 065), a part of MESSAGES; with the HTTP status
 * of each refusal. Not in the spec: written in the style of its texts.
 */
export const INVOICE_MESSAGES = {
  TAX_CODE_REQUIRED: { status: 400, vi: 'Vui lòng nhập mã số thuế', en: 'Please enter the tax code' },
  TAX_CODE_FORMAT: {
    status: 400,
    vi: 'Mã số thuế gồm 10 chữ số, hoặc 13 chữ số dạng 0123456789-001',
    en: 'A tax code has 10 digits, or 13 digits written 0123456789-001',
  },
  TAX_CODE_CHECK_DIGIT: {
    status: 400,
    vi: 'Mã số thuế không hợp lệ, vui lòng kiểm tra lại',
    en: 'Invalid tax code, please check it',
  },
  COMPANY_NAME_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập tên công ty',
    en: 'Please enter the company name',
  },
  COMPANY_ADDRESS_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập địa chỉ công ty',
    en: "Please enter the company's address",
  },
  INVOICE_EMAIL_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập email nhận hóa đơn',
    en: 'Please enter the e-mail address for the invoice',
  },
  EINVOICE_NOT_FOUND: { status: 404, vi: 'Không tìm thấy hóa đơn điện tử', en: 'E-invoice not found' },
  EINVOICE_NOT_FAILED: {
    status: 409,
    vi: 'Chỉ phát hành lại được hóa đơn bị lỗi',
    en: 'Only a failed invoice can be issued again',
  },
  EINVOICE_PERIOD_INVALID: {
    status: 400,
    vi: 'Khoảng thời gian không hợp lệ (từ ngày, đến ngày, tối đa 366 ngày)',
    en: 'Invalid period (from, to, at most 366 days)',
  },
  VAT_RATE_INVALID: {
    status: 400,
    vi: 'Thuế suất GTGT phải là 0%, 5%, 8% hoặc 10%',
    en: 'The VAT rate must be 0%, 5%, 8% or 10%',
  },
} as const;
