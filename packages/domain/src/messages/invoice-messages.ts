import { refusal } from './message-table.js';

/**
 * Messages of VAT and company invoices (decision 065), a part of MESSAGES; with the HTTP status
 * of each refusal. Not in the spec: written in the style of its texts.
 */
export const INVOICE_MESSAGES = {
  TAX_CODE_REQUIRED: refusal(400, 'Vui lòng nhập mã số thuế', 'Please enter the tax code'),
  TAX_CODE_FORMAT: refusal(
    400,
    'Mã số thuế gồm 10 chữ số, hoặc 13 chữ số dạng 0123456789-001',
    'A tax code has 10 digits, or 13 digits written 0123456789-001',
  ),
  TAX_CODE_CHECK_DIGIT: refusal(
    400,
    'Mã số thuế không hợp lệ, vui lòng kiểm tra lại',
    'Invalid tax code, please check it',
  ),
  COMPANY_NAME_REQUIRED: refusal(400, 'Vui lòng nhập tên công ty', 'Please enter the company name'),
  COMPANY_ADDRESS_REQUIRED: refusal(
    400,
    'Vui lòng nhập địa chỉ công ty',
    "Please enter the company's address",
  ),
  INVOICE_EMAIL_REQUIRED: refusal(
    400,
    'Vui lòng nhập email nhận hóa đơn',
    'Please enter the e-mail address for the invoice',
  ),
  EINVOICE_NOT_FOUND: refusal(404, 'Không tìm thấy hóa đơn điện tử', 'E-invoice not found'),
  EINVOICE_NOT_FAILED: refusal(
    409,
    'Chỉ phát hành lại được hóa đơn bị lỗi',
    'Only a failed invoice can be issued again',
  ),
  EINVOICE_PERIOD_INVALID: refusal(
    400,
    'Khoảng thời gian không hợp lệ (từ ngày, đến ngày, tối đa 366 ngày)',
    'Invalid period (from, to, at most 366 days)',
  ),
  VAT_RATE_INVALID: refusal(
    400,
    'Thuế suất GTGT phải là 0%, 5%, 8% hoặc 10%',
    'The VAT rate must be 0%, 5%, 8% or 10%',
  ),
} as const;
