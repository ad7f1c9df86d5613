import type { ProductMarket } from '@shop/domain/catalogue';
import type { QueryClient } from '@tanstack/react-query';
import { marketProductsParams } from '../lib/catalog-params';
import { productQueries } from './product-queries';

/**
 * A market route's loader: its products start loading with the route, and the page shows its
 * skeleton until they come. Apart from the page's module, so the route's loader stays small.
 */
export function loadMarketProducts(queryClient: QueryClient, market: ProductMarket) {
  return queryClient.ensureQueryData(productQueries.list(marketProductsParams(market))).catch(() => null);
}
