// The shop's fixed lists of slugs, kept apart from their valibot schemas (schemas/product.ts,
// schemas/content.ts): the shop's first script needs the lists for its routes, and importing them
// from the schemas took valibot and the whole message table into it.

/** Product category slugs (ma_nvt), also the routes /san-pham/{slug} of SPEC §2. */
export const PRODUCT_CATEGORIES = ['tra', 'ca-phe', 'nong-san', 'nuoc-tang-luc', 'nuoc-ep-oi'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Market slugs (thi_truong), also the routes /noi-dia and /xuat-khau. */
export const PRODUCT_MARKETS = ['noi-dia', 'xuat-khau'] as const;
export type ProductMarket = (typeof PRODUCT_MARKETS)[number];

/** News category slugs (loai_tin_tuc), also the routes /tin-tuc/{slug}. */
export const NEWS_CATEGORIES = ['tra', 'ca-phe', 'nong-san'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
