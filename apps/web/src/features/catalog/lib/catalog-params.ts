import type { ProductMarket } from '@shop/domain/catalogue';
import type { ProductListParams } from '../api/product-queries';

/** Lists never show descriptions: leave them on the server. */
const LIST_NOTFIELDS = ['mo_ta', 'mo_ta_eng'];
/** Featured first, then by code: a stable order for the showcase pages. */
const SHOWCASE_SORT = { noi_bat: -1, ma_vt: 1 } as const;
/** The whole range fits one page (45 products today); the purchase catalogue paginates. */
const SHOWCASE_LIMIT = 100;

export function allProductsParams(): ProductListParams {
  return { sort: { ...SHOWCASE_SORT }, limit: SHOWCASE_LIMIT, notfields: LIST_NOTFIELDS };
}

/** The products of a category, by its code (ma_nvt). */
export function categoryProductsParams(category: string): ProductListParams {
  return { ...allProductsParams(), q: { ma_nvt: category } };
}

/** thi_truong is a list: equality matches a product sold in that market among others. */
export function marketProductsParams(market: ProductMarket): ProductListParams {
  return { ...allProductsParams(), q: { thi_truong: market } };
}

/** Home: the featured products. */
export function featuredProductsParams(limit = 8): ProductListParams {
  return { q: { noi_bat: true }, sort: { ma_vt: 1 }, limit, notfields: LIST_NOTFIELDS };
}

/** Home: the products with a promotion (their codes come from the promotions list). */
export function promotedProductsParams(codes: readonly string[]): ProductListParams {
  return {
    q: { ma_vt: { $in: [...codes].sort() } },
    sort: { ma_vt: 1 },
    limit: 12,
    notfields: LIST_NOTFIELDS,
  };
}
