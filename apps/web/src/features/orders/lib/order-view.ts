import type { VietQrInfo } from '@shop/api-client';
import type { Order } from '@shop/domain/orders';
import type { OrderRefund } from '@shop/domain/payments';

/**
 * An order of the history as GET so1 describes it (docs/api.md). Written here because the
 * api-client's OrderReply is `Omit<Order, …>` of a loose object, which loses every named field.
 */
export type OrderView = Order & {
  _id: string;
  vietqr?: VietQrInfo;
  ten_trang_thai?: string;
  ten_trang_thai_eng?: string;
  ten_pt_thanh_toan?: string;
  ten_pt_thanh_toan_eng?: string;
  loai_pt_thanh_toan?: 'cod' | 'bank-transfer' | 'e-wallet' | '';
  /** The refunds of the order (issue 30): through the gateway, or sent by the shop from its bank. */
  hoan_tien?: OrderRefund[];
  /** When the order was delivered (ISO): the return window starts then. */
  ngay_giao_hang?: string;
};
