import { type MessageCode, type MessageParams, messageText } from '@shop/domain';
import { type Bilingual, HttpError } from '../errors.js';

/** HTTP status of each domain code the commerce routes answer with (one table, CONVENTIONS.md). */
const STATUS: Partial<Record<MessageCode, number>> = {
  QUANTITY_ABOVE_STOCK: 409,
  OUT_OF_STOCK: 409,
  CART_EMPTY: 400,
  PHONE_INVALID: 400,
  EMAIL_INVALID: 400,
  ADDRESS_INCOMPLETE: 400,
  VOUCHER_DUPLICATE: 409,
  VOUCHER_NOT_FOUND_OR_EXPIRED: 409,
  VOUCHER_UNAVAILABLE: 409,
  VOUCHER_MIN_ORDER: 409,
  CANCEL_REASON_TOO_SHORT: 400,
  ORDER_NOT_CANCELLABLE: 409,
  ORDER_NOT_PAYABLE: 409,
  NOT_FOUND: 404,
  BAD_REQUEST: 400,
};

/** A refusal carrying a domain message code, in both languages. */
export function domainError(code: MessageCode, params?: MessageParams): HttpError {
  return new HttpError(STATUS[code] ?? 400, code, {
    vi: messageText(code, 'vi', params),
    en: messageText(code, 'en', params),
  });
}

/** Texts the spec and the domain table do not give, written for the commerce routes. */
export const COMMERCE_TEXTS = {
  PRODUCT_NOT_FOUND: { vi: 'Không tìm thấy sản phẩm', en: 'Product not found' },
  VARIANT_NOT_FOUND: { vi: 'Phân loại sản phẩm không còn bán', en: 'This product option is not for sale' },
  VARIANT_REQUIRED: { vi: 'Vui lòng chọn phân loại sản phẩm', en: 'Please choose a product option' },
  CART_LINE_NOT_FOUND: { vi: 'Không tìm thấy sản phẩm trong giỏ hàng', en: 'This line is not in your cart' },
  ORDER_NOT_FOUND: { vi: 'Không tìm thấy đơn hàng', en: 'Order not found' },
  ORDER_STATUS_INVALID: {
    vi: 'Không thể chuyển đơn hàng sang trạng thái này',
    en: 'The order cannot move to this status',
  },
  ORDER_NOT_DRAFT: {
    vi: 'Đơn hàng đã được đặt, không thể sửa',
    en: 'This order has been placed and can no longer be changed',
  },
  PAYMENT_METHOD_REQUIRED: {
    vi: 'Vui lòng chọn phương thức thanh toán',
    en: 'Please choose a payment method',
  },
  PAYMENT_METHOD_INVALID: { vi: 'Phương thức thanh toán không hợp lệ', en: 'Invalid payment method' },
  CARRIER_INVALID: { vi: 'Đơn vị vận chuyển không hợp lệ', en: 'Invalid carrier' },
  ADDRESS_LIMIT: {
    vi: 'Bạn chỉ lưu được tối đa 10 địa chỉ',
    en: 'You can keep at most 10 addresses',
  },
  ADDRESS_NOT_FOUND: { vi: 'Không tìm thấy địa chỉ', en: 'Address not found' },
  WISHLIST_NOT_FOUND: {
    vi: 'Không tìm thấy sản phẩm yêu thích',
    en: 'This product is not in your favourites',
  },
  SIGNATURE_INVALID: { vi: 'Chữ ký thanh toán không hợp lệ', en: 'Invalid payment signature' },
  NOT_BANK_TRANSFER: {
    vi: 'Đơn hàng không thanh toán bằng chuyển khoản',
    en: 'This order is not paid by bank transfer',
  },
} satisfies Record<string, Bilingual>;

export function commerceError(status: number, code: keyof typeof COMMERCE_TEXTS): HttpError {
  return new HttpError(status, code, COMMERCE_TEXTS[code]);
}

/** A 400 for a malformed field, named in the message. */
export function invalidField(field: string): HttpError {
  return new HttpError(400, 'BODY_INVALID', {
    vi: `Giá trị không hợp lệ: ${field}`,
    en: `Invalid value: ${field}`,
  });
}

/** The status of a line the catalogue cannot serve: unknown 404, no option chosen 400, else 409. */
export function refusalStatus(reason: string): number {
  if (reason === 'PRODUCT_NOT_FOUND') return 404;
  return reason === 'VARIANT_REQUIRED' ? 400 : 409;
}
