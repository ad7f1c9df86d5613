import * as v from 'valibot';
import {
  countSchema,
  isoDateStringSchema,
  objectIdSchema,
  optionalText,
  vndSchema,
} from '../primitives/common-schemas.js';
import { freeshipRuleSchema } from './shipping-schema.js';

/** The chosen attribute of a cart line: its _id is part of the line's identity. */
export const cartLineAttributeSchema = v.looseObject({
  _id: v.pipe(v.string(), v.nonEmpty()),
  online: v.optional(v.boolean()),
  gia_tri_bien_the_1: optionalText,
  gia_tri_bien_the_2: optionalText,
});

/** A campaign that prices a line; ma_cs 'ecompromotion_flashsales' marks a flash sale. */
export const cartLineDiscountSchema = v.looseObject({
  ma_cs: v.string(),
  sl_tu: v.nullish(countSchema),
  sl_den: v.nullish(countSchema),
  sl_ap_dung: v.nullish(countSchema),
});

export const cartLinePromotionSchema = v.looseObject({
  _id: v.string(),
  sl_km: v.nullish(countSchema),
  details_km: v.optional(v.unknown()),
});

/** A cart line (collection cart). The amounts are computed by the server; clients' are ignored. */
export const cartLineSchema = v.looseObject({
  _id: v.optional(objectIdSchema),
  ma_vt: v.pipe(v.string(), v.nonEmpty()),
  id_app_vt: optionalText,
  id_app: optionalText,
  thuoc_tinh: v.nullish(cartLineAttributeSchema),
  sl_xuat: countSchema,
  ton: v.nullish(v.number()),
  tien: v.nullish(vndSchema),
  tien_nt: v.nullish(vndSchema),
  tien_hang_nt: v.nullish(vndSchema),
  tien_ck: v.nullish(vndSchema),
  gia_ban_le: v.nullish(vndSchema),
  sl_ap_dung: v.nullish(countSchema),
  discount: v.nullish(v.array(cartLineDiscountSchema)),
  freeship: v.nullish(v.array(freeshipRuleSchema)),
  promotion: v.nullish(v.array(cartLinePromotionSchema)),
  ma_vt_tt: optionalText,
  picture: optionalText,
  picture_tt: optionalText,
  ten_vt: optionalText,
  ten_vt_eng: optionalText,
  user: optionalText,
  user_created: optionalText,
  online: v.optional(v.boolean()),
  date_created: v.optional(isoDateStringSchema),
});
export type CartLine = v.InferOutput<typeof cartLineSchema>;
