import * as v from 'valibot';
import type { CATALOGUE_MESSAGES } from '../messages/catalogue-messages.js';
import { CATALOGUE_CODE } from './categories.js';
import type { Category } from '../contracts/reference-data.js';
import { MAX_ITEM_SIDE_CM, MAX_ITEM_WEIGHT_G } from '../carriers/parcel.js';
import { moneyField, wholeNumberWithin, wholeNumberParam } from '../primitives/common-schemas.js';
import { productMarketSchema } from './product-schema.js';
import { DEFAULT_VAT_RATE, VAT_RATES } from '../invoices/vat.js';
import { PICTURE_PATH } from './picture-path.js';

/**
 * The console's catalogue (issue 14, docs/api.md "Console: catalogue"): products (dmvt), product
 * categories (ecomcategories, loai 'san-pham') and product lines (ecomproductlines). The console's
 * forms and the server read requests with these schemas; issues carry message codes.
 */
type CatalogueCode = keyof typeof CATALOGUE_MESSAGES;
const code = (value: CatalogueCode) => value;

export const CATALOGUE_PAGE_SIZE = 20;
export const CATALOGUE_MAX_PAGE_SIZE = 100;
export const PRODUCT_MAX_VARIANTS = 50;
export const PRODUCT_MAX_PICTURES = 12;
export const PRODUCT_MAX_PRICE = 10_000_000_000;
export const PRODUCT_MAX_STOCK = 10_000_000;
/** What a duplicate's Vietnamese name ends with (its English name ends with ' (copy)'). */
export const COPY_SUFFIX = { vi: ' (bản sao)', en: ' (copy)' } as const;

/** A product code: 2–40 unaccented letters, digits, dots or dashes, stored upper-case. */
export const PRODUCT_CODE = /^[A-Z0-9][A-Z0-9.-]{1,39}$/;
export { PICTURE_PATH };

const text = (max: number, message: CatalogueCode) =>
  v.pipe(v.optional(v.string(code(message)), ''), v.trim(), v.maxLength(max, code(message)));
const required = (max: number, message: CatalogueCode) =>
  v.pipe(text(max, message), v.nonEmpty(code(message)));
const whole = (max: number, message: CatalogueCode) => wholeNumberWithin(0, max, code(message));

/**
 * Weight (grams) and size (centimetres) for carriers (decision 055): a whole number from 1, or
 * empty (null: unknown; the product then ships at the fee table's price).
 */
const measureField = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.number(code('PRODUCT_MEASURE_INVALID'))), null),
    v.check(
      (value) => value === null || (Number.isSafeInteger(value) && value >= 1 && value <= max),
      code('PRODUCT_MEASURE_INVALID'),
    ),
  );
export const productMeasureFields = {
  khoi_luong_g: measureField(MAX_ITEM_WEIGHT_G),
  dai_cm: measureField(MAX_ITEM_SIDE_CM),
  rong_cm: measureField(MAX_ITEM_SIDE_CM),
  cao_cm: measureField(MAX_ITEM_SIDE_CM),
};
export const PRODUCT_MEASURE_KEYS = ['khoi_luong_g', 'dai_cm', 'rong_cm', 'cao_cm'] as const;

export const productCodeSchema = v.pipe(
  v.optional(v.string(code('PRODUCT_CODE_INVALID')), ''),
  v.trim(),
  v.toUpperCase(),
  v.regex(PRODUCT_CODE, code('PRODUCT_CODE_INVALID')),
);

