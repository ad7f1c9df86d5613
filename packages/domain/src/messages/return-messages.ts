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
  RETURN_SETTINGS_INVALID: {
    vi: 'Thời hạn đổi/trả phải là số giờ nguyên từ 1 đến 720',
    en: 'The return window must be a whole number of hours from 1 to 720',
    status: 400,
  },
  RETURN_MEDIA_TYPE: {
    vi: 'Chỉ nhận ảnh JPEG, PNG, WebP hoặc video MP4, WebM, MOV',
    en: 'Only JPEG, PNG or WebP pictures and MP4, WebM or MOV videos are taken',
    status: 415,
  },
  RETURN_MEDIA_TOO_LARGE: {
    vi: 'Ảnh tối đa 10 MB, video tối đa 50 MB',
    en: 'A picture may be 10 MB at most, a video 50 MB',
    status: 413,
  },
  RETURN_MEDIA_TOO_MANY: {
    vi: 'Mỗi yêu cầu có tối đa 5 ảnh và 1 video',
    en: 'A request may carry at most 5 photos and 1 video',
    status: 400,
  },
  RETURN_MEDIA_UNKNOWN: {
    vi: 'Không tìm thấy ảnh hoặc video đã tải lên, vui lòng tải lại',
    en: 'An uploaded photo or video was not found: please upload it again',
    status: 400,
  },
  RETURN_NOT_FOUND: {
    vi: 'Không tìm thấy yêu cầu đổi/trả',
    en: 'The return request was not found',
    status: 404,
  },
  RETURN_WRONG_STATE: {
    vi: 'Yêu cầu đổi/trả không còn ở bước này, vui lòng tải lại trang',
    en: 'The return request is no longer at this step: please reload the page',
    status: 409,
  },
  RETURN_INSTRUCTIONS_INVALID: {
    vi: 'Vui lòng chọn gửi trả hàng hoặc giữ lại hàng',
    en: 'Please choose whether the goods are sent back or kept',
    status: 400,
  },
  RETURN_ACTION_INVALID: {
    vi: 'Vui lòng chọn nhập lại kho hoặc huỷ hàng',
    en: 'Please choose to restock or to write off',
    status: 400,
  },
  RETURN_REASON_REQUIRED: {
    vi: 'Vui lòng nhập lý do',
    en: 'Please enter a reason',
    status: 400,
  },
  RETURN_NOTE_TOO_LONG: {
    vi: 'Ghi chú tối đa 1000 ký tự',
    en: 'A note may be 1000 characters at most',
    status: 400,
  },
  RETURN_EXCHANGE_OUT_OF_STOCK: {
    vi: 'Không đủ hàng để đổi: {product} còn {available}',
    en: 'Not enough stock for the exchange: {product} has {available} left',
    status: 409,
  },
  RETURN_STEP_APPROVED: {
    vi: 'Đã duyệt yêu cầu đổi/trả',
    en: 'The return request is approved',
  },
  RETURN_STEP_RECEIVED: {
    vi: 'Đã ghi nhận hàng trả về',
    en: 'The returned goods are recorded as received',
  },
  RETURN_STEP_REFUNDED: {
    vi: 'Đã hoàn tiền cho yêu cầu đổi/trả',
    en: 'The return is refunded',
  },
  RETURN_STEP_EXCHANGED: {
    vi: 'Đã tạo đơn hàng đổi',
    en: 'The exchange order is created',
  },
  RETURN_STEP_REJECTED: {
    vi: 'Đã từ chối yêu cầu đổi/trả',
    en: 'The return request is rejected',
  },
} as const;
