import * as v from 'valibot';
import { objectIdSchema, optionalText, vndSchema } from '../primitives/common-schemas.js';

/**
 * A shipping fee entry (collection ecomtransportfees). With ten_quan_huyen it is a district fee
 * (restricted to ten_tinh_thanh when that is set too); with only ten_tinh_thanh it is a
 * province fee.
 */
export const transportFeeSchema = v.looseObject({
  _id: v.optional(objectIdSchema),
  ten_quan_huyen: optionalText,
  ten_tinh_thanh: optionalText,
  tien_phi: vndSchema,
});
export type TransportFee = v.InferOutput<typeof transportFeeSchema>;

/**
 * A free-shipping rule (the freeship list of a cart line, collection ecompromotion_freeships):
 * an order whose subtotal reaches gia_tri_dh gets up to phi_van_chuyen off the shipping fee.
 */
export const freeshipRuleSchema = v.looseObject({
  _id: v.optional(objectIdSchema),
  ma_chietkhau: optionalText,
  gia_tri_dh: vndSchema,
  phi_van_chuyen: vndSchema,
});
export type FreeshipRule = v.InferOutput<typeof freeshipRuleSchema>;
