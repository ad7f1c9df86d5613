/**
 * Messages of returns and exchanges (issue 33, decision 076), a part of MESSAGES; texts written
 * for this project, with the HTTP status of each refusal.
 */
export const RETURN_MESSAGES = {
  RETURN_NOT_DELIVERED: {
    vi: 'Chỉ đơn hàng đã giao của bạn mới được đổi hoặc trả',
    en: 'Only a delivered order of yours can be returned or exchanged',
    status: 403,
  },
  RETURN_WINDOW_CLOSED: {
    vi: 'Đã quá {hours} giờ kể từ khi nhận hàng, không thể yêu cầu đổi/trả',
    en: 'More than {hours} hours have passed since delivery: a return or exchange can no longer be asked',
    status: 403,
  },
  RETURN_LINE_UNKNOWN: {
    vi: 'Đơn hàng không có sản phẩm này',
    en: 'The order has no such product',
    status: 400,
  },
  RETURN_QUANTITY_TOO_HIGH: {
    vi: 'Số lượng đổi/trả vượt quá số lượng đã nhận trừ số đã trả trước đó',
    en: 'The quantity is more than was delivered minus what already came back',
    status: 409,
  },
  RETURN_EMPTY: {
    vi: 'Vui lòng chọn ít nhất một sản phẩm để đổi/trả',
    en: 'Please choose at least one product to return or exchange',
    status: 400,
  },
  RETURN_REQUESTED: {
    vi: 'Đã gửi yêu cầu đổi/trả. Cửa hàng sẽ phản hồi sớm',
    en: 'Your return request is sent. The shop will answer soon',
  },
} as const;
