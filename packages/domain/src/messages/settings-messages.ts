/**
 * Messages of the console's settings and backup screens (issue 14), a part of CONSOLE_MESSAGES
 * (console-messages.ts), so messageText and appError serve them like every other code.
 */
export const SETTINGS_MESSAGES = {
  SETTINGS_NOT_FOUND: { status: 404, vi: 'Không tìm thấy mục cài đặt này', en: 'This setting was not found' },
  SETTINGS_SAVED: { vi: 'Đã lưu cài đặt', en: 'Settings saved' },
  SETTINGS_DELETED: { vi: 'Đã xoá', en: 'Deleted' },
  SETTINGS_TEXT_TOO_LONG: {
    status: 400,
    vi: 'Nội dung quá dài (tối đa 500 ký tự)',
    en: 'The text is too long (at most 500 characters)',
  },
  SETTINGS_NAME_REQUIRED: { status: 400, vi: 'Vui lòng nhập tên', en: 'Please enter a name' },
  SETTINGS_ORDER_INVALID: {
    status: 400,
    vi: 'Thứ tự hiển thị là số nguyên từ 0 đến 9999',
    en: 'The display order is a whole number from 0 to 9999',
  },
  SETTINGS_FEE_INVALID: {
    status: 400,
    vi: 'Phí giao hàng là số nguyên từ 0 đến 10.000.000 ₫',
    en: 'The shipping fee is a whole number from 0 to 10,000,000 ₫',
  },
  SETTINGS_FEE_PLACE_REQUIRED: {
    status: 400,
    vi: 'Vui lòng chọn tỉnh/thành phố (hoặc nhập quận/huyện cũ)',
    en: 'Please choose a province (or enter a former district)',
  },
  SETTINGS_PROVINCE_UNKNOWN: {
    status: 400,
    vi: 'Tỉnh/thành phố không có trong danh sách 34 đơn vị hiện hành',
    en: 'This province is not one of the 34 current provinces',
  },
  SETTINGS_FEE_DUPLICATE: {
    status: 409,
    vi: 'Đã có một dòng phí cho nơi này, hãy sửa dòng đó',
    en: 'There is already a fee row for this place: edit that row',
  },
  SETTINGS_AMOUNT_INVALID: {
    status: 400,
    vi: 'Số tiền là số nguyên không âm (₫), tối đa 1.000.000.000 ₫',
    en: 'The amount is a whole, non-negative number of ₫, at most 1,000,000,000 ₫',
  },
  SETTINGS_DATE_INVALID: {
    status: 400,
    vi: 'Ngày không hợp lệ',
    en: 'Invalid date',
  },
  SETTINGS_DATE_RANGE_INVALID: {
    status: 400,
    vi: 'Ngày kết thúc không được trước ngày bắt đầu',
    en: 'The end date cannot be before the start date',
  },
  SETTINGS_CODE_INVALID: {
    status: 400,
    vi: 'Mã gồm 2–20 chữ cái in hoa, chữ số, dấu gạch ngang hoặc gạch dưới',
    en: 'The code has 2–20 capital letters, digits, dashes or underscores',
  },
  SETTINGS_DAYS_INVALID: {
    status: 400,
    vi: 'Số ngày giao là số nguyên từ 1 đến 60',
    en: 'Delivery days are a whole number from 1 to 60',
  },
  SETTINGS_CARRIER_DUPLICATE: {
    status: 409,
    vi: 'Đơn vị vận chuyển này đã có gói cước cùng tên',
    en: 'This carrier already has a package with that name',
  },
  SETTINGS_BANK_BIN_INVALID: {
    status: 400,
    vi: 'Mã BIN ngân hàng (NAPAS) gồm 6 chữ số',
    en: 'The bank’s NAPAS BIN has 6 digits',
  },
  SETTINGS_BANK_ACCOUNT_INVALID: {
    status: 400,
    vi: 'Số tài khoản gồm 4–19 chữ số hoặc chữ cái, không dấu cách',
    en: 'The account number has 4–19 digits or letters, without spaces',
  },
  SETTINGS_BANK_HOLDER_INVALID: {
    status: 400,
    vi: 'Tên chủ tài khoản viết in hoa không dấu, tối đa 50 ký tự',
    en: 'The account holder is in capitals without diacritics, at most 50 characters',
  },
  SETTINGS_BANK_REQUIRED: {
    status: 400,
    vi: 'Chuyển khoản đang bật cần đủ mã BIN, tên ngân hàng, số tài khoản và chủ tài khoản',
    en: 'An active bank transfer needs the BIN, bank name, account number and holder',
  },
  SETTINGS_LAST_PAYMENT: {
    status: 409,
    vi: 'Cần ít nhất một phương thức thanh toán đang bật',
    en: 'At least one payment method must stay on',
  },
  SETTINGS_PHONE_INVALID: {
    status: 400,
    vi: 'Số điện thoại gồm 8–15 chữ số (có thể có +, dấu cách hoặc dấu chấm)',
    en: 'The phone number has 8–15 digits (+, spaces and dots allowed)',
  },
  SETTINGS_LOGO_INVALID: {
    status: 400,
    vi: 'Logo phải là ảnh đã tải lên của cửa hàng',
    en: 'The logo must be a picture uploaded to the shop',
  },
  SETTINGS_LINK_INVALID: {
    status: 400,
    vi: 'Liên kết phải bắt đầu bằng https:// hoặc http://',
    en: 'A link must start with https:// or http://',
  },
  SETTINGS_REGISTRATION_INVALID: {
    status: 400,
    vi: 'Mã số doanh nghiệp gồm 10 chữ số (hoặc 10 chữ số, dấu gạch và 3 chữ số)',
    en: 'The enterprise code has 10 digits (or 10 digits, a dash and 3 digits)',
  },
  SETTINGS_COMPANY_NAME_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập tên công ty (tiếng Việt)',
    en: 'Please enter the company’s Vietnamese name',
  },
  SETTINGS_FOOTER_INVALID: {
    status: 409,
    vi: 'Danh sách chân trang không khớp với các trang hiện có, vui lòng tải lại trang',
    en: 'The footer list does not match the current pages: please reload',
  },
  SETTINGS_FOOTER_LINK_INVALID: {
    status: 400,
    vi: 'Địa chỉ liên kết phải là đường dẫn của cửa hàng (bắt đầu bằng /) hoặc bắt đầu bằng https:// hoặc http://',
    en: 'A link address must be a path of the shop (starting with /) or start with https:// or http://',
  },
  SETTINGS_FOOTER_LABEL_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập tên liên kết (tiếng Việt)',
    en: 'Please enter the link’s Vietnamese name',
  },
  SETTINGS_FOOTER_LABEL_TOO_LONG: {
    status: 400,
    vi: 'Tên liên kết tối đa 80 ký tự',
    en: 'A link name has at most 80 characters',
  },
  SETTINGS_FOOTER_TOO_MANY: {
    status: 400,
    vi: 'Mỗi danh sách chân trang có tối đa 12 liên kết',
    en: 'A footer list has at most 12 links',
  },
} as const;
