// The shop's fixed lists of slugs, kept apart from their valibot schemas (schemas/product.ts,
// schemas/content.ts): the shop's first script needs the lists for its routes, and importing them
// from the schemas took valibot and the whole message table into it.

/**
 * The five product categories of SPEC §2 (ma_nvt), as the seed creates them. The shop does not
 * read this list: its categories are the data of `ecomcategories` (loai 'san-pham'), which the
 * console creates, renames, reorders and deletes (decision 030); these five are its seeded rows.
 */
export const PRODUCT_CATEGORIES = ['tra', 'ca-phe', 'nong-san', 'nuoc-tang-luc', 'nuoc-ep-oi'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * A category's or product line's code, also its slug (/san-pham/{slug}): 2–40 lower-case
 * unaccented letters and digits, words joined by single dashes.
 */
export const CATALOGUE_CODE = /^(?=.{2,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `value` is shaped like a category slug (whether such a category exists is the data's). */
export function isCategorySlug(value: unknown): value is string {
  return typeof value === 'string' && CATALOGUE_CODE.test(value);
}

/** Market slugs (thi_truong), also the routes /noi-dia and /xuat-khau. */
export const PRODUCT_MARKETS = ['noi-dia', 'xuat-khau'] as const;
export type ProductMarket = (typeof PRODUCT_MARKETS)[number];

/** News category slugs (loai_tin_tuc), also the routes /tin-tuc/{slug}. */
export const NEWS_CATEGORIES = ['tra', 'ca-phe', 'nong-san'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
