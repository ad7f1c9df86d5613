/**
 * Messages of the shopper's personal-data rights (decision 063), a part of MESSAGES; texts
 * written for this project (the spec has none), with the HTTP status of each refusal.
 */
export const PRIVACY_MESSAGES = {
  CONSENT_SAVED: { vi: 'Đã lưu lựa chọn của bạn', en: 'Your choice has been saved' },
  UNSUBSCRIBED: {
    vi: 'Bạn đã huỷ đăng ký nhận tin. Chúng tôi sẽ không gửi thư quảng cáo đến {email} nữa.',
    en: 'You have unsubscribed. We will send no more marketing mail to {email}.',
  },
  UNSUBSCRIBE_LINK_INVALID: {
    vi: 'Liên kết huỷ đăng ký không hợp lệ',
    en: 'This unsubscribe link is not valid',
    status: 400,
  },
  ACCOUNT_DELETED: {
    vi: 'Tài khoản của bạn đã được xóa',
    en: 'Your account has been deleted',
  },
  DELETE_PASSWORD_WRONG: {
    vi: 'Mật khẩu không đúng, tài khoản chưa bị xóa',
    en: 'The password is wrong; the account was not deleted',
    status: 400,
  },
  DATA_REQUEST_CODE_SENT: {
    vi: 'Đã gửi mã xác thực đến {email}. Nhập mã để tiếp tục yêu cầu.',
    en: 'A verification code was sent to {email}. Enter it to go on with the request.',
  },
  DATA_REQUEST_CODE_WRONG: {
    vi: 'Mã xác thực không đúng hoặc đã hết hạn',
    en: 'The code is wrong or has expired',
    status: 400,
  },
  DATA_REQUEST_DELETED: {
    vi: 'Đã xóa dữ liệu cá nhân gắn với {email}',
    en: 'The personal data linked to {email} has been deleted',
  },
  DATA_REQUEST_NOT_FOUND: { vi: 'Không tìm thấy yêu cầu', en: 'Request not found', status: 404 },
  DATA_REQUEST_DONE: { vi: 'Đã đánh dấu yêu cầu là đã xử lý', en: 'The request is marked as done' },
  DATA_REQUEST_EXPORTED: {
    vi: 'Dữ liệu gắn với {email} đã sẵn sàng để tải xuống',
    en: 'The data linked to {email} is ready to download',
  },
  DATA_REQUEST_RECORDED: { vi: 'Đã ghi nhận yêu cầu', en: 'The request has been recorded' },
  DATA_REQUEST_INPUT: {
    vi: 'Chọn loại yêu cầu và nhập e-mail hoặc số điện thoại của người yêu cầu',
    en: 'Choose the kind of request and enter the e-mail or phone of the person asking',
    status: 400,
  },
} as const;