/** A variant in the form: an existing one keeps its `_id` (its stock is then the stored one). */
export const productVariantFormSchema = v.pipe(
  v.object({
    _id: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/, code('PRODUCT_VARIANT_EMPTY')))),
    gia_tri_bien_the_1: text(60, 'PRODUCT_VARIANT_EMPTY'),
    gia_tri_bien_the_1_eng: text(60, 'PRODUCT_VARIANT_EMPTY'),
    gia_tri_bien_the_2: text(60, 'PRODUCT_VARIANT_EMPTY'),
    gia_ban_le: moneyField(0, PRODUCT_MAX_PRICE, code('PRODUCT_PRICE_INVALID')),
    ton: v.optional(whole(PRODUCT_MAX_STOCK, 'PRODUCT_STOCK_INVALID'), 0),
    online: v.optional(v.boolean(), true),
    ...productMeasureFields,
  }),
  v.check(
    (variant) => variant.gia_tri_bien_the_1 !== '' || variant.gia_tri_bien_the_2 !== '',
    code('PRODUCT_VARIANT_EMPTY'),
  ),
);
export type ProductVariantForm = v.InferOutput<typeof productVariantFormSchema>;

export const productPictureSchema = v.object({
  path: v.pipe(
    v.string(code('PRODUCT_PICTURE_INVALID')),
    v.regex(PICTURE_PATH, code('PRODUCT_PICTURE_INVALID')),
  ),
  alt: text(200, 'PRODUCT_PICTURE_INVALID'),
  alt_eng: text(200, 'PRODUCT_PICTURE_INVALID'),
});
export type ProductPicture = v.InferOutput<typeof productPictureSchema>;

const variantKey = (variant: Pick<ProductVariantForm, 'gia_tri_bien_the_1' | 'gia_tri_bien_the_2'>) =>
  `${variant.gia_tri_bien_the_1.toLowerCase()}\u0000${variant.gia_tri_bien_the_2.toLowerCase()}`;

/**
 * The product form (create and edit). `ton` is the stock of a product sold as one item when it is
 * created; afterwards stock moves only through stock adjustments, and the server keeps the stored
 * figure. The first picture is the main one.
 */
export const productFormSchema = v.pipe(
  v.object({
    ma_vt: productCodeSchema,
    ten_vt: required(200, 'PRODUCT_NAME_REQUIRED'),
    ten_vt_eng: required(200, 'PRODUCT_NAME_EN_REQUIRED'),
    mo_ta: text(20_000, 'PRODUCT_DESCRIPTION_TOO_LONG'),
    mo_ta_eng: text(20_000, 'PRODUCT_DESCRIPTION_TOO_LONG'),
    ma_nvt: required(40, 'PRODUCT_CATEGORY_REQUIRED'),
    /** '' = the line of the product's category. */
    ma_dong_sp: text(40, 'PRODUCT_LINE_UNKNOWN'),
    thi_truong: v.optional(v.array(productMarketSchema), ['noi-dia']),
    dvt: text(30, 'PRODUCT_UNIT_TOO_LONG'),
    dvt_eng: text(30, 'PRODUCT_UNIT_TOO_LONG'),
    gia_ban_le: moneyField(0, PRODUCT_MAX_PRICE, code('PRODUCT_PRICE_INVALID')),
    ton: v.optional(whole(PRODUCT_MAX_STOCK, 'PRODUCT_STOCK_INVALID'), 0),
    /** The VAT rate in percent included in the prices (decision 065). */
    thue_suat: v.pipe(
      v.optional(v.number('VAT_RATE_INVALID'), DEFAULT_VAT_RATE),
      v.picklist(VAT_RATES, 'VAT_RATE_INVALID'),
    ),
    thuoc_tinh: v.pipe(
      v.optional(v.array(productVariantFormSchema), []),
      v.maxLength(PRODUCT_MAX_VARIANTS, code('PRODUCT_VARIANTS_TOO_MANY')),
      v.check(
        (variants) => new Set(variants.map(variantKey)).size === variants.length,
        code('PRODUCT_VARIANT_DUPLICATE'),
      ),
    ),
    pictures: v.pipe(
      v.optional(v.array(productPictureSchema), []),
      v.maxLength(PRODUCT_MAX_PICTURES, code('PRODUCT_PICTURES_TOO_MANY')),
    ),
    noi_bat: v.optional(v.boolean(), false),
    online: v.optional(v.boolean(), true),
    ...productMeasureFields,
  }),
);
export type ProductFormInput = v.InferInput<typeof productFormSchema>;
export type ProductForm = v.InferOutput<typeof productFormSchema>;

