import { message, refusal } from './message-table.js';

/**
 * Messages of the shopper's personal-data rights (decision 063), a part of MESSAGES; texts
 * written for this project (the spec has none), with the HTTP status of each refusal.
 */
export const PRIVACY_MESSAGES = {
  CONSENT_SAVED: message('Đã lưu lựa chọn của bạn', 'Your choice has been saved'),
  UNSUBSCRIBED: message(
    'Bạn đã huỷ đăng ký nhận tin. Chúng tôi sẽ không gửi thư quảng cáo đến {email} nữa.',
    'You have unsubscribed. We will send no more marketing mail to {email}.',
  ),
  UNSUBSCRIBE_LINK_INVALID: refusal(
    400,
    'Liên kết huỷ đăng ký không hợp lệ',
    'This unsubscribe link is not valid',
  ),
  ACCOUNT_DELETED: message('Tài khoản của bạn đã được xóa', 'Your account has been deleted'),
  DELETE_PASSWORD_WRONG: refusal(
    400,
    'Mật khẩu không đúng, tài khoản chưa bị xóa',
    'The password is wrong; the account was not deleted',
  ),
  DATA_REQUEST_CODE_SENT: message(
    'Đã gửi mã xác thực đến {email}. Nhập mã để tiếp tục yêu cầu.',
    'A verification code was sent to {email}. Enter it to go on with the request.',
  ),
  DATA_REQUEST_CODE_WRONG: refusal(
    400,
    'Mã xác thực không đúng hoặc đã hết hạn',
    'The code is wrong or has expired',
  ),
  DATA_REQUEST_DELETED: message(
    'Đã xóa dữ liệu cá nhân gắn với {email}',
    'The personal data linked to {email} has been deleted',
  ),
  DATA_REQUEST_NOT_FOUND: refusal(404, 'Không tìm thấy yêu cầu', 'Request not found'),
  DATA_REQUEST_DONE: message('Đã đánh dấu yêu cầu là đã xử lý', 'The request is marked as done'),
  DATA_REQUEST_EXPORTED: message(
    'Dữ liệu gắn với {email} đã sẵn sàng để tải xuống',
    'The data linked to {email} is ready to download',
  ),
  DATA_REQUEST_RECORDED: message('Đã ghi nhận yêu cầu', 'The request has been recorded'),
  DATA_REQUEST_INPUT: refusal(
    400,
    'Chọn loại yêu cầu và nhập e-mail hoặc số điện thoại của người yêu cầu',
    'Choose the kind of request and enter the e-mail or phone of the person asking',
  ),
} as const;
