import * as v from 'valibot';
import {
  isoDateStringSchema,
  objectIdSchema,
  optionalText,
  percentSchema,
  vndSchema,
} from '../primitives/common-schemas.js';
import { orderVatSchema } from '../invoices/vat.js';
import { cartLineSchema } from '../pricing/cart-line-schema.js';

/** A line of an order (so1.details): a cart line as it was when the order was drafted. */
export const orderLineSchema = v.looseObject({ ...cartLineSchema.entries, _id: v.optional(v.string()) });
export type OrderLine = v.InferOutput<typeof orderLineSchema>;

/** A voucher applied to an order (so1.evouchers) with the reduction computed for it. */
export const orderVoucherSchema = v.looseObject({
  ma: v.string(),
  so_tien_giam: vndSchema,
});
export type OrderVoucher = v.InferOutput<typeof orderVoucherSchema>;

/** trang_thai_tt: '1' when the carrier collects cash, or the order is paid; otherwise '0'. */
export const paymentStatusSchema = v.picklist(['0', '1']);

const amount = v.nullish(vndSchema);

/**
 * An order (collection so1, document type SO1). Totals, statuses and the owner are set by the
 * server; the fields a shopper chooses are the address, the payment method and the vouchers.
 */
export const orderSchema = v.looseObject({
  _id: v.optional(objectIdSchema),
  so_ct: optionalText,
  ma_ct: optionalText,
  id_afflink: optionalText,
  ngay_ct: v.nullish(isoDateStringSchema),
  ma_kho: optionalText,
  ma_nt: optionalText,
  t_tien_hang: amount,
  t_tien_ck: amount,
  t_cp_cpb: amount,
  ty_le_ck_hd: v.nullish(percentSchema),
  tien_ck_hd: amount,
  tien_freeship: amount,
  tien_phi_vc: amount,
  pt_thanh_toan: optionalText,
  again_link: optionalText,
  trang_thai: v.optional(v.string()),
  trang_thai_tt: v.nullish(paymentStatusSchema),
  tien_evoucher: amount,
  evouchers: v.nullish(v.array(orderVoucherSchema)),
  ma_freeship: optionalText,
  xa_phuong: optionalText,
  quan_huyen: optionalText,
  tinh_thanh: optionalText,
  dia_chi_nguoi_nhan: optionalText,
  ten_nguoi_nhan: optionalText,
  sdt_nguoi_nhan: optionalText,
  email_nguoi_nhan: optionalText,
  ngay_du_kien_nhan: v.nullish(isoDateStringSchema),
  online: v.optional(v.boolean()),
  ma_kenh: optionalText,
  ma_gian_hang: optionalText,
  id_app: optionalText,
  shared: v.optional(v.boolean()),
  details: v.optional(v.array(orderLineSchema), []),
  don_vi_vc: optionalText,
  /** Set by the shop when it hands the order to the carrier (console, decision 016). */
  ten_dv_vc: optionalText,
  ma_van_don: optionalText,
  goi_cuoc_vc: optionalText,
  thu_ho: amount,
  t_tt_nt: amount,
  /** The VAT inside t_tt_nt by rate (decision 065); absent on orders placed before rates existed. */
  thue_gtgt: v.optional(orderVatSchema),
  t_tien_nt: amount,
  tempPrice: amount,
  virtual_payment_client_url: optionalText,
  user_created: optionalText,
  ly_do_huy: optionalText,
});
export type Order = v.InferOutput<typeof orderSchema>;
