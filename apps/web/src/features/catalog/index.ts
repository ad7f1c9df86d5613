// The catalogue's public entry: the lists and queries the home page composes.
export { productLineQueries } from './api/product-line-queries';
export { productQueries } from './api/product-queries';
export { promotionQueries } from './api/promotion-queries';
export { CategoryTiles } from './components/category-tiles';
export { ProductGrid } from './components/product-grid';
export { PromotedProducts } from './components/promoted-products';
export { featuredProductsParams, promotedProductsParams } from './lib/catalog-params';
export { activePromotionCodes } from './lib/promotion-codes';
