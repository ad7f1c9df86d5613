import * as v from 'valibot';
import { CATALOGUE_CODE, PRODUCT_MARKETS } from './categories.js';
import { vatRateSchema } from '../invoices/vat.js';
import {
  countSchema,
  isoDateStringSchema,
  objectIdSchema,
  optionalText,
  vndSchema,
} from '../primitives/common-schemas.js';

/** A product category slug (ma_nvt): the code of a category of ecomcategories (decision 030). */
export const productCategorySchema = v.pipe(v.string(), v.regex(CATALOGUE_CODE));

/** A market slug (thi_truong): one of PRODUCT_MARKETS (categories.ts). */
export const productMarketSchema = v.picklist(PRODUCT_MARKETS);

/** Weight (g) and size (cm) of an item, for carriers (decision 055); absent or null = unknown. */
const measure = v.nullish(v.pipe(v.number(), v.safeInteger(), v.minValue(1)));
const measureFields = { khoi_luong_g: measure, dai_cm: measure, rong_cm: measure, cao_cm: measure };

/**
 * A variant of a product (thuoc_tinh): gia_tri_bien_the_1 = colour, gia_tri_bien_the_2 = size.
 * Its own price and stock, when present, replace the product's.
 */
export const productVariantSchema = v.looseObject({
  _id: v.pipe(v.string(), v.nonEmpty()),
  gia_tri_bien_the_1: optionalText,
  gia_tri_bien_the_2: optionalText,
  gia_ban_le: v.nullish(vndSchema),
  ton: v.nullish(v.pipe(v.number(), v.safeInteger())),
  online: v.boolean(),
  ...measureFields,
});
export type ProductVariant = v.InferOutput<typeof productVariantSchema>;

/** A product document (collection dmvt). Unknown fields are kept: documents grow. */
export const productSchema = v.looseObject({
  _id: objectIdSchema,
  ma_vt: v.pipe(v.string(), v.nonEmpty()),
  ten_vt: v.string(),
  ten_vt_eng: v.string(),
  mo_ta: v.string(),
  mo_ta_eng: v.string(),
  ma_nvt: productCategorySchema,
  thi_truong: v.array(productMarketSchema),
  dvt: v.string(),
  dvt_eng: v.string(),
  gia_ban_le: vndSchema,
  ton: v.pipe(v.number(), v.safeInteger()),
  /** The VAT rate in percent its prices include (decision 065); absent = DEFAULT_VAT_RATE. */
  thue_suat: v.optional(vatRateSchema),
  picture: v.string(),
  pictures: v.optional(v.array(v.string())),
  /** Alt texts of `pictures`, in their order (written in the console). */
  pictures_alt: v.optional(v.array(v.object({ alt: v.string(), alt_eng: v.string() }))),
  /** The product line (ecomproductlines.ma); absent or '' = its category's line. */
  ma_dong_sp: v.optional(v.string()),
  /** Taken off the shop by the console because orders name it (online is then false). */
  archived: v.optional(v.boolean()),
  thuoc_tinh: v.optional(v.array(productVariantSchema)),
  ...measureFields,
  noi_bat: v.optional(v.boolean()),
  online: v.optional(v.boolean()),
  date_created: v.optional(isoDateStringSchema),
});
export type Product = v.InferOutput<typeof productSchema>;

/** A promotion (collection dmchietkhau): a promotional unit price for at most sl_ap_dung items. */
export const promotionSchema = v.looseObject({
  _id: objectIdSchema,
  ma_cs: v.pipe(v.string(), v.nonEmpty()),
  ten_cs: v.string(),
  ten_cs_eng: optionalText,
  ma_vt: v.pipe(v.string(), v.nonEmpty()),
  gia_ban: vndSchema,
  sl_ap_dung: countSchema,
  sl_tu: v.nullish(countSchema),
  sl_den: v.nullish(countSchema),
  hieu_luc_tu: v.nullish(isoDateStringSchema),
  hieu_luc_den: v.nullish(isoDateStringSchema),
  /**
   * The variants (thuoc_tinh._id) the price covers; missing, null or empty = the whole product,
   * every variant of it (decision 025, "Variants").
   */
  thuoc_tinh_ids: v.nullish(v.array(v.string())),
});
export type Promotion = v.InferOutput<typeof promotionSchema>;
