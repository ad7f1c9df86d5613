import * as v from 'valibot';
import {
  countSchema,
  isoDateStringSchema,
  objectIdSchema,
  percentSchema,
  vndSchema,
} from '../primitives/common-schemas.js';

/**
 * A voucher (collection evoucher): a percentage (ty_le) or a fixed amount (so_tien) off the
 * order, capped at so_tien_max, for orders of at least gt_don_hang_toi_thieu, valid from
 * hieu_luc_tu to hieu_luc_den, usable so_luong times (so_luong_da_dung used so far).
 */
export const voucherSchema = v.looseObject({
  _id: v.optional(objectIdSchema),
  ma: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  ty_le: v.nullish(percentSchema),
  so_tien: v.nullish(vndSchema),
  so_tien_max: v.nullish(vndSchema),
  gt_don_hang_toi_thieu: v.nullish(vndSchema),
  hieu_luc_tu: v.nullish(isoDateStringSchema),
  hieu_luc_den: v.nullish(isoDateStringSchema),
  so_luong: v.nullish(countSchema),
  so_luong_da_dung: v.nullish(countSchema),
  so_tien_giam: v.nullish(vndSchema),
});
export type Voucher = v.InferOutput<typeof voucherSchema>;
