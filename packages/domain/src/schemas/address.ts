import * as v from 'valibot';
import { objectIdSchema, optionalText } from './common.js';

/** A saved delivery address (collection ecomuser_address). quan_huyen is empty where the province has no districts. */
export const addressSchema = v.looseObject({
  _id: v.optional(objectIdSchema),
  dia_chi: v.string(),
  xa_phuong: v.string(),
  quan_huyen: optionalText,
  tinh_thanh: v.string(),
  ten_nguoi_nhan: optionalText,
  sdt_nguoi_nhan: optionalText,
  email_nguoi_nhan: optionalText,
  ngam_dinh: v.optional(v.boolean(), false),
  id_app: optionalText,
  user_created: optionalText,
});
export type Address = v.InferOutput<typeof addressSchema>;
