import type { Locale } from '@shop/domain/primitives';

/** What happened to an order, one e-mail each (decision 018). */
export const ORDER_MAIL_KINDS = [
  'order-placed',
  'order-new',
  'order-confirmed',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'payment-received',
  // Issue 30 (decision 067): an unpaid order's one reminder, and a refund's news.
  'payment-reminder',
  'refund-update',
  // Issue 32 (decision 059 addendum): the e-invoice in its own mail once issued, after the delivered one.
  'einvoice-issued',
  // Issue 33 (decision 077): each console step of a return or exchange request.
  'return-update',
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];
/** The shopper's mails of a change after placing. */
export type ChangeMailKind = Exclude<OrderMailKind, 'order-placed' | 'order-new'>;

export const isOrderMailKind = (value: string): value is OrderMailKind =>
  (ORDER_MAIL_KINDS as readonly string[]).includes(value);

interface KindTexts {
  /** `{so}` is the order number. */
  subject: string;
  lead: string;
}

/** The words of every order mail, Vietnamese (the source) and English. */
export const MAIL_TEXTS = {
  vi: {
    kinds: {
      'order-placed': {
        subject: 'Đã nhận đơn hàng {so}',
        lead: 'Cảm ơn quý khách đã đặt hàng. Chúng tôi đã nhận được đơn hàng và sẽ sớm xác nhận.',
      },
      'order-new': {
        subject: 'Đơn hàng mới {so}',
        lead: 'Có một đơn hàng mới cần xác nhận.',
      },
      'order-confirmed': {
        subject: 'Đơn hàng {so} đã được xác nhận',
        lead: 'Đơn hàng của quý khách đã được xác nhận và đang được chuẩn bị.',
      },
      'order-shipped': {
        subject: 'Đơn hàng {so} đã được giao cho đơn vị vận chuyển',
        lead: 'Đơn hàng của quý khách đã được giao cho đơn vị vận chuyển.',
      },
      'order-delivered': {
        subject: 'Đơn hàng {so} đã được giao thành công',
        lead: 'Đơn hàng của quý khách đã được giao. Chúc quý khách ngon miệng!',
      },
      'order-cancelled': {
        subject: 'Đơn hàng {so} đã bị huỷ',
        lead: 'Đơn hàng của quý khách đã bị huỷ.',
      },
      'payment-received': {
        subject: 'Đã nhận thanh toán cho đơn hàng {so}',
        lead: 'Chúng tôi đã nhận được thanh toán cho đơn hàng của quý khách. Xin cảm ơn!',
      },
      'payment-reminder': {
        subject: 'Đơn hàng {so} đang chờ thanh toán',
        lead: 'Đơn hàng của quý khách chưa được thanh toán. Nếu chưa thanh toán trước hạn dưới đây, đơn sẽ tự động bị huỷ.',
      },
      'refund-update': {
        subject: 'Hoàn tiền cho đơn hàng {so}',
        lead: 'Có cập nhật về khoản hoàn tiền cho đơn hàng của quý khách.',
      },
      'return-update': {
        subject: 'Cập nhật yêu cầu đổi/trả của đơn hàng {so}',
        lead: 'Có cập nhật về yêu cầu đổi/trả của quý khách.',
      },
      'einvoice-issued': {
        subject: 'Hóa đơn điện tử của đơn hàng {so}',
        lead: 'Hóa đơn điện tử của đơn hàng đã được phát hành. Quý khách tra cứu hóa đơn bằng mã tra cứu dưới đây.',
      },
    } satisfies Record<OrderMailKind, KindTexts>,
    greeting: 'Xin chào {name},',
    orderNumber: 'Mã đơn hàng',
    orderDate: 'Ngày đặt',
    status: 'Trạng thái',
    product: 'Sản phẩm',
    quantity: 'Số lượng',
    amount: 'Thành tiền',
    subtotal: 'Tạm tính',
    discount: 'Giảm giá',
    voucher: 'Mã giảm giá',
    shippingFee: 'Phí vận chuyển',
    freeShipping: 'Miễn phí vận chuyển',
    total: 'Tổng thanh toán',
    receiver: 'Người nhận',
    phone: 'Điện thoại',
    address: 'Địa chỉ',
    expectedDelivery: 'Ngày giao dự kiến',
    paymentMethod: 'Hình thức thanh toán',
    transferTitle: 'Hướng dẫn chuyển khoản',
    transferLead: 'Quý khách vui lòng chuyển khoản đúng số tiền và nội dung dưới đây, hoặc quét mã VietQR.',
    bank: 'Ngân hàng',
    accountNumber: 'Số tài khoản',
    accountName: 'Chủ tài khoản',
    transferMemo: 'Nội dung chuyển khoản',
    carrier: 'Đơn vị vận chuyển',
    tracking: 'Mã vận đơn',
    trackParcel: 'Theo dõi đơn trên trang của đơn vị vận chuyển',
    trackingHelp:
      'Quý khách tra cứu hành trình bằng mã vận đơn trên trang của đơn vị vận chuyển, hoặc gọi {phone} để được hỗ trợ.',
    einvoiceNumber: 'Số hóa đơn điện tử',
    einvoiceCode: 'Mã tra cứu hóa đơn',
    viewEinvoice: 'Xem hóa đơn điện tử',
    reviewAsk: 'Quý khách hài lòng với sản phẩm? Hãy dành một phút đánh giá để giúp những người mua sau.',
    writeReview: 'Viết đánh giá',
    reason: 'Lý do huỷ',
    paidAmount: 'Số tiền đã nhận',
    payBy: 'Hạn thanh toán',
    refundAmount: 'Số tiền hoàn',
    refundState: 'Tình trạng hoàn tiền',
    refundReason: 'Lý do hoàn tiền',
    refundReference: 'Mã tham chiếu',
    refundStates: { requested: 'Đang xử lý', done: 'Đã hoàn tiền', failed: 'Hoàn tiền không thành công' },
    returnStatus: 'Yêu cầu đổi/trả',
    returnStatuses: {
      new: 'Đã gửi yêu cầu',
      approved: 'Đã được duyệt',
      received: 'Cửa hàng đã nhận hàng trả',
      refunded: 'Đã hoàn tiền',
      exchanged: 'Đã tạo đơn hàng đổi',
      rejected: 'Bị từ chối',
    },
    returnNote: 'Lời nhắn của cửa hàng',
    returnSendBack: 'Quý khách vui lòng gửi trả sản phẩm cho cửa hàng theo hướng dẫn.',
    returnKeep: 'Quý khách không cần gửi trả sản phẩm.',
    returnRefundByShop: 'Cửa hàng sẽ chuyển khoản hoặc trả tiền mặt cho quý khách và liên hệ để xác nhận.',
    exchangeOrder: 'Đơn hàng đổi',
    viewOrder: 'Xem đơn hàng',
    viewInConsole: 'Xem trong trang quản lý',
    customerEmail: 'E-mail khách hàng',
    footer: 'Mọi thắc mắc xin liên hệ {email} hoặc {phone}.',
  },
  en: {
    kinds: {
      'order-placed': {
        subject: 'We received your order {so}',
        lead: 'Thank you for your order. We have received it and will confirm it shortly.',
      },
      'order-new': {
        subject: 'New order {so}',
        lead: 'A new order is waiting to be confirmed.',
      },
      'order-confirmed': {
        subject: 'Your order {so} is confirmed',
        lead: 'Your order is confirmed and being prepared.',
      },
      'order-shipped': {
        subject: 'Your order {so} is with the carrier',
        lead: 'Your order has been handed to the carrier.',
      },
      'order-delivered': {
        subject: 'Your order {so} has been delivered',
        lead: 'Your order has been delivered. Enjoy!',
      },
      'order-cancelled': {
        subject: 'Your order {so} has been cancelled',
        lead: 'Your order has been cancelled.',
      },
      'payment-received': {
        subject: 'Payment received for order {so}',
        lead: 'We have received the payment for your order. Thank you!',
      },
      'payment-reminder': {
        subject: 'Your order {so} is waiting for payment',
        lead: 'Your order is not paid yet. Unless it is paid by the time below, it will be cancelled automatically.',
      },
      'refund-update': {
        subject: 'Refund for order {so}',
        lead: 'There is news about the refund for your order.',
      },
      'return-update': {
        subject: 'Your return request for order {so}',
        lead: 'There is news about your return or exchange request.',
      },
      'einvoice-issued': {
        subject: 'The e-invoice for your order {so}',
        lead: 'The e-invoice for your order has been issued. Look it up with the lookup code below.',
      },
    } satisfies Record<OrderMailKind, KindTexts>,
    greeting: 'Hello {name},',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    status: 'Status',
    product: 'Product',
    quantity: 'Quantity',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    voucher: 'Voucher',
    shippingFee: 'Shipping fee',
    freeShipping: 'Free shipping',
    total: 'Total',
    receiver: 'Receiver',
    phone: 'Phone',
    address: 'Address',
    expectedDelivery: 'Expected delivery',
    paymentMethod: 'Payment method',
    transferTitle: 'Bank transfer',
    transferLead: 'Please transfer the exact amount with the reference below, or scan the VietQR code.',
    bank: 'Bank',
    accountNumber: 'Account number',
    accountName: 'Account holder',
    transferMemo: 'Transfer reference',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    trackParcel: "Follow the parcel on the carrier's site",
    trackingHelp:
      "Follow the parcel with its tracking number on the carrier's site, or call {phone} for help.",
    einvoiceNumber: 'E-invoice number',
    einvoiceCode: 'Invoice lookup code',
    viewEinvoice: 'View the e-invoice',
    reviewAsk: 'Happy with your products? Take a minute to review them and help the next shoppers.',
    writeReview: 'Write a review',
    reason: 'Reason',
    paidAmount: 'Amount received',
    payBy: 'Pay by',
    refundAmount: 'Refund amount',
    refundState: 'Refund status',
    refundReason: 'Reason',
    refundReference: 'Reference',
    refundStates: { requested: 'In progress', done: 'Refunded', failed: 'Refund failed' },
    returnStatus: 'Return request',
    returnStatuses: {
      new: 'Sent',
      approved: 'Approved',
      received: 'The shop received the goods',
      refunded: 'Refunded',
      exchanged: 'Exchange order created',
      rejected: 'Rejected',
    },
    returnNote: "The shop's note",
    returnSendBack: 'Please send the products back to the shop as instructed.',
    returnKeep: 'You do not need to send the products back.',
    returnRefundByShop: 'The shop will refund you by bank transfer or in cash and contact you to confirm.',
    exchangeOrder: 'Exchange order',
    viewOrder: 'View your order',
    viewInConsole: 'Open in the console',
    customerEmail: 'Customer e-mail',
    footer: 'Questions? Write to {email} or call {phone}.',
  },
} as const satisfies Record<Locale, unknown>;

export type MailTexts = (typeof MAIL_TEXTS)[Locale];

/** Fills `{name}` slots; a missing value leaves an empty string, never the slot. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
