import type { Locale } from '@shop/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  featuredProductsParams,
  productLineQueries,
  productQueries,
  promotionQueries,
} from '@/features/catalog';
import { newsQueries } from '@/features/news';

export const FEATURED_PRODUCTS = featuredProductsParams(8);

/** Starts every section's query; each shows its skeleton until its data arrives. */
export function prefetchHome(queryClient: QueryClient, language: Locale): void {
  void queryClient.prefetchQuery(productQueries.list(FEATURED_PRODUCTS));
  void queryClient.prefetchQuery(promotionQueries.list());
  void queryClient.prefetchQuery(productLineQueries.list());
  void queryClient.prefetchQuery(newsQueries.list(language));
}
