import type { VariantNames } from '@shop/domain/catalogue';

/** A line of an order as the server describes it (so1.details). */
export type OrderLine = {
  thuoc_tinh?: ({ _id?: string } & VariantNames) | null;
  ma_vt?: string;
  ten_vt?: string;
  ten_vt_eng?: string;
  sl_xuat?: number;
  gia_ban_le?: number;
  tien?: number;
  tien_ck?: number;
};

/** A number field of an order, 0 when absent. */
export const amount = (value: unknown) => (typeof value === 'number' ? value : 0);

/** A text field of an order, '' when absent. */
export const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const orderLines = (order: Record<string, unknown>) =>
  (Array.isArray(order.details) ? order.details : []) as OrderLine[];

/** A line's key: the product and its variant. */
export const lineKey = (line: OrderLine) => `${line.ma_vt}-${line.thuoc_tinh?._id ?? ''}`;

/**
 * What a line costs: its amount, `tien`, is already the quantity at the price charged (the
 * promotional one where it applied); `tien_ck` is what that saved against retail, not a second
 * discount to take off.
 */
export const lineTotal = (line: OrderLine) => amount(line.tien);

/** The delivery address in one line: the placed order's own, else its parts. */
export const deliveryAddress = (order: Record<string, unknown>) =>
  text(order.dia_chi_nguoi_nhan) ||
  [order.dia_chi, order.xa_phuong, order.quan_huyen, order.tinh_thanh].map(text).filter(Boolean).join(', ');
