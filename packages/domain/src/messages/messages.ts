import { CONSOLE_MESSAGES } from './console-messages.js';
import { PRIVACY_MESSAGES } from './privacy-messages.js';
import { REMINDER_MESSAGES } from './reminder-messages.js';
import { INVOICE_MESSAGES } from './invoice-messages.js';
import { RETURN_MESSAGES } from './return-messages.js';
import { REVIEW_MESSAGES } from './review-messages.js';
import type { Locale } from '../primitives/locale.js';
import { type HttpErrorStatus, type MessageEntry, message, messageTable, refusal } from './message-table.js';

/** A refusal of a data query (SPEC §7 q, sort, fields…): 400, answered as QUERY_INVALID. */
function queryRefusal(vi: string, en: string) {
  return refusal(400, vi, en, 'QUERY_INVALID');
}

/**
 * The shop's own messages, by code: the Vietnamese text to the letter of the spec (SPEC §2, §5,
 * §8) and its English counterpart, with the HTTP status of the replies that carry it. `{name}`
 * marks a placeholder filled by {@link messageText}. Codes marked "not in the spec" carry texts
 * written for this project. Texts only a screen shows (dialog buttons, badges, a confirm question)
 * are the apps' Lingui messages, not codes (decision 069).
 */
const SHOP_MESSAGES = {
  // Forms and rules (SPEC §5)
  CONTACT_NAME_REQUIRED: message('Vui lòng nhập họ tên của quý khách', 'Please enter your name'),
  CONTACT_EMAIL_REQUIRED: message(
    'Vui lòng nhập email để cửa hàng liên hệ với quý khách',
    'Please enter your email so that the shop can contact you',
  ),
  EMAIL_INVALID: refusal(400, 'Email không hợp lệ', 'Invalid email'),
  CONTACT_CONTENT_REQUIRED: message('Vui lòng nhập nội dung', 'Please enter your message'),
  USERNAME_REQUIRED: refusal(
    400,
    'Email hoặc số điện thoại không được để trống',
    'Email or phone number must not be empty',
  ),
  USERNAME_INVALID: message('Email hoặc số điện thoại không hợp lệ', 'Invalid email or phone number'),
  PASSWORD_WEAK: message(
    'Mật khẩu có ít nhất 6 ký tự và ít nhất 1 chữ hoa, 1 chữ thường, 1 chữ số',
    'The password needs at least 6 characters with at least 1 uppercase letter, 1 lowercase letter and 1 digit',
  ),
  PASSWORD_MISMATCH: message('Nhập lại mật khẩu không trùng khớp', 'The repeated password does not match'),
  ACCOUNT_NOT_FOUND: refusal(
    404,
    'Lỗi: Không tìm thấy email hoặc số điện thoại',
    'Error: email or phone number not found',
  ),
  CODE_NOT_PENDING: refusal(404, 'Không có mã xác thực', 'There is no verification code'),
  NAME_REQUIRED: message('Vui lòng nhập đầy đủ họ và tên', 'Please enter your full name'),
  CANCEL_REASON_TOO_SHORT: refusal(400, 'Vui lòng nhập đủ kí tự (>5)', 'Please enter more than 5 characters'),
  QUANTITY_ABOVE_STOCK: refusal(
    409,
    'Số lượng bạn chọn lớn hơn sản phẩm tồn kho',
    'The quantity you chose is more than the stock',
  ),
  RECEIVER_NAME_REQUIRED: refusal(
    400,
    'Vui lòng nhập họ tên người nhận',
    "Please enter the receiver's full name",
  ),
  PHONE_INVALID: refusal(400, 'Số điện thoại không hợp lệ', 'Invalid phone number'),
  ADDRESS_INCOMPLETE: refusal(400, 'Vui lòng nhập đầy đủ thông tin', 'Please fill in all the information'),
  VOUCHER_DUPLICATE: refusal(409, 'Bạn đã thêm mã giảm giá này', 'You have already added this voucher'),
  VOUCHER_NOT_FOUND_OR_EXPIRED: refusal(
    409,
    'Mã giảm giá không tồn tại hoặc hết hạn sử dụng',
    'This voucher does not exist or has expired',
  ),
  VOUCHER_UNAVAILABLE: refusal(409, 'Voucher không khả dụng', 'Voucher unavailable'),
  VOUCHER_MIN_ORDER: refusal(
    409,
    'Chưa đạt giá trị đơn hàng tối thiểu',
    'The minimum order value is not reached',
  ),
  // Not in the spec: the spec describes these rules without giving their text.
  PASSWORD_REQUIRED: refusal(400, 'Mật khẩu không được để trống', 'Password must not be empty'),
  CODE_INVALID: message('Mã xác thực gồm 6 chữ số', 'The verification code has 6 digits'),
  EMAIL_REQUIRED: message('Vui lòng nhập email', 'Please enter your email'),
  TERMS_NOT_ACCEPTED: message('Vui lòng đồng ý với điều khoản sử dụng', 'Please accept the terms of use'),
  PROMO_PRICE_LIMITED: message(
    'Giá khuyến mãi chỉ áp dụng cho tối đa {quantity} sản phẩm',
    'The promotional price applies to at most {quantity} items',
  ),
  // Notices (SPEC §8)
  CONTACT_SENT: message('Gửi thông tin thành công', 'Your message has been sent'),
  CONTACT_FAILED: message('Gửi thông tin không thành công', 'Your message could not be sent'),
  // The login reply that asks for a code (not an error: it carries the code's id and account).
  LOGIN_REQUIRES_VERIFY: refusal(
    403,
    'Xác minh tài khoản! Mã xác thực được gửi đến {account}',
    'Verify your account! A verification code was sent to {account}',
    'REQUIRE_VERIFY',
  ),
  CODE_SENT: message('Đã gửi mã xác thực đến {account}', 'A verification code was sent to {account}'),
  CODE_SEND_FAILED: message('Gửi mã xác nhận không thành công', 'The code could not be sent'),
  CODE_RESEND_FAILED: message('Gửi lại mã xác thực không thành công', 'The code could not be sent again'),
  VERIFY_SUCCESS: message('Xác thực thành công', 'Verified successfully'),
  LOGIN_SUCCESS: message('Đăng nhập thành công', 'Logged in successfully'),
  PASSWORD_RESET_SUCCESS: message('Thay đổi mật khẩu thành công', 'Password reset successfully'),
  PASSWORD_RESET_FAILED: message('Thay đổi mật khẩu không thành công', 'The password could not be reset'),
  PASSWORD_CHANGE_SUCCESS: message('Đổi mật khẩu thành công', 'Password changed successfully'),
  PASSWORD_CHANGE_FAILED: message('Đổi mật khẩu không thành công', 'The password could not be changed'),
  PROFILE_UPDATE_SUCCESS: message('Thay đổi thông tin thành công', 'Your information has been updated'),
  PROFILE_UPDATE_FAILED: message(
    'Thay đổi thông tin không thành công',
    'Your information could not be updated',
  ),
  SUBSCRIBE_SUCCESS: message('Đăng ký nhận tin tức thành công', 'Subscribed to the newsletter'),
  SUBSCRIBE_FAILED: message('Đăng ký nhận tin tức không thành công', 'The subscription failed'),
  ORDER_CANCELLED: message('Đã huỷ đơn', 'Order cancelled'),
  REBUY_SUCCESS: message('Thêm vào giỏ hàng thành công', 'Added to the cart'),
  ADDRESS_DELETED: message('Đã xoá địa chỉ', 'Address deleted'),
  REGISTER_SUCCESS: message(
    'Tạo tài khoản thành công! Đăng nhập để mua sắm ngay nào',
    'Account created! Log in and start shopping',
  ),
  CART_UPDATED: message('Cập nhật giỏ hàng thành công', 'Cart updated'),
  ORDER_PLACED: message('Đặt hàng thành công', 'Order placed successfully'),
  CUSTOMER_NOT_FOUND: refusal(404, 'Not found customer for user', 'No customer found for this user'),
  // Not in the spec: server errors the spec leaves unnamed.
  OUT_OF_STOCK: refusal(409, 'Sản phẩm {name} không đủ số lượng trong kho', 'Not enough stock for {name}'),
  CART_EMPTY: refusal(400, 'Giỏ hàng trống', 'Your cart is empty'),
  ORDER_NOT_CANCELLABLE: refusal(409, 'Đơn hàng này không thể huỷ', 'This order can no longer be cancelled'),
  ORDER_NOT_PAYABLE: refusal(409, 'Đơn hàng này không thể thanh toán', 'This order cannot be paid'),
  PAYMENT_SUCCESS: message('Thanh toán thành công', 'Payment successful'),
  PAYMENT_FAILED: message('Thanh toán không thành công', 'Payment failed'),
  LOGIN_FAILED: refusal(401, 'Tài khoản hoặc mật khẩu không đúng', 'Wrong account or password'),
  ACCOUNT_EXISTS: refusal(409, 'Tài khoản đã tồn tại', 'This account already exists'),
  CODE_WRONG: refusal(400, 'Mã xác thực không đúng', 'The verification code is wrong'),
  CODE_EXPIRED: refusal(410, 'Mã xác thực đã hết hạn', 'The verification code has expired'),
  CODE_TOO_MANY_ATTEMPTS: refusal(429, 'Bạn đã nhập sai quá số lần cho phép', 'Too many wrong attempts'),
  ACCOUNT_LOCKED: refusal(
    429,
    'Tài khoản tạm khoá do nhập sai mật khẩu nhiều lần. Vui lòng thử lại sau {minutes} phút',
    'This account is temporarily locked after too many wrong passwords. Please try again in {minutes} min',
  ),
  BOT_CHECK_FAILED: refusal(400, 'Xác minh reCAPTCHA không thành công', 'The reCAPTCHA check failed'),
  UNAUTHORIZED: refusal(401, 'Vui lòng đăng nhập lại', 'Please log in again'),
  FORBIDDEN: refusal(403, 'Bạn không có quyền thực hiện thao tác này', 'You are not allowed to do this'),
  NOT_FOUND: refusal(404, 'Không tìm thấy dữ liệu', 'Not found'),
  BAD_REQUEST: refusal(400, 'Dữ liệu không hợp lệ', 'Invalid data'),
  QUERY_INVALID: refusal(400, 'Điều kiện truy vấn không hợp lệ', 'Invalid query condition'),
  // Not in the spec: why a data query (q, sort, fields, limit, page) is refused; all answer QUERY_INVALID.
  QUERY_TOO_MANY_PARTS: queryRefusal(
    'Điều kiện có quá {max} phần',
    'The condition has more than {max} parts',
  ),
  QUERY_TOO_DEEP: queryRefusal(
    'Điều kiện lồng sâu quá {max} cấp',
    'The condition is nested deeper than {max} levels',
  ),
  QUERY_NOT_OBJECT: queryRefusal('Điều kiện phải là một đối tượng JSON', 'A condition must be a JSON object'),
  QUERY_OPERATOR_UNKNOWN: queryRefusal(
    'Toán tử không được hỗ trợ: {operator}',
    'Unknown operator {operator}',
  ),
  QUERY_CONDITIONS_REQUIRED: queryRefusal(
    '{operator} cần một danh sách điều kiện không rỗng',
    '{operator} takes a non-empty array of conditions',
  ),
  QUERY_TOO_MANY_VALUES: queryRefusal(
    '{operator} nhận tối đa {max} giá trị',
    '{operator} takes at most {max} values',
  ),
  QUERY_FIELD_PATH: queryRefusal(
    'Tên trường {field} không phải đường dẫn đơn giản (chữ, số, _ và dấu chấm)',
    'Field name {field} is not a plain path (letters, digits, _ and dots)',
  ),
  QUERY_VALUE_TOO_LONG: queryRefusal('Giá trị của {operator} quá dài', 'A value of {operator} is too long'),
  QUERY_VALUE_SCALAR: queryRefusal(
    '{operator} nhận một chuỗi, số, true/false hoặc null',
    '{operator} takes a string, number, boolean or null',
  ),
  QUERY_VALUE_TEXT_INVALID: queryRefusal(
    'Giá trị của {operator} chứa ký tự NUL hoặc Unicode hỏng',
    'A value of {operator} holds a NUL character or broken Unicode',
  ),
  QUERY_OPERATORS_EMPTY: queryRefusal(
    'Đối tượng toán tử không được rỗng',
    'An operator object must not be empty',
  ),
  QUERY_OPTIONS_WITHOUT_REGEX: queryRefusal('$options chỉ dùng kèm $regex', '$options goes with $regex'),
  QUERY_EXISTS_BOOLEAN: queryRefusal('$exists nhận true hoặc false', '$exists takes true or false'),
  QUERY_VALUE_NUMBER_OR_TEXT: queryRefusal(
    '{operator} nhận một số hoặc một chuỗi',
    '{operator} takes a number or a string',
  ),
  QUERY_VALUE_ARRAY: queryRefusal('{operator} nhận một mảng', '{operator} takes an array'),
  QUERY_REGEX_TEXT: queryRefusal(
    '$regex nhận một chuỗi (so khớp như văn bản thường)',
    '$regex takes a string (matched as plain text)',
  ),
  QUERY_OPTIONS_TEXT: queryRefusal('$options nhận một chuỗi', '$options takes a string'),
  QUERY_SEARCH_TOO_LONG: queryRefusal(
    'Chuỗi tìm kiếm dài quá {max} ký tự',
    'The search text is longer than {max} characters',
  ),
  QUERY_PARAM_TOO_LONG: queryRefusal('{name} dài quá {max} ký tự', '{name} is longer than {max} characters'),
  QUERY_PARAM_JSON: queryRefusal('{name} không phải JSON hợp lệ', '{name} is not valid JSON'),
  QUERY_PARAM_WHOLE: queryRefusal('{name} phải là số nguyên từ 1', '{name} must be a whole number from 1'),
  QUERY_FIELD_LIST: queryRefusal(
    '{name} phải là danh sách tên trường',
    '{name} must be a list of field names',
  ),
  QUERY_FIELD_LIST_PATH: queryRefusal(
    '{name} có tên không phải đường dẫn đơn giản',
    '{name} holds a name that is not a plain path',
  ),
  QUERY_SORT_OBJECT: queryRefusal(
    'sort phải là một đối tượng JSON như {"field": 1}',
    'sort must be a JSON object like {"field": 1}',
  ),
  QUERY_SORT_TOO_MANY: queryRefusal('sort nhận tối đa {max} trường', 'sort takes at most {max} fields'),
  QUERY_SORT_FIELD: queryRefusal(
    'Trường sắp xếp {field} không phải đường dẫn đơn giản',
    'sort field {field} is not a plain path',
  ),
  QUERY_SORT_DIRECTION: queryRefusal('Chiều sắp xếp của sort là 1 hoặc -1', 'sort directions are 1 or -1'),
  QUERY_PAGE_TOO_HIGH: queryRefusal('page tối đa là {max}', 'page must be at most {max}'),
  RATE_LIMITED: refusal(
    429,
    'Bạn thao tác quá nhanh, vui lòng thử lại sau',
    'Too many requests, please try again later',
  ),
  INTERNAL_ERROR: message('Đã có lỗi xảy ra, vui lòng thử lại', 'Something went wrong, please try again'),
  // Not in the spec: refusals of the commerce routes (cart, orders, addresses, wishlist, payments).
  PRODUCT_NOT_FOUND: refusal(404, 'Không tìm thấy sản phẩm', 'Product not found'),
  VARIANT_NOT_FOUND: refusal(409, 'Phân loại sản phẩm không còn bán', 'This product option is not for sale'),
  VARIANT_REQUIRED: refusal(400, 'Vui lòng chọn phân loại sản phẩm', 'Please choose a product option'),
  CART_LINE_NOT_FOUND: refusal(
    404,
    'Không tìm thấy sản phẩm trong giỏ hàng',
    'This line is not in your cart',
  ),
  ORDER_NOT_FOUND: refusal(404, 'Không tìm thấy đơn hàng', 'Order not found'),
  // Guest order lookup (decision 046; not in the spec). One answer for a wrong code and a wrong
  // contact, so that a lookup never tells whether an order code exists.
  ORDER_LOOKUP_INPUT: refusal(
    400,
    'Vui lòng nhập mã đơn hàng và số điện thoại hoặc e-mail đã dùng khi đặt hàng',
    'Please enter the order code and the phone number or e-mail given with the order',
  ),
  ORDER_LOOKUP_NOT_FOUND: refusal(
    404,
    'Không tìm thấy đơn hàng khớp với mã đơn hàng và số điện thoại hoặc e-mail này',
    'No order matches this order code and phone number or e-mail',
  ),
  ORDER_LINK_EXPIRED: refusal(
    410,
    'Liên kết xem đơn hàng đã hết hạn. Vui lòng tra cứu bằng mã đơn hàng và số điện thoại hoặc e-mail.',
    'This order link has expired. Please look the order up with its code and your phone number or e-mail.',
  ),
  ORDER_LINK_INVALID: refusal(
    400,
    'Liên kết xem đơn hàng không hợp lệ. Vui lòng tra cứu bằng mã đơn hàng và số điện thoại hoặc e-mail.',
    'This order link is not valid. Please look the order up with its code and your phone number or e-mail.',
  ),
  ORDER_STATUS_INVALID: refusal(
    409,
    'Không thể chuyển đơn hàng sang trạng thái này',
    'The order cannot move to this status',
  ),
  ORDER_NOT_DRAFT: refusal(
    409,
    'Đơn hàng đã được đặt, không thể sửa',
    'This order has been placed and can no longer be changed',
  ),
  PAYMENT_METHOD_REQUIRED: refusal(
    400,
    'Vui lòng chọn phương thức thanh toán',
    'Please choose a payment method',
  ),
  PAYMENT_METHOD_INVALID: refusal(400, 'Phương thức thanh toán không hợp lệ', 'Invalid payment method'),
  EWALLET_UNAVAILABLE: refusal(
    409,
    'Cửa hàng chưa nhận thanh toán qua ví điện tử, vui lòng chọn phương thức khác',
    'The shop does not take e-wallet payments yet; please choose another method',
  ),
  CARRIER_INVALID: refusal(400, 'Đơn vị vận chuyển không hợp lệ', 'Invalid carrier'),
  ADDRESS_LIMIT: refusal(
    409,
    'Bạn chỉ lưu được tối đa {max} địa chỉ',
    'You can keep at most {max} addresses',
  ),
  ADDRESS_NOT_FOUND: refusal(404, 'Không tìm thấy địa chỉ', 'Address not found'),
  WISHLIST_NOT_FOUND: refusal(
    404,
    'Không tìm thấy sản phẩm yêu thích',
    'This product is not in your favourites',
  ),
  SIGNATURE_INVALID: refusal(400, 'Chữ ký thanh toán không hợp lệ', 'Invalid payment signature'),
  // Not in the spec: a wallet simulator's mode (development and tests, decisions 056, 057).
  SANDBOX_MODE_INVALID: refusal(
    400,
    'Chế độ mô phỏng phải là normal, slow, down hoặc no-notify',
    'The simulator mode must be normal, slow, down or no-notify',
  ),
  SIMULATOR_INPUT_INVALID: refusal(
    400,
    'Cần nội dung chuyển khoản (note) và số tiền nguyên dương (amount)',
    'A transfer note (note) and a positive whole amount (amount) are needed',
  ),
  // Decision 055: a carrier's status callback that does not carry the shop's secret, or is not one.
  CARRIER_CALLBACK_FORBIDDEN: refusal(
    401,
    'Thông báo của đơn vị vận chuyển không đúng mã bí mật',
    "The carrier's notification does not carry the shop's secret",
  ),
  CARRIER_CALLBACK_INVALID: refusal(
    400,
    'Thông báo của đơn vị vận chuyển không đọc được',
    "The carrier's notification cannot be read",
  ),
  NOT_BANK_TRANSFER: refusal(
    409,
    'Đơn hàng không thanh toán bằng chuyển khoản',
    'This order is not paid by bank transfer',
  ),
  // Not in the spec: refusals of the account routes.
  OLD_PASSWORD_REQUIRED: refusal(400, 'Vui lòng nhập mật khẩu cũ', 'Please enter your current password'),
  OLD_PASSWORD_WRONG: refusal(400, 'Mật khẩu cũ không đúng', 'The current password is wrong'),
  TOKEN_INVALID: refusal(
    401,
    'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    'Your session has expired, please log in again',
  ),
  // Not in the spec: the console's token goes in a header, never in the address (decision 016).
  TOKEN_IN_QUERY: refusal(
    400,
    'Mã truy cập của trang quản trị phải gửi trong tiêu đề Authorization, không gửi trong địa chỉ',
    "The console's access token goes in the Authorization header, never in the address",
  ),
  TRUST_KEY_INVALID: refusal(403, 'Khoá tin cậy không hợp lệ', 'Invalid trust key'),
  // Not in the spec: refusals of the data layer (SPEC §7), each text under its own key; `code`
  // is the wire code (the reply's `error`) when several texts share one.
  APP_NOT_FOUND: refusal(404, 'Không tìm thấy ứng dụng', 'Application not found'),
  APP_ID_INVALID: refusal(400, 'Mã ứng dụng không hợp lệ', 'Invalid app id'),
  COLLECTION_INVALID: refusal(400, 'Tên bộ dữ liệu không hợp lệ', 'Invalid collection name'),
  COLLECTION_NOT_GLOBAL: refusal(
    404,
    'Bộ dữ liệu này cần mã ứng dụng trong đường dẫn',
    'This collection needs the application id in the path',
  ),
  DOCUMENT_NOT_FOUND: refusal(404, 'Không tìm thấy tài liệu', 'Document not found'),
  DOCUMENT_EXISTS: refusal(409, 'Đã có tài liệu với mã này', 'A document with this id already exists'),
  ID_INVALID: refusal(
    400,
    'Mã tài liệu không hợp lệ (24 ký tự hex)',
    'Invalid document id (24 hex characters)',
  ),
  ID_MISMATCH: refusal(
    400,
    '_id trong dữ liệu khác với mã trong đường dẫn',
    '_id in the body differs from the id in the path',
  ),
  FIELD_READ_ONLY: refusal(
    400,
    'Không được ghi trường do máy chủ quản lý: {fields}',
    'These fields are managed by the server and cannot be written: {fields}',
  ),
  READ_FORBIDDEN: refusal(
    403,
    'Bạn không có quyền xem dữ liệu này',
    'You may not read these data',
    'FORBIDDEN',
  ),
  WRITE_FORBIDDEN: refusal(
    403,
    'Bạn không có quyền ghi dữ liệu này',
    'You may not write these data',
    'FORBIDDEN',
  ),
  LOOKUP_BY_CODE_ONLY: refusal(
    403,
    'Chỉ tra cứu được bằng đúng mã',
    'These documents can only be looked up by their exact code',
    'FORBIDDEN',
  ),
  COLLECTION_NOT_SHARED: refusal(
    403,
    'Bộ dữ liệu này không chia sẻ công khai',
    'This collection is not shared publicly',
    'FORBIDDEN',
  ),
  BACKUP_ADMIN_ONLY: refusal(
    403,
    'Chỉ quản trị viên được sao lưu và khôi phục dữ liệu',
    'Only an administrator may back up and restore data',
    'FORBIDDEN',
  ),
  BODY_NOT_OBJECT: refusal(
    400,
    'Dữ liệu gửi lên phải là một đối tượng JSON',
    'The body must be a JSON object',
    'BODY_INVALID',
  ),
  BODY_TOO_DEEP: refusal(
    400,
    'Dữ liệu lồng nhau quá sâu',
    'The document is nested too deeply',
    'BODY_INVALID',
  ),
  BODY_TOO_MANY_FIELDS: refusal(
    400,
    'Dữ liệu có quá nhiều trường',
    'The document has too many fields',
    'BODY_INVALID',
  ),
  BODY_FIELD_NAME_INVALID: refusal(
    400,
    'Tên trường không hợp lệ: {field}',
    'Invalid field name: {field}',
    'BODY_INVALID',
  ),
  BODY_FIELD_INVALID: refusal(400, 'Giá trị không hợp lệ: {field}', 'Invalid value: {field}', 'BODY_INVALID'),
  TEXT_INVALID: refusal(
    400,
    'Dữ liệu có ký tự không hợp lệ (ký tự NUL hoặc ký tự Unicode bị lỗi) ở {where}',
    'The data holds an invalid character (a NUL or a broken Unicode character) in {where}',
  ),
  BACKUP_INVALID: refusal(400, 'Tệp sao lưu không hợp lệ', 'This is not a valid backup file'),
  APP_NOT_EMPTY: refusal(
    409,
    'Ứng dụng đã có dữ liệu: chỉ khôi phục được vào một ứng dụng trống',
    'The app already holds data: a backup can only be restored into an empty app',
  ),
  RESTORE_SUCCESS: message('Khôi phục dữ liệu thành công', 'Data restored'),
  // Not in the spec: reference routes (address suggestions).
  ADDRESS_REQUIRED: refusal(400, 'Vui lòng nhập địa chỉ', 'Please enter an address'),
  TEXT_TOO_LONG: refusal(400, 'Nội dung dài quá {max} ký tự', 'This is longer than {max} characters'),
  ADDRESS_TOO_LONG: refusal(
    400,
    'Địa chỉ dài quá {max} ký tự',
    'The address is longer than {max} characters',
  ),
  SUGGESTION_LIMIT_INVALID: refusal(
    400,
    'limit phải là số nguyên từ 1 đến {max}',
    'limit must be a whole number from 1 to {max}',
    'QUERY_INVALID',
  ),
  // Not in the spec: files, uploads and images.
  LOGIN_REQUIRED: refusal(401, 'Vui lòng đăng nhập để tải tệp lên', 'Please log in to upload files'),
  FILE_ID_INVALID: refusal(400, 'Mã tệp không hợp lệ', 'Invalid file id'),
  FILE_NOT_FOUND: refusal(404, 'Không tìm thấy tệp', 'File not found'),
  FILE_REQUIRED: refusal(400, 'Chưa chọn tệp để tải lên', 'No file was sent'),
  FILE_TOO_LARGE: refusal(413, 'Tệp quá lớn (tối đa {max} MB)', 'The file is too large ({max} MB at most)'),
  FILE_TYPE_REFUSED: refusal(
    415,
    'Chỉ nhận ảnh JPEG, PNG, WebP, AVIF, GIF hoặc tệp PDF',
    'Only JPEG, PNG, WebP, AVIF or GIF images and PDF files are accepted',
  ),
  MULTIPART_REQUIRED: refusal(
    400,
    'Cần gửi tệp dạng multipart/form-data',
    'Send the file as multipart/form-data',
  ),
  // Refusals the HTTP framework makes before a route runs, under its own codes (not in the spec;
  // docs/api.md names FST_ERR_CTP_BODY_TOO_LARGE).
  FST_ERR_CTP_INVALID_JSON_BODY: refusal(
    400,
    'Dữ liệu gửi lên không phải JSON hợp lệ',
    'The body is not valid JSON',
  ),
  FST_ERR_CTP_EMPTY_JSON_BODY: refusal(400, 'Dữ liệu gửi lên đang trống', 'The body is empty'),
  FST_ERR_CTP_BODY_TOO_LARGE: refusal(413, 'Dữ liệu gửi lên quá lớn', 'The body is too large'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: refusal(
    400,
    'Độ dài dữ liệu gửi lên không khớp với Content-Length',
    'The body does not match its Content-Length',
  ),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: refusal(
    415,
    'Kiểu dữ liệu gửi lên không được hỗ trợ',
    'This content type is not supported',
  ),
  FST_CP_ERR_INVALID_CONTENT: refusal(
    400,
    'Không giải nén được dữ liệu gửi lên',
    'The body could not be decompressed',
  ),
  FST_CP_ERR_INVALID_CONTENT_ENCODING: refusal(
    415,
    'Kiểu nén dữ liệu gửi lên không được hỗ trợ',
    'This content encoding is not supported',
  ),
  FST_ERR_BAD_URL: refusal(400, 'Địa chỉ không hợp lệ', 'The address is not valid'),
  FST_ERR_MAX_PARAM_LENGTH: refusal(414, 'Địa chỉ quá dài', 'The address is too long'),
  FST_STATIC_FORBIDDEN_PATH: refusal(
    403,
    'Không được truy cập đường dẫn này',
    'This path may not be accessed',
  ),
  MULTIPART_INVALID: refusal(400, 'Dữ liệu tải lên không hợp lệ', 'The upload could not be read'),
  FILE_NOT_PICTURE: refusal(
    415,
    'Tệp này không phải là ảnh (JPEG, PNG, WebP, AVIF hoặc GIF)',
    'This file is not a picture (JPEG, PNG, WebP, AVIF or GIF)',
  ),
  PICTURE_TOO_MANY_PIXELS: refusal(
    413,
    'Ảnh quá lớn (tối đa {max} triệu điểm ảnh)',
    'The picture is too large ({max} megapixels at most)',
  ),
  UPLOAD_QUOTA_EXCEEDED: refusal(
    403,
    'Tài khoản đã đạt giới hạn tải lên (tối đa {files} tệp, {mb} MB)',
    'This account has reached its upload limit ({files} files, {mb} MB at most)',
  ),
  PICTURE_UNREADABLE: refusal(
    415,
    'Không đọc được ảnh: tệp bị hỏng hoặc không đúng định dạng',
    'The picture could not be read: the file is damaged or not in its format',
  ),
  PICTURE_WIDTH_INVALID: refusal(
    400,
    'Chiều rộng ảnh phải là một trong: {widths}',
    'The picture width must be one of: {widths}',
  ),
  IMAGE_NOT_FOUND: refusal(404, 'Không tìm thấy ảnh', 'Image not found'),
  IMAGE_SIZE_INVALID: refusal(
    400,
    'Kích thước ảnh phải là một trong: {sizes}',
    'The image size must be one of: {sizes}',
  ),
  // Not in the spec: the server's last resorts (an unknown route, an unexpected failure).
  ROUTE_NOT_FOUND: refusal(404, 'Không tìm thấy {what}', 'Not found: {what}', 'NOT_FOUND'),
  SERVER_ERROR: refusal(
    500,
    'Lỗi máy chủ, vui lòng thử lại sau',
    'Server error, please try again later',
    'INTERNAL',
  ),
  // The database does not answer (restarting, refusing connections): try again in a few seconds.
  DATABASE_UNAVAILABLE: refusal(
    503,
    'Hệ thống đang tạm gián đoạn, vui lòng thử lại sau ít giây',
    'The shop is briefly unavailable, please try again in a few seconds',
    'UNAVAILABLE',
  ),
  // GET /metrics without the right METRICS_TOKEN (docs/decisions/020-faults-metrics-signals.md).
  METRICS_TOKEN_INVALID: refusal(401, 'Cần mã truy cập số liệu hợp lệ', 'A valid metrics token is required'),
} satisfies Record<string, MessageEntry>;

/**
 * Every message the shop shows or the server returns, by code: the shop's own, then each area's
 * part. A code two parts define stops the module from loading (messageTable, decision 069).
 */
export const MESSAGES = messageTable(
  SHOP_MESSAGES,
  PRIVACY_MESSAGES, // the shopper's personal-data rights (decision 063)
  REMINDER_MESSAGES, // reminders and message settings (decision 064)
  INVOICE_MESSAGES, // VAT and company invoices (decision 065)
  REVIEW_MESSAGES, // product reviews (decision 047)
  RETURN_MESSAGES, // returns and exchanges (decision 076)
  CONSOLE_MESSAGES, // the owner console's part (console-messages.ts)
);

/** The one union of message and error codes, shared by the server and the web app. */
export type MessageCode = keyof typeof MESSAGES;

type Table = typeof MESSAGES;

/** The table seen entry by entry, each with its optional status and wire code. */
const ENTRIES: Readonly<Record<MessageCode, MessageEntry>> = MESSAGES;

/** The codes a server may refuse a request with: those whose entry has an HTTP status. */
export type ErrorMessageCode = {
  [TCode in MessageCode]: Table[TCode] extends { readonly status: number } ? TCode : never;
}[MessageCode];

/** Every code, in table order. */
export const MESSAGE_CODES: readonly MessageCode[] = Object.keys(MESSAGES).filter(isMessageCode);

/** True when the value is a code of {@link MESSAGES} (e.g. a `code` field read from a reply). */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/** Values that fill the `{placeholders}` of a message. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The text of a code in a language, with `{placeholders}` filled from `params`
 * (`messageText('CODE_SENT', 'vi', { account: 'a@b.vn' })` -> 'Đã gửi mã xác thực đến a@b.vn').
 * A placeholder without a value is left as written, so a missing parameter is visible, not blank.
 */
export function messageText(code: MessageCode, locale: Locale = 'vi', params?: MessageParams): string {
  const template = MESSAGES[code][locale];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The HTTP status of a refusal (`messageStatus('ORDER_NOT_FOUND')` -> 404). */
export function messageStatus(code: ErrorMessageCode): HttpErrorStatus {
  return ENTRIES[code].status ?? 400;
}

/**
 * The code a reply carries in its `error` field: the entry's `code` when several texts share one
 * (`messageWireCode('LOOKUP_BY_CODE_ONLY')` -> 'FORBIDDEN'), the key itself otherwise.
 */
export function messageWireCode(code: MessageCode): string {
  return ENTRIES[code].code ?? code;
}
