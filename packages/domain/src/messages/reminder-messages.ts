import { message, refusal } from './message-table.js';

/**
 * Messages of the reminders and message settings (issue 34, decision 064), a part of MESSAGES;
 * texts written for this project (the spec has none), with the HTTP status of each refusal.
 */
export const REMINDER_MESSAGES = {
  STOCK_ALERT_SAVED: message(
    'Đã ghi nhận. Chúng tôi sẽ báo cho {contact} một lần khi sản phẩm có hàng trở lại.',
    'Noted. We will tell {contact} once, when the product is back in stock.',
  ),
  STOCK_ALERT_IN_STOCK: refusal(
    409,
    'Sản phẩm này đang có hàng, bạn có thể mua ngay',
    'This product is in stock: you can buy it now',
  ),
  CONTACT_REQUIRED: refusal(
    400,
    'Vui lòng nhập email hoặc số điện thoại hợp lệ',
    'Please enter a valid e-mail address or phone number',
  ),
  REMINDER_CONSENT_REQUIRED: refusal(
    400,
    'Vui lòng đồng ý nhận lời nhắc trước khi lưu',
    'Please agree to receive reminders before saving',
  ),
  CART_REMINDER_SAVED: message(
    'Đã lưu. Nếu bạn chưa đặt hàng, chúng tôi sẽ nhắc {contact} về giỏ hàng này.',
    'Saved. If you do not order, we will remind {contact} of this cart.',
  ),
  CART_LINK_INVALID: refusal(400, 'Liên kết giỏ hàng không hợp lệ', 'This cart link is not valid'),
  MESSAGE_SETTINGS_INVALID: refusal(
    400,
    'Cài đặt tin nhắn không hợp lệ: {field}',
    'The message settings are not valid: {field}',
  ),
} as const;
