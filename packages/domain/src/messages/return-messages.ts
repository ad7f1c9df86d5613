import { message, refusal } from './message-table.js';

/**
 * Messages of returns and exchanges (issue 33, decision 076), a part of MESSAGES; texts written
 * for this project, with the HTTP status of each refusal.
 */
export const RETURN_MESSAGES = {
  RETURN_NOT_DELIVERED: refusal(
    403,
    'Chỉ đơn hàng đã giao của bạn mới được đổi hoặc trả',
    'Only a delivered order of yours can be returned or exchanged',
  ),
  RETURN_WINDOW_CLOSED: refusal(
    403,
    'Đã quá {hours} giờ kể từ khi nhận hàng, không thể yêu cầu đổi/trả',
    'More than {hours} hours have passed since delivery: a return or exchange can no longer be asked',
  ),
  RETURN_LINE_UNKNOWN: refusal(400, 'Đơn hàng không có sản phẩm này', 'The order has no such product'),
  RETURN_QUANTITY_TOO_HIGH: refusal(
    409,
    'Số lượng đổi/trả vượt quá số lượng đã nhận trừ số đã trả trước đó',
    'The quantity is more than was delivered minus what already came back',
  ),
  RETURN_EMPTY: refusal(
    400,
    'Vui lòng chọn ít nhất một sản phẩm để đổi/trả',
    'Please choose at least one product to return or exchange',
  ),
  RETURN_REQUESTED: message(
    'Đã gửi yêu cầu đổi/trả. Cửa hàng sẽ phản hồi sớm',
    'Your return request is sent. The shop will answer soon',
  ),
  RETURN_SETTINGS_INVALID: refusal(
    400,
    'Thời hạn đổi/trả phải là số giờ nguyên từ 1 đến 720',
    'The return window must be a whole number of hours from 1 to 720',
  ),
  RETURN_MEDIA_TYPE: refusal(
    415,
    'Chỉ nhận ảnh JPEG, PNG, WebP hoặc video MP4, WebM, MOV',
    'Only JPEG, PNG or WebP pictures and MP4, WebM or MOV videos are taken',
  ),
  RETURN_MEDIA_TOO_LARGE: refusal(
    413,
    'Ảnh tối đa 10 MB, video tối đa 50 MB',
    'A picture may be 10 MB at most, a video 50 MB',
  ),
  RETURN_MEDIA_TOO_MANY: refusal(
    400,
    'Mỗi yêu cầu có tối đa 5 ảnh và 1 video',
    'A request may carry at most 5 photos and 1 video',
  ),
  RETURN_MEDIA_UNKNOWN: refusal(
    400,
    'Không tìm thấy ảnh hoặc video đã tải lên, vui lòng tải lại',
    'An uploaded photo or video was not found: please upload it again',
  ),
  RETURN_NOT_FOUND: refusal(404, 'Không tìm thấy yêu cầu đổi/trả', 'The return request was not found'),
  RETURN_WRONG_STATE: refusal(
    409,
    'Yêu cầu đổi/trả không còn ở bước này, vui lòng tải lại trang',
    'The return request is no longer at this step: please reload the page',
  ),
  RETURN_INSTRUCTIONS_INVALID: refusal(
    400,
    'Vui lòng chọn gửi trả hàng hoặc giữ lại hàng',
    'Please choose whether the goods are sent back or kept',
  ),
  RETURN_ACTION_INVALID: refusal(
    400,
    'Vui lòng chọn nhập lại kho hoặc huỷ hàng',
    'Please choose to restock or to write off',
  ),
  RETURN_REASON_REQUIRED: refusal(400, 'Vui lòng nhập lý do', 'Please enter a reason'),
  RETURN_NOTE_TOO_LONG: refusal(400, 'Ghi chú tối đa 1000 ký tự', 'A note may be 1000 characters at most'),
  RETURN_EXCHANGE_OUT_OF_STOCK: refusal(
    409,
    'Không đủ hàng để đổi: {product} còn {available}',
    'Not enough stock for the exchange: {product} has {available} left',
  ),
  RETURN_STEP_APPROVED: message('Đã duyệt yêu cầu đổi/trả', 'The return request is approved'),
  RETURN_STEP_RECEIVED: message('Đã ghi nhận hàng trả về', 'The returned goods are recorded as received'),
  RETURN_STEP_REFUNDED: message('Đã hoàn tiền cho yêu cầu đổi/trả', 'The return is refunded'),
  RETURN_STEP_EXCHANGED: message('Đã tạo đơn hàng đổi', 'The exchange order is created'),
  RETURN_STEP_REJECTED: message('Đã từ chối yêu cầu đổi/trả', 'The return request is rejected'),
} as const;