/**
 * A product's own price and stock from its variants, as the shop reads them (seed convention):
 * sold in variants, the lowest price of the variants on sale (of all when none is) and the sum of
 * their stock; sold as one item, its own.
 */
export function productFigures(
  own: { gia_ban_le: number; ton: number },
  variants: readonly { gia_ban_le: number; ton: number; online: boolean }[],
): { gia_ban_le: number; ton: number } {
  if (variants.length === 0) return own;
  const onSale = variants.filter((variant) => variant.online);
  const priced = onSale.length > 0 ? onSale : variants;
  return {
    gia_ban_le: Math.min(...priced.map((variant) => variant.gia_ban_le)),
    ton: variants.reduce((sum, variant) => sum + variant.ton, 0),
  };
}

/** The name of a duplicate: the original's with the copy suffix, within the 200 characters. */
export function copyName(name: string, language: 'vi' | 'en'): string {
  const suffix = COPY_SUFFIX[language];
  return `${name.slice(0, 200 - suffix.length)}${suffix}`;
}

// ---------------------------------------------------------------- the products list

export const PRODUCT_STOCK_FILTERS = ['all', 'in', 'out'] as const;
/** 'all' is every product but the archived ones; 'archived' only those. */
export const PRODUCT_STATUS_FILTERS = ['all', 'online', 'offline', 'archived'] as const;

export const productsQuerySchema = v.object({
  q: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(100)),
  category: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(40)),
  line: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(40)),
  stock: v.optional(v.picklist(PRODUCT_STOCK_FILTERS), 'all'),
  status: v.optional(v.picklist(PRODUCT_STATUS_FILTERS), 'all'),
  page: wholeNumberParam(1, 100_000, 1),
  limit: wholeNumberParam(1, CATALOGUE_MAX_PAGE_SIZE, CATALOGUE_PAGE_SIZE),
});
export type ProductsQueryInput = v.InferInput<typeof productsQuerySchema>;
export type ProductsQuery = v.InferOutput<typeof productsQuerySchema>;

export interface ProductRow {
  _id: string;
  ma_vt: string;
  ten_vt: string;
  ten_vt_eng: string;
  ma_nvt: string;
  /** The product's own line, else its category's. */
  ma_dong_sp: string;
  gia_ban_le: number;
  ton: number;
  picture: string;
  online: boolean;
  archived: boolean;
  variants: number;
}

export interface ProductsReply {
  items: ProductRow[];
  total: number;
  page: number;
  limit: number;
}

/** A product as stored (dmvt), with the fields the console edits. */
export interface ConsoleProduct {
  _id: string;
  ma_vt: string;
  ten_vt: string;
  ten_vt_eng: string;
  mo_ta?: string;
  mo_ta_eng?: string;
  ma_nvt: string;
  ma_dong_sp?: string;
  thi_truong?: string[];
  dvt?: string;
  dvt_eng?: string;
  gia_ban_le: number;
  ton: number;
  /** The VAT rate included in the prices (decision 065); absent = DEFAULT_VAT_RATE. */
  thue_suat?: number;
  picture?: string;
  pictures?: string[];
  /** Alt texts of `pictures`, in the same order. */
  pictures_alt?: { alt: string; alt_eng: string }[];
  thuoc_tinh?: (ProductVariantForm & { _id: string })[];
  noi_bat?: boolean;
  online?: boolean;
  archived?: boolean;
  date_created?: string;
  [field: string]: unknown;
}

/** GET console/products/{id}: the product and how many order lines name it. */
export interface ConsoleProductReply {
  product: ConsoleProduct;
  order_lines: number;
}

