import { STOCK_MESSAGES } from './stock-messages.js';
import { SETTINGS_MESSAGES } from './settings-messages.js';
import { PROMOTION_MESSAGES } from './promotion-messages.js';
import { CATALOGUE_MESSAGES } from './catalogue-messages.js';
import { MONEY_MESSAGES } from './money-messages.js';
import { type MessageEntry, message, messageTable, refusal } from './message-table.js';

/** The console's messages that no area file of its own holds (people, orders, content, schedules…). */
const CONSOLE_OWN_MESSAGES = {
  CONSOLE_FORBIDDEN: refusal(
    403,
    'Bạn không có quyền dùng chức năng này của trang quản trị',
    'You may not use this part of the owner console',
  ),
  CONSOLE_LOGIN_REQUIRED: refusal(
    403,
    'Vui lòng đăng nhập bằng tài khoản quản trị',
    'Please log in with a console account',
  ),
  // Not in the spec: a sixth live order feed of one account in one server process (decision 039).
  CONSOLE_STREAMS_LIMIT: refusal(
    429,
    'Tài khoản của bạn đã mở quá nhiều luồng đơn hàng trực tiếp. Hãy đóng bớt các thẻ trang quản trị khác; danh sách vẫn tự cập nhật.',
    'Your account has too many live order feeds open. Close some other console tabs; the lists still refresh by themselves.',
  ),
  SETUP_NOT_NEEDED: refusal(
    409,
    'Cửa hàng đã có chủ cửa hàng, không cần thiết lập nữa',
    'The shop already has an owner: setup is over',
  ),
  SETUP_TOKEN_INVALID: refusal(
    403,
    'Liên kết thiết lập không hợp lệ, đã dùng hoặc đã hết hạn',
    'The setup link is invalid, used or expired',
  ),
  SETUP_DONE: message('Đã tạo tài khoản chủ cửa hàng', 'The owner account has been created'),
  ORDER_CONFIRMED: message('Đã xác nhận đơn hàng', 'The order is confirmed'),
  // Refunds (issue 30, decision 052).
  ORDER_CANCELLED_REFUND_DUE: message(
    'Đã huỷ đơn hàng. Khách đã thanh toán: hãy hoàn {amount} cho khách',
    'The order is cancelled. The shopper has paid: refund {amount} to them',
  ),
  REFUND_ASKED: message(
    'Đã gửi yêu cầu hoàn tiền tới cổng thanh toán',
    'The refund is asked of the payment gateway',
  ),
  REFUND_AMOUNT_INVALID: refusal(
    400,
    'Số tiền hoàn phải là số nguyên dương (VND)',
    'The refund must be a positive whole number of VND',
  ),
  REFUND_REASON_REQUIRED: refusal(
    400,
    'Vui lòng nhập lý do hoàn tiền (tối đa 200 ký tự)',
    'Please give the reason for the refund (at most 200 characters)',
  ),
  REFUND_NOTHING_PAID: refusal(
    409,
    'Đơn hàng chưa được thanh toán qua cổng thanh toán nên không thể hoàn tiền',
    'The order was not paid through a payment gateway: nothing to refund',
  ),
  REFUND_ABOVE_PAID: refusal(
    409,
    'Số tiền hoàn vượt quá số tiền còn có thể hoàn ({refundable})',
    'The refund is more than what may still be refunded ({refundable})',
  ),
  ORDER_SHIPPED: message('Đã giao đơn cho đơn vị vận chuyển', 'The order is with the carrier'),
  ORDER_DELIVERED: message('Đã ghi nhận giao hàng thành công', 'The order is marked as delivered'),
  ORDER_CANCELLED_BY_SHOP: message('Đã huỷ đơn hàng', 'The order is cancelled'),
  PAYMENT_RECORDED: message('Đã ghi nhận tiền chuyển khoản', 'The bank transfer is recorded'),
  TRANSFER_ASSIGNED: message('Đã gán khoản chuyển vào đơn hàng', 'The transfer is assigned to the order'),
  TRANSFER_NOT_OURS: message(
    'Đã đánh dấu khoản chuyển không thuộc cửa hàng',
    "The transfer is marked as not the shop's",
  ),
  TRANSFER_NOT_FOUND: refusal(404, 'Không tìm thấy khoản chuyển', 'Transfer not found'),
  TRANSFER_ALREADY_HANDLED: refusal(
    409,
    'Khoản chuyển này đã được xử lý',
    'This transfer has been handled already',
  ),
  TRANSFER_ORDER_CODE_REQUIRED: refusal(
    400,
    'Vui lòng nhập mã đơn hàng (ví dụ DH000123)',
    'Please enter an order code (for example DH000123)',
  ),
  ORDER_ACTION_NOT_ALLOWED: refusal(
    409,
    'Đơn hàng ở trạng thái này không thể thực hiện thao tác đó',
    'This action is not possible for an order in this status',
  ),
  CARRIER_REQUIRED: refusal(400, 'Vui lòng chọn đơn vị vận chuyển', 'Please choose a carrier'),
  // Issue 31, decision 058: shipments booked with a carrier from the console.
  SHIPMENT_ORDERS_REQUIRED: refusal(
    400,
    'Vui lòng chọn từ 1 đến 50 đơn hàng',
    'Please choose from 1 to 50 orders',
  ),
  SHIPMENT_OPTION_INVALID: refusal(
    400,
    'Cách giao hàng cho đơn vị vận chuyển không hợp lệ',
    'The hand-over or delivery option is not valid',
  ),
  SHIPMENT_STATION_INVALID: refusal(
    400,
    'Bưu cục gửi hàng không hợp lệ',
    'The drop-off station is not valid',
  ),
  SHIPMENT_STATION_REQUIRED: refusal(
    400,
    'Gửi hàng tại bưu cục GHN: hãy chọn bưu cục',
    'A GHN drop-off needs a GHN station: please choose one',
  ),
  CARRIER_STATIONS_FAILED: refusal(
    503,
    'Chưa lấy được danh sách bưu cục từ GHN: {detail}',
    'GHN did not give its list of stations: {detail}',
  ),
  SHIPMENT_NOTE_TOO_LONG: refusal(
    400,
    'Ghi chú cho đơn vị vận chuyển tối đa 500 ký tự',
    'The note to the carrier is at most 500 characters',
  ),
  SHIPMENT_VALUE_INVALID: refusal(
    400,
    'Giá trị khai báo là số nguyên từ 0 đến 5.000.000 đ',
    'The declared value is a whole number from 0 to 5,000,000 VND',
  ),
  SHIPMENT_NOT_CONFIRMED: refusal(
    409,
    'Chỉ tạo vận đơn cho đơn hàng đã xác nhận',
    'A shipment is created only for a confirmed order',
  ),
  SHIPMENT_CARRIER_OFF: refusal(
    409,
    'Đơn vị vận chuyển của đơn hàng chưa được kết nối',
    "The order's carrier is not connected",
  ),
  SHIPMENT_EXISTS: refusal(409, 'Đơn hàng đã có vận đơn', 'The order already has a shipment'),
  SHIPMENT_NOT_FOUND: refusal(404, 'Đơn hàng chưa có vận đơn', 'The order has no shipment'),
  SHIPMENT_NOT_CANCELLABLE: refusal(
    409,
    'Vận đơn này không thể huỷ nữa',
    'This shipment can no longer be cancelled',
  ),
  SHIPMENT_LABEL_FAILED: refusal(
    503,
    'Chưa lấy được nhãn từ đơn vị vận chuyển: {detail}',
    'The carrier did not give the label: {detail}',
  ),
  SHIPMENTS_REQUESTED: message(
    'Đã gửi yêu cầu tạo vận đơn cho {count} đơn hàng',
    'Shipments requested for {count} orders',
  ),
  SHIPMENT_CANCEL_REQUESTED: message('Đã gửi yêu cầu huỷ vận đơn', 'Cancellation of the shipment requested'),
  COD_IMPORT_UNREADABLE: refusal(
    400,
    'Không đọc được bảng kê COD: {detail}',
    'The COD statement cannot be read: {detail}',
  ),
  COD_IMPORT_HEADER: refusal(
    400,
    'Dòng đầu của bảng kê thiếu cột: {columns}',
    'The first line of the statement lacks the columns: {columns}',
  ),
  COD_IMPORT_ROWS: refusal(
    400,
    'Bảng kê phải có từ 1 đến {max} dòng',
    'The statement must have 1 to {max} lines',
  ),
  COD_IMPORT_ROW: refusal(
    400,
    'Dòng {line} của bảng kê không hợp lệ (mã vận đơn, số tiền hoặc ngày thanh toán DD/MM/YYYY)',
    'Line {line} of the statement is invalid (tracking code, amount or payout date DD/MM/YYYY)',
  ),
  COD_IMPORT_CARRIER: refusal(
    400,
    'Chọn đơn vị vận chuyển của bảng kê (GHN hoặc GHTK)',
    'Choose the statement’s carrier (GHN or GHTK)',
  ),
  COD_IMPORT_STATEMENT: refusal(
    400,
    'Nhập tên hoặc số của bảng kê (tối đa 120 ký tự)',
    'Enter the statement’s name or number (at most 120 characters)',
  ),
  COD_IMPORTED: message(
    'Đã nhập {count} dòng bảng kê COD, {mismatches} dòng chênh lệch',
    '{count} COD statement lines imported, {mismatches} mismatched',
  ),
  CARRIER_UNIT_UNKNOWN: refusal(
    400,
    'Không có đơn vị hành chính này trong danh mục địa chỉ của đơn vị vận chuyển (hãy làm mới danh mục)',
    'This unit is not in the carrier’s address list (refresh the list)',
  ),
  CARRIER_ADDRESSES_REFRESHING: message(
    'Đang lấy danh mục địa chỉ từ đơn vị vận chuyển',
    'Reading the carrier’s address list',
  ),
  CARRIER_ADDRESS_ASSIGNED: message(
    'Đã gán địa chỉ cho đơn vị vận chuyển',
    'Address assigned for the carrier',
  ),
  RETURN_NOT_RETURNED: refusal(
    409,
    'Chỉ xác nhận nhận hàng hoàn cho đơn hàng đã hoàn về shop',
    'Receipt is confirmed only for an order returned to the shop',
  ),
  RETURN_RECEIVED: message(
    'Đã xác nhận nhận hàng hoàn: tồn kho đã được cộng lại',
    'Return received: the stock is back',
  ),
  TRACKING_CODE_INVALID: refusal(
    400,
    'Mã vận đơn gồm 4–40 chữ cái, chữ số hoặc dấu gạch',
    'The tracking code has 4–40 letters, digits or dashes',
  ),
  TRANSFER_AMOUNT_INVALID: refusal(
    400,
    'Số tiền nhận phải là số nguyên dương (VND)',
    'The amount received must be a positive whole number of VND',
  ),
  TRANSFER_AMOUNT_SHORT: refusal(
    409,
    'Số tiền nhận ({received}) ít hơn số phải trả ({due}): đơn hàng chưa thể ghi là đã thanh toán',
    'The amount received ({received}) is less than the amount due ({due}): the order cannot be marked paid',
  ),
  TRANSFER_DATE_INVALID: refusal(
    400,
    'Ngày nhận tiền không hợp lệ (DD/MM/YYYY), không được sau hôm nay',
    'Invalid date received (DD/MM/YYYY); it cannot be after today',
  ),
  TRANSFER_NOTE_TOO_LONG: refusal(400, 'Ghi chú tối đa 500 ký tự', 'The note has at most 500 characters'),
  NOT_BANK_TRANSFER_UNPAID: refusal(
    409,
    'Chỉ ghi nhận được tiền cho đơn chuyển khoản chưa thanh toán',
    'Only an unpaid bank-transfer order can be recorded as paid',
  ),
  INBOX_QUERY_INVALID: refusal(400, 'Bộ lọc đơn hàng không hợp lệ: {field}', 'Invalid order filter: {field}'),
  CONSOLE_QUERY_INVALID: refusal(400, 'Bộ lọc không hợp lệ: {field}', 'Invalid filter: {field}'),
  CONSOLE_INPUT_INVALID: refusal(400, 'Dữ liệu gửi lên không hợp lệ: {field}', 'Invalid data sent: {field}'),
  CONSOLE_CUSTOMER_NOT_FOUND: refusal(404, 'Không tìm thấy khách hàng', 'Customer not found'),
  CONSOLE_HISTORY_NOT_FOUND: refusal(
    404,
    'Không có lịch sử thay đổi cho mục này',
    'This item has no change history',
  ),
  CONTACT_MESSAGE_NOT_FOUND: refusal(404, 'Không tìm thấy tin nhắn', 'Message not found'),
  CONTACT_MESSAGE_HANDLED: message('Đã đánh dấu tin nhắn là đã xử lý', 'The message is marked as handled'),
  CONTACT_REPLY_SENT: message('Đã gửi trả lời tới {email}', 'Reply sent to {email}'),
  CONTACT_REPLY_INVALID: refusal(
    400,
    'Nội dung trả lời cần từ 2 đến 5000 ký tự',
    'A reply needs 2 to 5000 characters',
  ),
  CONTACT_REPLY_NO_EMAIL: refusal(
    409,
    'Người gửi không để lại e-mail: hãy gọi điện để trả lời',
    'The sender left no e-mail: call them to reply',
  ),
  CONTACT_MESSAGE_REOPENED: message(
    'Đã đánh dấu tin nhắn là chưa xử lý',
    'The message is marked as not handled',
  ),
  INVITE_SENT: message('Đã gửi lời mời tới {email}', 'Invitation sent to {email}'),
  INVITE_ALREADY_MEMBER: refusal(
    409,
    'E-mail này đã thuộc nhân sự của cửa hàng',
    'This e-mail already belongs to the shop’s team',
  ),
  INVITE_INVALID: refusal(
    403,
    'Lời mời không hợp lệ, đã dùng, đã thu hồi hoặc đã hết hạn',
    'The invitation is invalid, used, revoked or expired',
  ),
  INVITE_NOT_FOUND: refusal(404, 'Không tìm thấy lời mời', 'Invitation not found'),
  INVITE_REVOKED: message('Đã thu hồi lời mời', 'The invitation is revoked'),
  INVITE_ACCEPTED: message(
    'Bạn đã trở thành nhân viên của cửa hàng',
    'You are now a member of the shop’s staff',
  ),
  INVITE_PASSWORD_WRONG: refusal(
    403,
    'Mật khẩu không đúng với tài khoản của e-mail này',
    'The password does not match this e-mail’s account',
  ),
  STAFF_NOT_FOUND: refusal(404, 'Không tìm thấy nhân viên', 'Staff member not found'),
  STAFF_REVOKED: message(
    'Đã thu hồi quyền nhân viên, các phiên đăng nhập đã kết thúc',
    'Staff rights revoked; their sessions have ended',
  ),
  RIGHTS_OWNER_ONLY: refusal(
    400,
    'Cài đặt, nhân sự và sao lưu chỉ dành cho chủ cửa hàng, không thể cấp cho nhân viên',
    'Settings, staff and backup are the owner’s alone and cannot be granted to staff',
  ),
  RIGHTS_AREA_INVALID: refusal(
    400,
    'Quyền không hợp lệ: chỉ chọn trong các mục được liệt kê',
    'Invalid right: choose among the listed areas only',
  ),
  RIGHTS_SAVED: message('Đã lưu quyền của {name}', 'Rights of {name} saved'),
  JOIN_LOGIN_REQUIRED: refusal(
    403,
    'Vui lòng đăng nhập bằng tài khoản của e-mail được mời để nhận lời mời',
    'Please log in with the invited e-mail’s account to accept the invitation',
  ),
  JOIN_WRONG_ACCOUNT: refusal(
    403,
    'Lời mời này dành cho một e-mail khác với tài khoản đang đăng nhập',
    'This invitation is for another e-mail than the account logged in',
  ),
  BULK_IDS_INVALID: refusal(
    400,
    'Vui lòng chọn từ 1 đến 100 đơn hàng',
    'Please select between 1 and 100 orders',
  ),
  BULK_CONFIRM_DONE: message(
    'Đã xác nhận {confirmed} đơn; {refused} đơn không xác nhận được',
    'Confirmed: {confirmed}; not confirmed: {refused}',
  ),
  SCHEDULE_TYPE_INVALID: refusal(400, 'Loại lịch không hợp lệ', 'Invalid schedule type'),
  SCHEDULE_WHEN_INVALID: refusal(
    400,
    'Vui lòng chọn thời điểm chạy hoặc cách lặp lại',
    'Please choose when the schedule runs or how it repeats',
  ),
  SCHEDULE_TIME_INVALID: refusal(400, 'Thời điểm không hợp lệ', 'Invalid date and time'),
  SCHEDULE_TIME_PAST: refusal(400, 'Thời điểm chạy đã qua', 'The time to run has already passed'),
  SCHEDULE_EVERY_INVALID: refusal(
    400,
    'Chu kỳ lặp phải từ 1 đến 1000 phút, giờ hoặc ngày',
    'The repeat must be every 1 to 1000 minutes, hours or days',
  ),
  SCHEDULE_CRON_INVALID: refusal(
    400,
    'Biểu thức cron không hợp lệ (5 trường: phút giờ ngày tháng thứ)',
    'Invalid cron line (5 fields: minute hour day month weekday)',
  ),
  SCHEDULE_AUDIENCE_INVALID: refusal(400, 'Vui lòng chọn người nhận', 'Please choose who gets the mail'),
  SCHEDULE_SUBJECT_REQUIRED: refusal(400, 'Vui lòng nhập tiêu đề', 'Please enter a subject'),
  SCHEDULE_SUBJECT_TOO_LONG: refusal(
    400,
    'Tiêu đề tối đa 200 ký tự',
    'The subject has at most 200 characters',
  ),
  SCHEDULE_MESSAGE_REQUIRED: refusal(400, 'Vui lòng nhập nội dung', 'Please enter a message'),
  SCHEDULE_MESSAGE_TOO_LONG: refusal(
    400,
    'Nội dung tối đa 5000 ký tự',
    'The message has at most 5000 characters',
  ),
  SCHEDULE_TARGET_REQUIRED: refusal(
    400,
    'Vui lòng chọn đối tượng của lịch',
    'Please choose what the schedule acts on',
  ),
  SCHEDULE_TARGET_NOT_FOUND: refusal(
    404,
    'Không tìm thấy đối tượng của lịch',
    'What the schedule acts on was not found',
  ),
  SCHEDULE_CUSTOMER_NOT_FOUND: refusal(
    404,
    'Không tìm thấy khách hàng có e-mail này',
    'No customer has this e-mail',
  ),
  SCHEDULE_NOT_FOUND: refusal(404, 'Không tìm thấy lịch', 'Schedule not found'),
  SCHEDULE_ADDED: message('Đã tạo lịch', 'The schedule is created'),
  SCHEDULE_DELETED: message('Đã xoá lịch', 'The schedule is deleted'),
  SCHEDULE_UPDATED: message('Đã lưu lịch', 'The schedule is saved'),
  SCHEDULE_PAUSED: message('Đã tạm dừng lịch', 'The schedule is paused'),
  SCHEDULE_RESUMED: message('Đã tiếp tục lịch', 'The schedule is resumed'),
  SCHEDULE_TYPE_FIXED: refusal(
    400,
    'Không đổi được việc cần làm của lịch: hãy tạo lịch mới',
    'A schedule’s job cannot change: create a new schedule',
  ),
  SCHEDULE_CUSTOMERS_FORBIDDEN: refusal(
    403,
    'Lịch gửi thư cần quyền “Khách hàng”: bạn chưa được cấp quyền này',
    'A mail schedule needs the “Customers” right, which you do not have',
  ),
  SCHEDULE_CATALOGUE_FORBIDDEN: refusal(
    403,
    'Lịch cho sản phẩm cần quyền “Sản phẩm và kho”: bạn chưa được cấp quyền này',
    'A schedule for a product needs the “Products and stock” right, which you do not have',
  ),
  SCHEDULE_CONTENT_FORBIDDEN: refusal(
    403,
    'Lịch cho bài viết cần quyền “Nội dung”: bạn chưa được cấp quyền này',
    'A schedule for an article needs the “Content” right, which you do not have',
  ),
  SCHEDULE_PROMOTIONS_FORBIDDEN: refusal(
    403,
    'Lịch cho chương trình khuyến mãi cần quyền “Khuyến mãi”: bạn chưa được cấp quyền này',
    'A schedule for a promotion needs the “Promotions” right, which you do not have',
  ),
  SCHEDULE_NOTIFY_TOO_OFTEN: refusal(
    400,
    'Thư theo lịch lặp lại nhiều nhất mỗi ngày một lần (chu kỳ từ 1 ngày, hoặc cron với một giờ và một phút cố định)',
    'A repeating mail runs at most once a day (every 1 day or more, or a cron line with one hour and one minute)',
  ),
  SCHEDULE_NOTIFY_DAY_FULL: refusal(
    409,
    'Ngày {day} đã có {max} lần gửi thư theo lịch: vui lòng chọn ngày khác',
    'There are already {max} scheduled mailings on {day}: please choose another day',
  ),
  CONTENT_KIND_INVALID: refusal(
    400,
    'Loại nội dung không hợp lệ (tin tức, trang hoặc tuyển dụng)',
    'Invalid kind of content (news, pages or jobs)',
  ),
  CONTENT_TITLE_REQUIRED: refusal(
    400,
    'Vui lòng nhập tiêu đề tiếng Việt',
    'Please enter the Vietnamese title',
  ),
  CONTENT_TITLE_EN_REQUIRED: refusal(
    400,
    'Vui lòng nhập tiêu đề tiếng Anh',
    'Please enter the English title',
  ),
  CONTENT_TITLE_TOO_LONG: refusal(400, 'Tiêu đề tối đa 200 ký tự', 'The title has at most 200 characters'),
  CONTENT_SUMMARY_TOO_LONG: refusal(
    400,
    'Tóm tắt tối đa 500 ký tự',
    'The summary has at most 500 characters',
  ),
  CONTENT_BODY_TOO_LONG: refusal(
    400,
    'Nội dung tối đa 100.000 ký tự',
    'The body has at most 100,000 characters',
  ),
  CONTENT_FACT_TOO_LONG: refusal(
    400,
    'Mỗi thông tin tối đa 200 ký tự',
    'Each detail has at most 200 characters',
  ),
  CONTENT_OPENINGS_INVALID: refusal(
    400,
    'Số lượng tuyển là số nguyên từ 1 đến 1000',
    'The number of openings is a whole number from 1 to 1000',
  ),
  CONTENT_SLUG_INVALID: refusal(
    400,
    'Đường dẫn chỉ gồm chữ thường không dấu, chữ số và dấu gạch ngang (tối đa 96 ký tự)',
    'The slug has only lower-case letters without accents, digits and dashes (at most 96 characters)',
  ),
  CONTENT_SLUG_TAKEN: refusal(
    409,
    'Đường dẫn "{slug}" đã được dùng cho nội dung khác, vui lòng chọn đường dẫn khác',
    'The slug "{slug}" is already used by other content; please choose another',
  ),
  CONTENT_CATEGORY_REQUIRED: refusal(400, 'Vui lòng chọn danh mục', 'Please choose a category'),
  CONTENT_DATE_INVALID: refusal(400, 'Ngày đăng không hợp lệ', 'Invalid publish date'),
  CONTENT_PICTURE_INVALID: refusal(
    400,
    'Ảnh bìa phải là tệp đã tải lên hoặc địa chỉ https',
    'The cover picture must be an uploaded file or an https address',
  ),
  CONTENT_NOT_FOUND: refusal(404, 'Không tìm thấy nội dung', 'Content not found'),
  CONTENT_SAVED: message('Đã lưu nội dung', 'The content is saved'),
  CONTENT_PUBLISHED: message('Đã đăng nội dung', 'The content is published'),
  CONTENT_SCHEDULED: message(
    'Nội dung sẽ hiện trên cửa hàng từ {date}',
    'The content will show in the shop from {date}',
  ),
  CONTENT_UNPUBLISHED: message('Đã gỡ nội dung khỏi cửa hàng', 'The content is no longer shown in the shop'),
  CONTENT_DELETED: message('Đã xoá nội dung', 'The content is deleted'),
} as const satisfies Record<string, MessageEntry>;

/**
 * Messages of the owner console (apps/admin and its server calls), each with its HTTP status when
 * the server refuses with it. Part of the one table: MESSAGES (messages.ts) takes them in, so
 * messageText, messageStatus and appError serve them like the shop's; a code defined twice throws.
 */
export const CONSOLE_MESSAGES = messageTable(
  PROMOTION_MESSAGES,
  MONEY_MESSAGES,
  CONSOLE_OWN_MESSAGES,
  STOCK_MESSAGES,
  SETTINGS_MESSAGES,
  CATALOGUE_MESSAGES,
);

export type ConsoleMessageCode = keyof typeof CONSOLE_MESSAGES;

/** True for a code of the console's part of the table. */
export function isConsoleMessageCode(value: unknown): value is ConsoleMessageCode {
  return typeof value === 'string' && Object.hasOwn(CONSOLE_MESSAGES, value);
}
