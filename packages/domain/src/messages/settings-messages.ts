import { message, refusal } from './message-table.js';

/**
 * Messages of the console's settings and backup screens (issue 14), a part of CONSOLE_MESSAGES
 * (console-messages.ts), so messageText and appError serve them like every other code.
 */
export const SETTINGS_MESSAGES = {
  SETTINGS_NOT_FOUND: refusal(404, 'Không tìm thấy mục cài đặt này', 'This setting was not found'),
  SETTINGS_SAVED: message('Đã lưu cài đặt', 'Settings saved'),
  SETTINGS_DELETED: message('Đã xoá', 'Deleted'),
  SETTINGS_TEXT_TOO_LONG: refusal(
    400,
    'Nội dung quá dài (tối đa 500 ký tự)',
    'The text is too long (at most 500 characters)',
  ),
  SETTINGS_NAME_REQUIRED: refusal(400, 'Vui lòng nhập tên', 'Please enter a name'),
  SETTINGS_ORDER_INVALID: refusal(
    400,
    'Thứ tự hiển thị là số nguyên từ 0 đến 9999',
    'The display order is a whole number from 0 to 9999',
  ),
  SETTINGS_FEE_INVALID: refusal(
    400,
    'Phí giao hàng là số nguyên từ 0 đến 10.000.000 ₫',
    'The shipping fee is a whole number from 0 to 10,000,000 ₫',
  ),
  SETTINGS_FEE_PLACE_REQUIRED: refusal(
    400,
    'Vui lòng chọn tỉnh/thành phố (hoặc nhập quận/huyện cũ)',
    'Please choose a province (or enter a former district)',
  ),
  SETTINGS_PROVINCE_UNKNOWN: refusal(
    400,
    'Tỉnh/thành phố không có trong danh sách 34 đơn vị hiện hành',
    'This province is not one of the 34 current provinces',
  ),
  SETTINGS_FEE_DUPLICATE: refusal(
    409,
    'Đã có một dòng phí cho nơi này, hãy sửa dòng đó',
    'There is already a fee row for this place: edit that row',
  ),
  SETTINGS_AMOUNT_INVALID: refusal(
    400,
    'Số tiền là số nguyên không âm (₫), tối đa 1.000.000.000 ₫',
    'The amount is a whole, non-negative number of ₫, at most 1,000,000,000 ₫',
  ),
  SETTINGS_DATE_INVALID: refusal(400, 'Ngày không hợp lệ', 'Invalid date'),
  SETTINGS_DATE_RANGE_INVALID: refusal(
    400,
    'Ngày kết thúc không được trước ngày bắt đầu',
    'The end date cannot be before the start date',
  ),
  SETTINGS_CODE_INVALID: refusal(
    400,
    'Mã gồm 2–20 chữ cái in hoa, chữ số, dấu gạch ngang hoặc gạch dưới',
    'The code has 2–20 capital letters, digits, dashes or underscores',
  ),
  SETTINGS_DAYS_INVALID: refusal(
    400,
    'Số ngày giao là số nguyên từ 1 đến 60',
    'Delivery days are a whole number from 1 to 60',
  ),
  SETTINGS_CARRIER_DUPLICATE: refusal(
    409,
    'Đơn vị vận chuyển này đã có gói cước cùng tên',
    'This carrier already has a package with that name',
  ),
  SETTINGS_BANK_BIN_INVALID: refusal(
    400,
    'Mã BIN ngân hàng (NAPAS) gồm 6 chữ số',
    'The bank’s NAPAS BIN has 6 digits',
  ),
  SETTINGS_BANK_ACCOUNT_INVALID: refusal(
    400,
    'Số tài khoản gồm 4–19 chữ số hoặc chữ cái, không dấu cách',
    'The account number has 4–19 digits or letters, without spaces',
  ),
  SETTINGS_BANK_HOLDER_INVALID: refusal(
    400,
    'Tên chủ tài khoản viết in hoa không dấu, tối đa 50 ký tự',
    'The account holder is in capitals without diacritics, at most 50 characters',
  ),
  SETTINGS_BANK_REQUIRED: refusal(
    400,
    'Chuyển khoản đang bật cần đủ mã BIN, tên ngân hàng, số tài khoản và chủ tài khoản',
    'An active bank transfer needs the BIN, bank name, account number and holder',
  ),
  SETTINGS_LAST_PAYMENT: refusal(
    409,
    'Cần ít nhất một phương thức thanh toán đang bật',
    'At least one payment method must stay on',
  ),
  SETTINGS_PHONE_INVALID: refusal(
    400,
    'Số điện thoại gồm 8–15 chữ số (có thể có +, dấu cách hoặc dấu chấm)',
    'The phone number has 8–15 digits (+, spaces and dots allowed)',
  ),
  SETTINGS_LOGO_INVALID: refusal(
    400,
    'Logo phải là ảnh đã tải lên của cửa hàng',
    'The logo must be a picture uploaded to the shop',
  ),
  SETTINGS_LINK_INVALID: refusal(
    400,
    'Liên kết phải bắt đầu bằng https:// hoặc http://',
    'A link must start with https:// or http://',
  ),
  SETTINGS_REGISTRATION_INVALID: refusal(
    400,
    'Mã số doanh nghiệp gồm 10 chữ số (hoặc 10 chữ số, dấu gạch và 3 chữ số)',
    'The enterprise code has 10 digits (or 10 digits, a dash and 3 digits)',
  ),
  SETTINGS_COMPANY_NAME_REQUIRED: refusal(
    400,
    'Vui lòng nhập tên công ty (tiếng Việt)',
    'Please enter the company’s Vietnamese name',
  ),
  SETTINGS_FOOTER_INVALID: refusal(
    409,
    'Danh sách chân trang không khớp với các trang hiện có, vui lòng tải lại trang',
    'The footer list does not match the current pages: please reload',
  ),
  SETTINGS_FOOTER_LINK_INVALID: refusal(
    400,
    'Địa chỉ liên kết phải là đường dẫn của cửa hàng (bắt đầu bằng /) hoặc bắt đầu bằng https:// hoặc http://',
    'A link address must be a path of the shop (starting with /) or start with https:// or http://',
  ),
  SETTINGS_FOOTER_LABEL_REQUIRED: refusal(
    400,
    'Vui lòng nhập tên liên kết (tiếng Việt)',
    'Please enter the link’s Vietnamese name',
  ),
  SETTINGS_FOOTER_LABEL_TOO_LONG: refusal(
    400,
    'Tên liên kết tối đa 80 ký tự',
    'A link name has at most 80 characters',
  ),
  SETTINGS_FOOTER_TOO_MANY: refusal(
    400,
    'Mỗi danh sách chân trang có tối đa 12 liên kết',
    'A footer list has at most 12 links',
  ),
} as const;
