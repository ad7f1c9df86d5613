/**
 * Console messages of unpaid-order expiry and refunds (issue 30, decision 067), a part of
 * CONSOLE_MESSAGES. Vietnamese first, as every message.
 */
export const MONEY_MESSAGES = {
  PAYMENTS_QUERY_INVALID: {
    status: 400,
    vi: 'Khoảng ngày hoặc bộ lọc thanh toán không hợp lệ (ngày dạng YYYY-MM-DD, tối đa 366 ngày)',
    en: 'The span of days or the payments filter is invalid (days as YYYY-MM-DD, at most 366 days)',
  },
  PAYMENT_HOLD_HOURS_INVALID: {
    status: 400,
    vi: 'Thời gian giữ đơn chờ thanh toán phải là số giờ nguyên từ 1 đến 168',
    en: 'The payment hold must be a whole number of hours from 1 to 168',
  },
  PAYMENT_SETTINGS_SAVED: {
    vi: 'Đã lưu cài đặt thanh toán',
    en: 'The payment settings are saved',
  },
  REFUND_DATE_INVALID: {
    status: 400,
    vi: 'Ngày hoàn tiền không hợp lệ hoặc ở sau hôm nay',
    en: 'The refund date is invalid or after today',
  },
  REFUND_REFERENCE_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập mã tham chiếu của giao dịch hoàn tiền (tối đa 100 ký tự)',
    en: "Please give the bank's reference of the refund (at most 100 characters)",
  },
  REFUND_NOTHING_PAID_BY_TRANSFER: {
    status: 409,
    vi: 'Đơn hàng chưa nhận được tiền chuyển khoản nên không thể ghi nhận hoàn tiền',
    en: 'No bank transfer was received for this order: nothing to refund',
  },
  BANK_REFUND_RECORDED: {
    vi: 'Đã ghi nhận khoản hoàn tiền qua ngân hàng',
    en: 'The bank refund is recorded',
  },
  ORDER_REOPENED: {
    vi: 'Đã mở lại đơn hàng',
    en: 'The order is open again',
  },
  ORDER_NOT_REOPENABLE: {
    status: 409,
    vi: 'Chỉ mở lại được đơn đã bị huỷ vì quá hạn thanh toán và chưa hoàn tiền',
    en: 'Only an order cancelled for late payment, and not refunded, can be opened again',
  },
  REOPEN_OUT_OF_STOCK: {
    status: 409,
    vi: 'Không đủ hàng để mở lại đơn: {product} chỉ còn {left}',
    en: 'Not enough stock to open the order again: {product} has {left} left',
  },
} as const;
