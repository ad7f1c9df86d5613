import { productMarketSchema } from '@shop/domain/catalogue';
import { type VatRate, vatRateSchema } from '@shop/domain/invoices';
import * as v from 'valibot';
import { ID_PREFIX, seedId } from '../ids.js';
import { seedMeasures } from './measures.js';
import type { Product, ProductCategoryCode, ProductUnit, ProductUnitEn, ProductVariant } from '../types.js';

const UNIT_EN: Readonly<Record<ProductUnit, ProductUnitEn>> = {
  Hộp: 'Box',
  Gói: 'Pack',
  Lon: 'Can',
  Chai: 'Bottle',
  Thùng: 'Case',
  Túi: 'Bag',
  Kg: 'Kg',
};

/** Serial ranges per category: TRA-001 gets serial 101, CPH-001 201, and so on. */
const SERIAL_BASE: Readonly<Record<ProductCategoryCode, number>> = {
  tra: 100,
  'ca-phe': 200,
  'nong-san': 300,
  'nuoc-tang-luc': 400,
  'nuoc-ep-oi': 500,
};

/**
 * The VAT rate of each category's products (decision 065): tea, roasted coffee and drinks are
 * processed goods at the general rate as reduced until 31 December 2026 (8 %); agricultural
 * products only dried or husked are 5 %. A product states its own when it differs.
 */
const CATEGORY_VAT: Readonly<Record<ProductCategoryCode, VatRate>> = {
  tra: 8,
  'ca-phe': 8,
  'nong-san': 5,
  'nuoc-tang-luc': 8,
  'nuoc-ep-oi': 8,
};

const PRODUCT_UNITS = Object.keys(UNIT_EN) as ProductUnit[];

/** A variant of a product's definition: its two values, its price and its stock. */
const variantDefSchema = v.strictObject({
  v1: v.string(),
  v1_eng: v.string(),
  v2: v.string(),
  gia_ban_le: v.number(),
  ton: v.number(),
});
export type VariantDef = v.InferOutput<typeof variantDefSchema>;

const commonDefEntries = {
  ma_vt: v.string(),
  ten_vt: v.string(),
  ten_vt_eng: v.string(),
  mo_ta: v.string(),
  mo_ta_eng: v.string(),
  thi_truong: v.array(productMarketSchema),
  dvt: v.picklist(PRODUCT_UNITS),
  /** How many images the product has (main, ingredient view, alternate pack). */
  so_anh: v.optional(v.picklist([1, 2, 3])),
  noi_bat: v.optional(v.boolean()),
  /** The VAT rate when it differs from the category's (a roasted or fried snack: 8 %). */
  thue_suat: v.optional(vatRateSchema),
  date_created: v.pipe(v.string(), v.isoTimestamp()),
};

/** A product is either sold as one item (own price and stock) or through variants (derived). */
const productDefSchema = v.union([
  v.strictObject({ ...commonDefEntries, gia_ban_le: v.number(), ton: v.number() }),
  v.strictObject({ ...commonDefEntries, bien_the: v.array(variantDefSchema) }),
]);
export type ProductDef = v.InferOutput<typeof productDefSchema>;

export function productImagePaths(maVt: string, count: number): string[] {
  const base = `/images/products/${maVt.toLowerCase()}`;
  return [`${base}.svg`, `${base}-2.svg`, `${base}-3.svg`].slice(0, count);
}

/**
 * Expands a category's compact definitions (the data file products/<category>.json, checked here
 * against the definition's schema) into dmvt documents with fixed ids and image paths.
 */
export function defineProducts(category: ProductCategoryCode, data: unknown): Product[] {
  return v.parse(v.array(productDefSchema), data).map((def, index) => {
    const serial = SERIAL_BASE[category] + index + 1;
    const variants: ProductVariant[] = ('bien_the' in def ? def.bien_the : []).map((variant, k) => ({
      _id: seedId(ID_PREFIX.variant, serial * 10 + k + 1),
      gia_tri_bien_the_1: variant.v1,
      gia_tri_bien_the_1_eng: variant.v1_eng,
      gia_tri_bien_the_2: variant.v2,
      gia_ban_le: variant.gia_ban_le,
      ton: variant.ton,
      online: true,
      ...seedMeasures(def.dvt, variant.v2),
    }));
    const pictures = productImagePaths(def.ma_vt, def.so_anh ?? 1);
    return {
      _id: seedId(ID_PREFIX.product, serial),
      ma_vt: def.ma_vt,
      ten_vt: def.ten_vt,
      ten_vt_eng: def.ten_vt_eng,
      mo_ta: def.mo_ta,
      mo_ta_eng: def.mo_ta_eng,
      ma_nvt: category,
      thi_truong: def.thi_truong,
      dvt: def.dvt,
      dvt_eng: UNIT_EN[def.dvt],
      gia_ban_le: 'bien_the' in def ? Math.min(...variants.map((item) => item.gia_ban_le)) : def.gia_ban_le,
      ton: 'bien_the' in def ? variants.reduce((sum, item) => sum + item.ton, 0) : def.ton,
      thue_suat: def.thue_suat ?? CATEGORY_VAT[category],
      picture: pictures[0] ?? '',
      pictures,
      thuoc_tinh: variants,
      // A product sold as one item carries its own measures; one with variants, theirs.
      ...('bien_the' in def ? {} : seedMeasures(def.dvt)),
      noi_bat: def.noi_bat ?? false,
      online: true,
      date_created: def.date_created,
    };
  });
}
