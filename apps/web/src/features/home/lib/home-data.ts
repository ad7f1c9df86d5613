import type { Locale } from '@shop/domain/primitives';
import type { QueryClient } from '@tanstack/react-query';
import {
  activePromotionCodes,
  featuredProductsParams,
  productLineQueries,
  productQueries,
  promotedProductsParams,
  promotionQueries,
} from '@/features/catalog';
import { newsQueries } from '@/features/news';

export const FEATURED_PRODUCTS = featuredProductsParams(8);

/**
 * Loads every section's data (the promoted products once the promotions are known). The server
 * awaits it, so its HTML holds every section (decision 022); a browser navigating here shows each
 * section's skeleton until its data arrives. Never rejects: a failed section shows its own error.
 */
export async function prefetchHome(queryClient: QueryClient, language: Locale): Promise<void> {
  const promoted = queryClient.fetchQuery(promotionQueries.list()).then((promotions) => {
    const codes = activePromotionCodes(promotions, new Date());
    if (codes.length > 0)
      return queryClient.prefetchQuery(productQueries.list(promotedProductsParams(codes)));
  });
  await Promise.all([
    queryClient.prefetchQuery(productQueries.list(FEATURED_PRODUCTS)),
    queryClient.prefetchQuery(productLineQueries.list()),
    queryClient.prefetchQuery(newsQueries.list(language)),
    promoted.catch(() => undefined),
  ]);
}
