import type { CartLine } from '../pricing/cart-line-schema.js';
import type { Order } from './order-schema.js';
import type { PaymentKind } from '../contracts/reference-data.js';

/** A stored cart line as the server priced it; `message` when the quantity was capped at the stock. */
export type CartLineReply = CartLine & {
  _id: string;
  notice?: 'QUANTITY_ABOVE_STOCK' | 'PROMO_PRICE_LIMITED' | null;
  promoLimit?: number | null;
  message?: string;
};

/** A voucher on a draft reply: its reduction, or why it was refused (message in the caller's language). */
export interface VoucherOutcome {
  ma: string;
  so_tien_giam: number;
  ok?: boolean;
  error?: string;
  message?: string;
}

/** A line of a draft the catalogue could not serve as asked, with the reason. */
export interface LineProblemReply {
  ma_vt: string;
  error: string;
  message: string;
}

/** The bank-transfer details of an order: the VietQR payload carries the order code as memo. */
export interface VietQrInfo {
  payload: string;
  bin: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  amount: number;
  memo: string;
}

/**
 * `Omit` over a type with an index signature (valibot's looseObject) keeps only the signature and
 * loses every named field; a key-remapping mapped type drops the one key and keeps the rest.
 */
type WithoutKey<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };

/** A draft or an order as the so1 routes reply (docs/api.md "Orders"). */
export type OrderReply = WithoutKey<Order, 'evouchers'> & {
  _id: string;
  evouchers?: VoucherOutcome[];
  line_problems?: LineProblemReply[];
  /** 'Đặt hàng thành công' on placing, 'Đã huỷ đơn' on cancelling. */
  message?: string;
  vietqr?: VietQrInfo;
  ten_trang_thai?: string;
  ten_trang_thai_eng?: string;
  ten_pt_thanh_toan?: string;
  ten_pt_thanh_toan_eng?: string;
  loai_pt_thanh_toan?: PaymentKind | '';
};
