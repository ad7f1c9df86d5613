import { message, refusal } from './message-table.js';

/**
 * Console messages of unpaid-order expiry and refunds (issue 30, decision 067), a part of
 * CONSOLE_MESSAGES. Vietnamese first, as every message.
 */
export const MONEY_MESSAGES = {
  PAYMENTS_QUERY_INVALID: refusal(
    400,
    'Khoảng ngày hoặc bộ lọc thanh toán không hợp lệ (ngày dạng YYYY-MM-DD, tối đa 366 ngày)',
    'The span of days or the payments filter is invalid (days as YYYY-MM-DD, at most 366 days)',
  ),
  PAYMENT_HOLD_HOURS_INVALID: refusal(
    400,
    'Thời gian giữ đơn chờ thanh toán phải là số giờ nguyên từ 1 đến 168',
    'The payment hold must be a whole number of hours from 1 to 168',
  ),
  PAYMENT_SETTINGS_SAVED: message('Đã lưu cài đặt thanh toán', 'The payment settings are saved'),
  REFUND_DATE_INVALID: refusal(
    400,
    'Ngày hoàn tiền không hợp lệ hoặc ở sau hôm nay',
    'The refund date is invalid or after today',
  ),
  REFUND_REFERENCE_REQUIRED: refusal(
    400,
    'Vui lòng nhập mã tham chiếu của giao dịch hoàn tiền (tối đa 100 ký tự)',
    "Please give the bank's reference of the refund (at most 100 characters)",
  ),
  REFUND_NOTHING_PAID_BY_TRANSFER: refusal(
    409,
    'Đơn hàng chưa nhận được tiền chuyển khoản nên không thể ghi nhận hoàn tiền',
    'No bank transfer was received for this order: nothing to refund',
  ),
  BANK_REFUND_RECORDED: message('Đã ghi nhận khoản hoàn tiền qua ngân hàng', 'The bank refund is recorded'),
  ORDER_REOPENED: message('Đã mở lại đơn hàng', 'The order is open again'),
  ORDER_NOT_REOPENABLE: refusal(
    409,
    'Chỉ mở lại được đơn đã bị huỷ vì quá hạn thanh toán và chưa hoàn tiền',
    'Only an order cancelled for late payment, and not refunded, can be opened again',
  ),
  REOPEN_OUT_OF_STOCK: refusal(
    409,
    'Không đủ hàng để mở lại đơn: {product} chỉ còn {left}',
    'Not enough stock to open the order again: {product} has {left} left',
  ),
} as const;