/** A write's reply: the product as saved and what was done, in the caller's language. */
export interface ProductWriteReply {
  product: ConsoleProduct;
  message: string;
}

/** POST console/products/{id}/remove: deleted, or archived because orders name it. */
export interface ProductRemoveReply {
  outcome: 'deleted' | 'archived';
  product: ConsoleProduct;
  message: string;
}

/** POST console/products/{id}/duplicate: the copy's code. */
export const duplicateProductSchema = v.object({ ma_vt: productCodeSchema });

// ---------------------------------------------------------------- categories and product lines

export const CATALOGUE_KINDS = ['categories', 'lines'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

const pictureOrBlank = v.pipe(
  v.optional(v.string(code('PRODUCT_PICTURE_INVALID')), ''),
  v.trim(),
  v.check((path) => path === '' || PICTURE_PATH.test(path), code('PRODUCT_PICTURE_INVALID')),
);

export const CATALOGUE_DESCRIPTION_MAX = 500;
export const CATALOGUE_ALT_MAX = 200;

/**
 * A category's or product line's form; its code is chosen at creation and kept. The description
 * (one or two sentences per language) is the category page's intro and meta description; the
 * picture (the shop's tile) has an alt text per language.
 */
export const catalogueItemFormSchema = v.object({
  ma: v.pipe(
    v.optional(v.string(code('CATALOGUE_CODE_INVALID')), ''),
    v.trim(),
    v.regex(CATALOGUE_CODE, code('CATALOGUE_CODE_INVALID')),
  ),
  ten: required(100, 'CATALOGUE_NAME_REQUIRED'),
  ten_eng: required(100, 'CATALOGUE_NAME_REQUIRED'),
  mo_ta: text(CATALOGUE_DESCRIPTION_MAX, 'CATALOGUE_DESCRIPTION_TOO_LONG'),
  mo_ta_eng: text(CATALOGUE_DESCRIPTION_MAX, 'CATALOGUE_DESCRIPTION_TOO_LONG'),
  picture: pictureOrBlank,
  picture_alt: text(CATALOGUE_ALT_MAX, 'CATALOGUE_ALT_TOO_LONG'),
  picture_alt_eng: text(CATALOGUE_ALT_MAX, 'CATALOGUE_ALT_TOO_LONG'),
});
export type CatalogueItemFormInput = v.InferInput<typeof catalogueItemFormSchema>;
export type CatalogueItemForm = v.InferOutput<typeof catalogueItemFormSchema>;
export const catalogueItemEditSchema = v.omit(catalogueItemFormSchema, ['ma']);
export type CatalogueItemEditInput = v.InferInput<typeof catalogueItemEditSchema>;

/** The new display order: every item's id once. */
export const catalogueOrderSchema = v.object({
  ids: v.pipe(
    v.array(
      v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/, code('CATALOGUE_ORDER_INVALID'))),
      code('CATALOGUE_ORDER_INVALID'),
    ),
    v.minLength(1, code('CATALOGUE_ORDER_INVALID')),
    v.maxLength(500, code('CATALOGUE_ORDER_INVALID')),
  ),
});

/**
 * A category or a product line as the console lists it: the fields the two share, as a category
 * (ecomcategories) names them, its place in the display order and how many products use it.
 */
export interface CatalogueItem
  extends Pick<
    Category,
    | '_id'
    | 'ma'
    | 'ten'
    | 'ten_eng'
    | 'slug'
    | 'mo_ta'
    | 'mo_ta_eng'
    | 'picture'
    | 'picture_alt'
    | 'picture_alt_eng'
  > {
  sst: number;
  /** Products that use it (a line: the products of its own or, without one, of its category). */
  products: number;
  [field: string]: unknown;
}

export interface CatalogueItemReply {
  item: CatalogueItem;
  message: string;
}
