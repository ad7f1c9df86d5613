import { STOCK_MESSAGES } from './stock-messages.js';
import { SETTINGS_MESSAGES } from './settings-messages.js';
import { PROMOTION_MESSAGES } from './promotion-messages.js';
import { CATALOGUE_MESSAGES } from './catalogue-messages.js';
import { MONEY_MESSAGES } from './money-messages.js';
import { type MessageEntry, messageTable } from './message-table.js';

/** The console's messages that no area file of its own holds (people, orders, content, schedules…). */
const CONSOLE_OWN_MESSAGES = {
  CONSOLE_FORBIDDEN: {
    status: 403,
    vi: 'Bạn không có quyền dùng chức năng này của trang quản trị',
    en: 'You may not use this part of the owner console',
  },
  CONSOLE_LOGIN_REQUIRED: {
    status: 403,
    vi: 'Vui lòng đăng nhập bằng tài khoản quản trị',
    en: 'Please log in with a console account',
  },
  // Not in the spec: a sixth live order feed of one account in one server process (decision 039).
  CONSOLE_STREAMS_LIMIT: {
    status: 429,
    vi: 'Tài khoản của bạn đã mở quá nhiều luồng đơn hàng trực tiếp. Hãy đóng bớt các thẻ trang quản trị khác; danh sách vẫn tự cập nhật.',
    en: 'Your account has too many live order feeds open. Close some other console tabs; the lists still refresh by themselves.',
  },
  SETUP_NOT_NEEDED: {
    status: 409,
    vi: 'Cửa hàng đã có chủ cửa hàng, không cần thiết lập nữa',
    en: 'The shop already has an owner: setup is over',
  },
  SETUP_TOKEN_INVALID: {
    status: 403,
    vi: 'Liên kết thiết lập không hợp lệ, đã dùng hoặc đã hết hạn',
    en: 'The setup link is invalid, used or expired',
  },
  SETUP_DONE: {
    vi: 'Đã tạo tài khoản chủ cửa hàng',
    en: 'The owner account has been created',
  },
  ORDER_CONFIRMED: { vi: 'Đã xác nhận đơn hàng', en: 'The order is confirmed' },
  // Refunds (issue 30, decision 052).
  ORDER_CANCELLED_REFUND_DUE: {
    vi: 'Đã huỷ đơn hàng. Khách đã thanh toán: hãy hoàn {amount} cho khách',
    en: 'The order is cancelled. The shopper has paid: refund {amount} to them',
  },
  REFUND_ASKED: {
    vi: 'Đã gửi yêu cầu hoàn tiền tới cổng thanh toán',
    en: 'The refund is asked of the payment gateway',
  },
  REFUND_AMOUNT_INVALID: {
    status: 400,
    vi: 'Số tiền hoàn phải là số nguyên dương (VND)',
    en: 'The refund must be a positive whole number of VND',
  },
  REFUND_REASON_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập lý do hoàn tiền (tối đa 200 ký tự)',
    en: 'Please give the reason for the refund (at most 200 characters)',
  },
  REFUND_NOTHING_PAID: {
    status: 409,
    vi: 'Đơn hàng chưa được thanh toán qua cổng thanh toán nên không thể hoàn tiền',
    en: 'The order was not paid through a payment gateway: nothing to refund',
  },
  REFUND_ABOVE_PAID: {
    status: 409,
    vi: 'Số tiền hoàn vượt quá số tiền còn có thể hoàn ({refundable})',
    en: 'The refund is more than what may still be refunded ({refundable})',
  },
  ORDER_SHIPPED: { vi: 'Đã giao đơn cho đơn vị vận chuyển', en: 'The order is with the carrier' },
  ORDER_DELIVERED: { vi: 'Đã ghi nhận giao hàng thành công', en: 'The order is marked as delivered' },
  ORDER_CANCELLED_BY_SHOP: { vi: 'Đã huỷ đơn hàng', en: 'The order is cancelled' },
  PAYMENT_RECORDED: { vi: 'Đã ghi nhận tiền chuyển khoản', en: 'The bank transfer is recorded' },
  TRANSFER_ASSIGNED: { vi: 'Đã gán khoản chuyển vào đơn hàng', en: 'The transfer is assigned to the order' },
  TRANSFER_NOT_OURS: {
    vi: 'Đã đánh dấu khoản chuyển không thuộc cửa hàng',
    en: "The transfer is marked as not the shop's",
  },
  TRANSFER_NOT_FOUND: { status: 404, vi: 'Không tìm thấy khoản chuyển', en: 'Transfer not found' },
  TRANSFER_ALREADY_HANDLED: {
    status: 409,
    vi: 'Khoản chuyển này đã được xử lý',
    en: 'This transfer has been handled already',
  },
  TRANSFER_ORDER_CODE_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập mã đơn hàng (ví dụ DH000123)',
    en: 'Please enter an order code (for example DH000123)',
  },
  ORDER_ACTION_NOT_ALLOWED: {
    status: 409,
    vi: 'Đơn hàng ở trạng thái này không thể thực hiện thao tác đó',
    en: 'This action is not possible for an order in this status',
  },
  CARRIER_REQUIRED: { status: 400, vi: 'Vui lòng chọn đơn vị vận chuyển', en: 'Please choose a carrier' },
  // Issue 31, decision 058: shipments booked with a carrier from the console.
  SHIPMENT_ORDERS_REQUIRED: {
    status: 400,
    vi: 'Vui lòng chọn từ 1 đến 50 đơn hàng',
    en: 'Please choose from 1 to 50 orders',
  },
  SHIPMENT_OPTION_INVALID: {
    status: 400,
    vi: 'Cách giao hàng cho đơn vị vận chuyển không hợp lệ',
    en: 'The hand-over or delivery option is not valid',
  },
  SHIPMENT_STATION_INVALID: {
    status: 400,
    vi: 'Bưu cục gửi hàng không hợp lệ',
    en: 'The drop-off station is not valid',
  },
  SHIPMENT_STATION_REQUIRED: {
    status: 400,
    vi: 'Gửi hàng tại bưu cục GHN: hãy chọn bưu cục',
    en: 'A GHN drop-off needs a GHN station: please choose one',
  },
  CARRIER_STATIONS_FAILED: {
    status: 503,
    vi: 'Chưa lấy được danh sách bưu cục từ GHN: {detail}',
    en: 'GHN did not give its list of stations: {detail}',
  },
  SHIPMENT_NOTE_TOO_LONG: {
    status: 400,
    vi: 'Ghi chú cho đơn vị vận chuyển tối đa 500 ký tự',
    en: 'The note to the carrier is at most 500 characters',
  },
  SHIPMENT_VALUE_INVALID: {
    status: 400,
    vi: 'Giá trị khai báo là số nguyên từ 0 đến 5.000.000 đ',
    en: 'The declared value is a whole number from 0 to 5,000,000 VND',
  },
  SHIPMENT_NOT_CONFIRMED: {
    status: 409,
    vi: 'Chỉ tạo vận đơn cho đơn hàng đã xác nhận',
    en: 'A shipment is created only for a confirmed order',
  },
  SHIPMENT_CARRIER_OFF: {
    status: 409,
    vi: 'Đơn vị vận chuyển của đơn hàng chưa được kết nối',
    en: "The order's carrier is not connected",
  },
  SHIPMENT_EXISTS: {
    status: 409,
    vi: 'Đơn hàng đã có vận đơn',
    en: 'The order already has a shipment',
  },
  SHIPMENT_NOT_FOUND: { status: 404, vi: 'Đơn hàng chưa có vận đơn', en: 'The order has no shipment' },
  SHIPMENT_NOT_CANCELLABLE: {
    status: 409,
    vi: 'Vận đơn này không thể huỷ nữa',
    en: 'This shipment can no longer be cancelled',
  },
  SHIPMENT_LABEL_FAILED: {
    status: 503,
    vi: 'Chưa lấy được nhãn từ đơn vị vận chuyển: {detail}',
    en: 'The carrier did not give the label: {detail}',
  },
  SHIPMENTS_REQUESTED: {
    vi: 'Đã gửi yêu cầu tạo vận đơn cho {count} đơn hàng',
    en: 'Shipments requested for {count} orders',
  },
  SHIPMENT_CANCEL_REQUESTED: {
    vi: 'Đã gửi yêu cầu huỷ vận đơn',
    en: 'Cancellation of the shipment requested',
  },
  COD_IMPORT_UNREADABLE: {
    status: 400,
    vi: 'Không đọc được bảng kê COD: {detail}',
    en: 'The COD statement cannot be read: {detail}',
  },
  COD_IMPORT_HEADER: {
    status: 400,
    vi: 'Dòng đầu của bảng kê thiếu cột: {columns}',
    en: 'The first line of the statement lacks the columns: {columns}',
  },
  COD_IMPORT_ROWS: {
    status: 400,
    vi: 'Bảng kê phải có từ 1 đến {max} dòng',
    en: 'The statement must have 1 to {max} lines',
  },
  COD_IMPORT_ROW: {
    status: 400,
    vi: 'Dòng {line} của bảng kê không hợp lệ (mã vận đơn, số tiền hoặc ngày thanh toán DD/MM/YYYY)',
    en: 'Line {line} of the statement is invalid (tracking code, amount or payout date DD/MM/YYYY)',
  },
  COD_IMPORT_CARRIER: {
    status: 400,
    vi: 'Chọn đơn vị vận chuyển của bảng kê (GHN hoặc GHTK)',
    en: 'Choose the statement’s carrier (GHN or GHTK)',
  },
  COD_IMPORT_STATEMENT: {
    status: 400,
    vi: 'Nhập tên hoặc số của bảng kê (tối đa 120 ký tự)',
    en: 'Enter the statement’s name or number (at most 120 characters)',
  },
  COD_IMPORTED: {
    vi: 'Đã nhập {count} dòng bảng kê COD, {mismatches} dòng chênh lệch',
    en: '{count} COD statement lines imported, {mismatches} mismatched',
  },
  CARRIER_UNIT_UNKNOWN: {
    status: 400,
    vi: 'Không có đơn vị hành chính này trong danh mục địa chỉ của đơn vị vận chuyển (hãy làm mới danh mục)',
    en: 'This unit is not in the carrier’s address list (refresh the list)',
  },
  CARRIER_ADDRESSES_REFRESHING: {
    vi: 'Đang lấy danh mục địa chỉ từ đơn vị vận chuyển',
    en: 'Reading the carrier’s address list',
  },
  CARRIER_ADDRESS_ASSIGNED: {
    vi: 'Đã gán địa chỉ cho đơn vị vận chuyển',
    en: 'Address assigned for the carrier',
  },
  RETURN_NOT_RETURNED: {
    status: 409,
    vi: 'Chỉ xác nhận nhận hàng hoàn cho đơn hàng đã hoàn về shop',
    en: 'Receipt is confirmed only for an order returned to the shop',
  },
  RETURN_RECEIVED: {
    vi: 'Đã xác nhận nhận hàng hoàn: tồn kho đã được cộng lại',
    en: 'Return received: the stock is back',
  },
  TRACKING_CODE_INVALID: {
    status: 400,
    vi: 'Mã vận đơn gồm 4–40 chữ cái, chữ số hoặc dấu gạch',
    en: 'The tracking code has 4–40 letters, digits or dashes',
  },
  TRANSFER_AMOUNT_INVALID: {
    status: 400,
    vi: 'Số tiền nhận phải là số nguyên dương (VND)',
    en: 'The amount received must be a positive whole number of VND',
  },
  TRANSFER_AMOUNT_SHORT: {
    status: 409,
    vi: 'Số tiền nhận ({received}) ít hơn số phải trả ({due}): đơn hàng chưa thể ghi là đã thanh toán',
    en: 'The amount received ({received}) is less than the amount due ({due}): the order cannot be marked paid',
  },
  TRANSFER_DATE_INVALID: {
    status: 400,
    vi: 'Ngày nhận tiền không hợp lệ (DD/MM/YYYY), không được sau hôm nay',
    en: 'Invalid date received (DD/MM/YYYY); it cannot be after today',
  },
  TRANSFER_NOTE_TOO_LONG: {
    status: 400,
    vi: 'Ghi chú tối đa 500 ký tự',
    en: 'The note has at most 500 characters',
  },
  NOT_BANK_TRANSFER_UNPAID: {
    status: 409,
    vi: 'Chỉ ghi nhận được tiền cho đơn chuyển khoản chưa thanh toán',
    en: 'Only an unpaid bank-transfer order can be recorded as paid',
  },
  INBOX_QUERY_INVALID: {
    status: 400,
    vi: 'Bộ lọc đơn hàng không hợp lệ: {field}',
    en: 'Invalid order filter: {field}',
  },
  CONSOLE_QUERY_INVALID: {
    status: 400,
    vi: 'Bộ lọc không hợp lệ: {field}',
    en: 'Invalid filter: {field}',
  },
  CONSOLE_INPUT_INVALID: {
    status: 400,
    vi: 'Dữ liệu gửi lên không hợp lệ: {field}',
    en: 'Invalid data sent: {field}',
  },
  CONSOLE_CUSTOMER_NOT_FOUND: { status: 404, vi: 'Không tìm thấy khách hàng', en: 'Customer not found' },
  CONSOLE_HISTORY_NOT_FOUND: {
    status: 404,
    vi: 'Không có lịch sử thay đổi cho mục này',
    en: 'This item has no change history',
  },
  CONTACT_MESSAGE_NOT_FOUND: { status: 404, vi: 'Không tìm thấy tin nhắn', en: 'Message not found' },
  CONTACT_MESSAGE_HANDLED: { vi: 'Đã đánh dấu tin nhắn là đã xử lý', en: 'The message is marked as handled' },
  CONTACT_REPLY_SENT: {
    vi: 'Đã gửi trả lời tới {email}',
    en: 'Reply sent to {email}',
  },
  CONTACT_REPLY_INVALID: {
    status: 400,
    vi: 'Nội dung trả lời cần từ 2 đến 5000 ký tự',
    en: 'A reply needs 2 to 5000 characters',
  },
  CONTACT_REPLY_NO_EMAIL: {
    status: 409,
    vi: 'Người gửi không để lại e-mail: hãy gọi điện để trả lời',
    en: 'The sender left no e-mail: call them to reply',
  },
  CONTACT_MESSAGE_REOPENED: {
    vi: 'Đã đánh dấu tin nhắn là chưa xử lý',
    en: 'The message is marked as not handled',
  },
  INVITE_SENT: { vi: 'Đã gửi lời mời tới {email}', en: 'Invitation sent to {email}' },
  INVITE_ALREADY_MEMBER: {
    status: 409,
    vi: 'E-mail này đã thuộc nhân sự của cửa hàng',
    en: 'This e-mail already belongs to the shop’s team',
  },
  INVITE_INVALID: {
    status: 403,
    vi: 'Lời mời không hợp lệ, đã dùng, đã thu hồi hoặc đã hết hạn',
    en: 'The invitation is invalid, used, revoked or expired',
  },
  INVITE_NOT_FOUND: { status: 404, vi: 'Không tìm thấy lời mời', en: 'Invitation not found' },
  INVITE_REVOKED: { vi: 'Đã thu hồi lời mời', en: 'The invitation is revoked' },
  INVITE_ACCEPTED: {
    vi: 'Bạn đã trở thành nhân viên của cửa hàng',
    en: 'You are now a member of the shop’s staff',
  },
  INVITE_PASSWORD_WRONG: {
    status: 403,
    vi: 'Mật khẩu không đúng với tài khoản của e-mail này',
    en: 'The password does not match this e-mail’s account',
  },
  STAFF_NOT_FOUND: { status: 404, vi: 'Không tìm thấy nhân viên', en: 'Staff member not found' },
  STAFF_REVOKED: {
    vi: 'Đã thu hồi quyền nhân viên, các phiên đăng nhập đã kết thúc',
    en: 'Staff rights revoked; their sessions have ended',
  },
  RIGHTS_OWNER_ONLY: {
    status: 400,
    vi: 'Cài đặt, nhân sự và sao lưu chỉ dành cho chủ cửa hàng, không thể cấp cho nhân viên',
    en: 'Settings, staff and backup are the owner’s alone and cannot be granted to staff',
  },
  RIGHTS_AREA_INVALID: {
    status: 400,
    vi: 'Quyền không hợp lệ: chỉ chọn trong các mục được liệt kê',
    en: 'Invalid right: choose among the listed areas only',
  },
  RIGHTS_SAVED: { vi: 'Đã lưu quyền của {name}', en: 'Rights of {name} saved' },
  JOIN_LOGIN_REQUIRED: {
    status: 403,
    vi: 'Vui lòng đăng nhập bằng tài khoản của e-mail được mời để nhận lời mời',
    en: 'Please log in with the invited e-mail’s account to accept the invitation',
  },
  JOIN_WRONG_ACCOUNT: {
    status: 403,
    vi: 'Lời mời này dành cho một e-mail khác với tài khoản đang đăng nhập',
    en: 'This invitation is for another e-mail than the account logged in',
  },
  BULK_IDS_INVALID: {
    status: 400,
    vi: 'Vui lòng chọn từ 1 đến 100 đơn hàng',
    en: 'Please select between 1 and 100 orders',
  },
  BULK_CONFIRM_DONE: {
    vi: 'Đã xác nhận {confirmed} đơn; {refused} đơn không xác nhận được',
    en: 'Confirmed: {confirmed}; not confirmed: {refused}',
  },
  SCHEDULE_TYPE_INVALID: {
    status: 400,
    vi: 'Loại lịch không hợp lệ',
    en: 'Invalid schedule type',
  },
  SCHEDULE_WHEN_INVALID: {
    status: 400,
    vi: 'Vui lòng chọn thời điểm chạy hoặc cách lặp lại',
    en: 'Please choose when the schedule runs or how it repeats',
  },
  SCHEDULE_TIME_INVALID: {
    status: 400,
    vi: 'Thời điểm không hợp lệ',
    en: 'Invalid date and time',
  },
  SCHEDULE_TIME_PAST: {
    status: 400,
    vi: 'Thời điểm chạy đã qua',
    en: 'The time to run has already passed',
  },
  SCHEDULE_EVERY_INVALID: {
    status: 400,
    vi: 'Chu kỳ lặp phải từ 1 đến 1000 phút, giờ hoặc ngày',
    en: 'The repeat must be every 1 to 1000 minutes, hours or days',
  },
  SCHEDULE_CRON_INVALID: {
    status: 400,
    vi: 'Biểu thức cron không hợp lệ (5 trường: phút giờ ngày tháng thứ)',
    en: 'Invalid cron line (5 fields: minute hour day month weekday)',
  },
  SCHEDULE_AUDIENCE_INVALID: {
    status: 400,
    vi: 'Vui lòng chọn người nhận',
    en: 'Please choose who gets the mail',
  },
  SCHEDULE_SUBJECT_REQUIRED: { status: 400, vi: 'Vui lòng nhập tiêu đề', en: 'Please enter a subject' },
  SCHEDULE_SUBJECT_TOO_LONG: {
    status: 400,
    vi: 'Tiêu đề tối đa 200 ký tự',
    en: 'The subject has at most 200 characters',
  },
  SCHEDULE_MESSAGE_REQUIRED: { status: 400, vi: 'Vui lòng nhập nội dung', en: 'Please enter a message' },
  SCHEDULE_MESSAGE_TOO_LONG: {
    status: 400,
    vi: 'Nội dung tối đa 5000 ký tự',
    en: 'The message has at most 5000 characters',
  },
  SCHEDULE_TARGET_REQUIRED: {
    status: 400,
    vi: 'Vui lòng chọn đối tượng của lịch',
    en: 'Please choose what the schedule acts on',
  },
  SCHEDULE_TARGET_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy đối tượng của lịch',
    en: 'What the schedule acts on was not found',
  },
  SCHEDULE_CUSTOMER_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy khách hàng có e-mail này',
    en: 'No customer has this e-mail',
  },
  SCHEDULE_NOT_FOUND: { status: 404, vi: 'Không tìm thấy lịch', en: 'Schedule not found' },
  SCHEDULE_ADDED: { vi: 'Đã tạo lịch', en: 'The schedule is created' },
  SCHEDULE_DELETED: { vi: 'Đã xoá lịch', en: 'The schedule is deleted' },
  SCHEDULE_UPDATED: { vi: 'Đã lưu lịch', en: 'The schedule is saved' },
  SCHEDULE_PAUSED: { vi: 'Đã tạm dừng lịch', en: 'The schedule is paused' },
  SCHEDULE_RESUMED: { vi: 'Đã tiếp tục lịch', en: 'The schedule is resumed' },
  SCHEDULE_TYPE_FIXED: {
    status: 400,
    vi: 'Không đổi được việc cần làm của lịch: hãy tạo lịch mới',
    en: 'A schedule’s job cannot change: create a new schedule',
  },
  SCHEDULE_CUSTOMERS_FORBIDDEN: {
    status: 403,
    vi: 'Lịch gửi thư cần quyền “Khách hàng”: bạn chưa được cấp quyền này',
    en: 'A mail schedule needs the “Customers” right, which you do not have',
  },
  SCHEDULE_CATALOGUE_FORBIDDEN: {
    status: 403,
    vi: 'Lịch cho sản phẩm cần quyền “Sản phẩm và kho”: bạn chưa được cấp quyền này',
    en: 'A schedule for a product needs the “Products and stock” right, which you do not have',
  },
  SCHEDULE_CONTENT_FORBIDDEN: {
    status: 403,
    vi: 'Lịch cho bài viết cần quyền “Nội dung”: bạn chưa được cấp quyền này',
    en: 'A schedule for an article needs the “Content” right, which you do not have',
  },
  SCHEDULE_PROMOTIONS_FORBIDDEN: {
    status: 403,
    vi: 'Lịch cho chương trình khuyến mãi cần quyền “Khuyến mãi”: bạn chưa được cấp quyền này',
    en: 'A schedule for a promotion needs the “Promotions” right, which you do not have',
  },
  SCHEDULE_NOTIFY_TOO_OFTEN: {
    status: 400,
    vi: 'Thư theo lịch lặp lại nhiều nhất mỗi ngày một lần (chu kỳ từ 1 ngày, hoặc cron với một giờ và một phút cố định)',
    en: 'A repeating mail runs at most once a day (every 1 day or more, or a cron line with one hour and one minute)',
  },
  SCHEDULE_NOTIFY_DAY_FULL: {
    status: 409,
    vi: 'Ngày {day} đã có {max} lần gửi thư theo lịch: vui lòng chọn ngày khác',
    en: 'There are already {max} scheduled mailings on {day}: please choose another day',
  },
  CONTENT_KIND_INVALID: {
    status: 400,
    vi: 'Loại nội dung không hợp lệ (tin tức, trang hoặc tuyển dụng)',
    en: 'Invalid kind of content (news, pages or jobs)',
  },
  CONTENT_TITLE_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập tiêu đề tiếng Việt',
    en: 'Please enter the Vietnamese title',
  },
  CONTENT_TITLE_EN_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập tiêu đề tiếng Anh',
    en: 'Please enter the English title',
  },
  CONTENT_TITLE_TOO_LONG: {
    status: 400,
    vi: 'Tiêu đề tối đa 200 ký tự',
    en: 'The title has at most 200 characters',
  },
  CONTENT_SUMMARY_TOO_LONG: {
    status: 400,
    vi: 'Tóm tắt tối đa 500 ký tự',
    en: 'The summary has at most 500 characters',
  },
  CONTENT_BODY_TOO_LONG: {
    status: 400,
    vi: 'Nội dung tối đa 100.000 ký tự',
    en: 'The body has at most 100,000 characters',
  },
  CONTENT_FACT_TOO_LONG: {
    status: 400,
    vi: 'Mỗi thông tin tối đa 200 ký tự',
    en: 'Each detail has at most 200 characters',
  },
  CONTENT_OPENINGS_INVALID: {
    status: 400,
    vi: 'Số lượng tuyển là số nguyên từ 1 đến 1000',
    en: 'The number of openings is a whole number from 1 to 1000',
  },
  CONTENT_SLUG_INVALID: {
    status: 400,
    vi: 'Đường dẫn chỉ gồm chữ thường không dấu, chữ số và dấu gạch ngang (tối đa 96 ký tự)',
    en: 'The slug has only lower-case letters without accents, digits and dashes (at most 96 characters)',
  },
  CONTENT_SLUG_TAKEN: {
    status: 409,
    vi: 'Đường dẫn "{slug}" đã được dùng cho nội dung khác, vui lòng chọn đường dẫn khác',
    en: 'The slug "{slug}" is already used by other content; please choose another',
  },
  CONTENT_CATEGORY_REQUIRED: { status: 400, vi: 'Vui lòng chọn danh mục', en: 'Please choose a category' },
  CONTENT_DATE_INVALID: { status: 400, vi: 'Ngày đăng không hợp lệ', en: 'Invalid publish date' },
  CONTENT_PICTURE_INVALID: {
    status: 400,
    vi: 'Ảnh bìa phải là tệp đã tải lên hoặc địa chỉ https',
    en: 'The cover picture must be an uploaded file or an https address',
  },
  CONTENT_NOT_FOUND: { status: 404, vi: 'Không tìm thấy nội dung', en: 'Content not found' },
  CONTENT_SAVED: { vi: 'Đã lưu nội dung', en: 'The content is saved' },
  CONTENT_PUBLISHED: { vi: 'Đã đăng nội dung', en: 'The content is published' },
  CONTENT_SCHEDULED: {
    vi: 'Nội dung sẽ hiện trên cửa hàng từ {date}',
    en: 'The content will show in the shop from {date}',
  },
  CONTENT_UNPUBLISHED: {
    vi: 'Đã gỡ nội dung khỏi cửa hàng',
    en: 'The content is no longer shown in the shop',
  },
  CONTENT_DELETED: { vi: 'Đã xoá nội dung', en: 'The content is deleted' },
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
