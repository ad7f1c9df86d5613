/**
 * Messages of the reminders and message settings (issue 34, decision 064), a part of MESSAGES;
 * texts written for this project (the spec has none), with the HTTP status of each refusal.
 */
export const REMINDER_MESSAGES = {
  STOCK_ALERT_SAVED: {
    vi: 'Đã ghi nhận. Chúng tôi sẽ báo cho {contact} một lần khi sản phẩm có hàng trở lại.',
    en: 'Noted. We will tell {contact} once, when the product is back in stock.',
  },
  STOCK_ALERT_IN_STOCK: {
    vi: 'Sản phẩm này đang có hàng, bạn có thể mua ngay',
    en: 'This product is in stock: you can buy it now',
    status: 409,
  },
  CONTACT_REQUIRED: {
    vi: 'Vui lòng nhập email hoặc số điện thoại hợp lệ',
    en: 'Please enter a valid e-mail address or phone number',
    status: 400,
  },
  REMINDER_CONSENT_REQUIRED: {
    vi: 'Vui lòng đồng ý nhận lời nhắc trước khi lưu',
    en: 'Please agree to receive reminders before saving',
    status: 400,
  },
  CART_REMINDER_SAVED: {
    vi: 'Đã lưu. Nếu bạn chưa đặt hàng, chúng tôi sẽ nhắc {contact} về giỏ hàng này.',
    en: 'Saved. If you do not order, we will remind {contact} of this cart.',
  },
  CART_LINK_INVALID: {
    vi: 'Liên kết giỏ hàng không hợp lệ',
    en: 'This cart link is not valid',
    status: 400,
  },
  MESSAGE_SETTINGS_INVALID: {
    vi: 'Cài đặt tin nhắn không hợp lệ: {field}',
    en: 'The message settings are not valid: {field}',
    status: 400,
  },
} as const;
