import type { Locale } from './locale.js';

interface MessagePair {
  readonly vi: string;
  readonly en: string;
}

/**
 * Every message the shop shows or the server returns, by code: the Vietnamese text to the letter
 * of the spec (SPEC §2, §5, §8) and its English counterpart. `{name}` marks a placeholder filled
 * by {@link messageText}. Codes marked "not in the spec" carry texts written for this project.
 */
export const MESSAGES = {
  // Forms and rules (SPEC §5)
  CONTACT_NAME_REQUIRED: { vi: 'Vui lòng nhập họ tên của quý khách', en: 'Please enter your name' },
  CONTACT_EMAIL_REQUIRED: {
    vi: 'Vui lòng nhập email để cửa hàng liên hệ với quý khách',
    en: 'Please enter your email so that the shop can contact you',
  },
  EMAIL_INVALID: { vi: 'Email không hợp lệ', en: 'Invalid email' },
  CONTACT_CONTENT_REQUIRED: { vi: 'Vui lòng nhập nội dung', en: 'Please enter your message' },
  USERNAME_REQUIRED: {
    vi: 'Email hoặc số điện thoại không được để trống',
    en: 'Email or phone number must not be empty',
  },
  USERNAME_INVALID: { vi: 'Email hoặc số điện thoại không hợp lệ', en: 'Invalid email or phone number' },
  PASSWORD_WEAK: {
    vi: 'Mật khẩu có ít nhất 6 ký tự và ít nhất 1 chữ hoa, 1 chữ thường, 1 chữ số',
    en: 'The password needs at least 6 characters with at least 1 uppercase letter, 1 lowercase letter and 1 digit',
  },
  PASSWORD_MISMATCH: { vi: 'Nhập lại mật khẩu không trùng khớp', en: 'The repeated password does not match' },
  ACCOUNT_NOT_FOUND: {
    vi: 'Lỗi: Không tìm thấy email hoặc số điện thoại',
    en: 'Error: email or phone number not found',
  },
  CODE_NOT_PENDING: { vi: 'Không có mã xác thực', en: 'There is no verification code' },
  NAME_REQUIRED: { vi: 'Vui lòng nhập đầy đủ họ và tên', en: 'Please enter your full name' },
  CANCEL_REASON_TOO_SHORT: { vi: 'Vui lòng nhập đủ kí tự (>5)', en: 'Please enter more than 5 characters' },
  QUANTITY_ABOVE_STOCK: {
    vi: 'Số lượng bạn chọn lớn hơn sản phẩm tồn kho',
    en: 'The quantity you chose is more than the stock',
  },
  PHONE_INVALID: { vi: 'Số điện thoại không hợp lệ', en: 'Invalid phone number' },
  ADDRESS_INCOMPLETE: { vi: 'Vui lòng nhập đầy đủ thông tin', en: 'Please fill in all the information' },
  VOUCHER_DUPLICATE: { vi: 'Bạn đã thêm mã giảm giá này', en: 'You have already added this voucher' },
  VOUCHER_NOT_FOUND_OR_EXPIRED: {
    vi: 'Mã giảm giá không tồn tại hoặc hết hạn sử dụng',
    en: 'This voucher does not exist or has expired',
  },
  VOUCHER_UNAVAILABLE: { vi: 'Voucher không khả dụng', en: 'Voucher unavailable' },
  VOUCHER_MIN_ORDER: {
    vi: 'Chưa đạt giá trị đơn hàng tối thiểu',
    en: 'The minimum order value is not reached',
  },
  // Not in the spec: the spec describes these rules without giving their text.
  PASSWORD_REQUIRED: { vi: 'Mật khẩu không được để trống', en: 'Password must not be empty' },
  CODE_INVALID: { vi: 'Mã xác thực gồm 6 chữ số', en: 'The verification code has 6 digits' },
  EMAIL_REQUIRED: { vi: 'Vui lòng nhập email', en: 'Please enter your email' },
  TERMS_NOT_ACCEPTED: {
    vi: 'Vui lòng đồng ý với điều khoản sử dụng',
    en: 'Please accept the terms of use',
  },
  PROMO_PRICE_LIMITED: {
    vi: 'Giá khuyến mãi chỉ áp dụng cho tối đa {quantity} sản phẩm',
    en: 'The promotional price applies to at most {quantity} items',
  },
  // Notices (SPEC §8)
  CONTACT_SENT: { vi: 'Gửi thông tin thành công', en: 'Your message has been sent' },
  CONTACT_FAILED: { vi: 'Gửi thông tin không thành công', en: 'Your message could not be sent' },
  LOGIN_REQUIRES_VERIFY: {
    vi: 'Xác minh tài khoản! Mã xác thực được gửi đến {account}',
    en: 'Verify your account! A verification code was sent to {account}',
  },
  CODE_SENT: { vi: 'Đã gửi mã xác thực đến {account}', en: 'A verification code was sent to {account}' },
  CODE_SEND_FAILED: { vi: 'Gửi mã xác nhận không thành công', en: 'The code could not be sent' },
  CODE_RESEND_FAILED: { vi: 'Gửi lại mã xác thực không thành công', en: 'The code could not be sent again' },
  VERIFY_SUCCESS: { vi: 'Xác thực thành công', en: 'Verified successfully' },
  LOGIN_SUCCESS: { vi: 'Đăng nhập thành công', en: 'Logged in successfully' },
  PASSWORD_RESET_SUCCESS: { vi: 'Thay đổi mật khẩu thành công', en: 'Password reset successfully' },
  PASSWORD_RESET_FAILED: { vi: 'Thay đổi mật khẩu không thành công', en: 'The password could not be reset' },
  PASSWORD_CHANGE_SUCCESS: { vi: 'Đổi mật khẩu thành công', en: 'Password changed successfully' },
  PASSWORD_CHANGE_FAILED: { vi: 'Đổi mật khẩu không thành công', en: 'The password could not be changed' },
  PROFILE_UPDATE_SUCCESS: { vi: 'Thay đổi thông tin thành công', en: 'Your information has been updated' },
  PROFILE_UPDATE_FAILED: {
    vi: 'Thay đổi thông tin không thành công',
    en: 'Your information could not be updated',
  },
  SUBSCRIBE_SUCCESS: { vi: 'Đăng ký nhận tin tức thành công', en: 'Subscribed to the newsletter' },
  SUBSCRIBE_FAILED: { vi: 'Đăng ký nhận tin tức không thành công', en: 'The subscription failed' },
  ORDER_CANCELLED: { vi: 'Đã huỷ đơn', en: 'Order cancelled' },
  ORDER_CANCEL_FAILED: { vi: 'Huỷ đơn không thành công', en: 'The order could not be cancelled' },
  REBUY_SUCCESS: { vi: 'Thêm vào giỏ hàng thành công', en: 'Added to the cart' },
  ADDRESS_DELETED: { vi: 'Đã xoá địa chỉ', en: 'Address deleted' },
  REGISTER_SUCCESS: {
    vi: 'Tạo tài khoản thành công! Đăng nhập để mua sắm ngay nào',
    en: 'Account created! Log in and start shopping',
  },
  CART_LINE_REMOVE_CONFIRM: {
    vi: 'Bạn có chắc chắn muốn xóa sản phẩm này khỏi giỏ hàng?',
    en: 'Are you sure you want to remove this product from the cart?',
  },
  CART_UPDATED: { vi: 'Cập nhật giỏ hàng thành công', en: 'Cart updated' },
  ORDER_PLACED: { vi: 'Đặt hàng thành công', en: 'Order placed successfully' },
  RECAPTCHA_LOAD_FAILED: { vi: 'Lỗi khi tải google recaptcha', en: 'Error loading Google reCAPTCHA' },
  CUSTOMER_NOT_FOUND: { vi: 'Not found customer for user', en: 'No customer found for this user' },
  // Dialogs and badges (SPEC §2, §3)
  DIALOG_TITLE: { vi: 'Thông báo', en: 'Notify' },
  DIALOG_CONFIRM: { vi: 'Xác nhận', en: 'Confirm' },
  DIALOG_CANCEL: { vi: 'Hủy', en: 'Cancel' },
  BADGE_PROMOTION: { vi: 'Khuyến mãi', en: 'Promotion' },
  // Not in the spec: badges and server errors the spec leaves unnamed.
  BADGE_OUT_OF_STOCK: { vi: 'Hết hàng', en: 'Out of stock' },
  BADGE_FLASH_SALE: { vi: 'Flash sale', en: 'Flash sale' },
  OUT_OF_STOCK: {
    vi: 'Sản phẩm {name} không đủ số lượng trong kho',
    en: 'Not enough stock for {name}',
  },
  CART_EMPTY: { vi: 'Giỏ hàng trống', en: 'Your cart is empty' },
  ORDER_NOT_CANCELLABLE: { vi: 'Đơn hàng này không thể huỷ', en: 'This order can no longer be cancelled' },
  ORDER_NOT_PAYABLE: { vi: 'Đơn hàng này không thể thanh toán', en: 'This order cannot be paid' },
  PAYMENT_SUCCESS: { vi: 'Thanh toán thành công', en: 'Payment successful' },
  PAYMENT_FAILED: { vi: 'Thanh toán không thành công', en: 'Payment failed' },
  LOGIN_FAILED: { vi: 'Tài khoản hoặc mật khẩu không đúng', en: 'Wrong account or password' },
  ACCOUNT_EXISTS: { vi: 'Tài khoản đã tồn tại', en: 'This account already exists' },
  CODE_WRONG: { vi: 'Mã xác thực không đúng', en: 'The verification code is wrong' },
  CODE_EXPIRED: { vi: 'Mã xác thực đã hết hạn', en: 'The verification code has expired' },
  CODE_TOO_MANY_ATTEMPTS: {
    vi: 'Bạn đã nhập sai quá số lần cho phép',
    en: 'Too many wrong attempts',
  },
  ACCOUNT_LOCKED: {
    vi: 'Tài khoản tạm khoá do nhập sai mật khẩu nhiều lần. Vui lòng thử lại sau {minutes} phút',
    en: 'This account is temporarily locked after too many wrong passwords. Please try again in {minutes} min',
  },
  BOT_CHECK_FAILED: { vi: 'Xác minh reCAPTCHA không thành công', en: 'The reCAPTCHA check failed' },
  UNAUTHORIZED: { vi: 'Vui lòng đăng nhập lại', en: 'Please log in again' },
  FORBIDDEN: {
    vi: 'Bạn không có quyền thực hiện thao tác này',
    en: 'You are not allowed to do this',
  },
  NOT_FOUND: { vi: 'Không tìm thấy dữ liệu', en: 'Not found' },
  BAD_REQUEST: { vi: 'Dữ liệu không hợp lệ', en: 'Invalid data' },
  QUERY_INVALID: { vi: 'Điều kiện truy vấn không hợp lệ', en: 'Invalid query condition' },
  RATE_LIMITED: {
    vi: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
    en: 'Too many requests, please try again later',
  },
  INTERNAL_ERROR: { vi: 'Đã có lỗi xảy ra, vui lòng thử lại', en: 'Something went wrong, please try again' },
} satisfies Record<string, MessagePair>;

/** The one union of message and error codes, shared by the server and the web app. */
export type MessageCode = keyof typeof MESSAGES;

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
