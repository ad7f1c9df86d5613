import type { Promotion } from '@shop/domain/catalogue';
import type { DefaultError, EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-query';

/** Upper bound of promotions read at once; a shop runs a handful of campaigns at a time. */
const PROMOTION_LIMIT = 500;

/**
 * Every promotion (collection dmchietkhau). Which one applies is decided at render time with the
 * domain's findActivePromotion and the visitor's clock, so a cached list stays correct when a
 * campaign starts or ends.
 */
export const promotionQueries = {
  all: () => ['promotions'] as const,
  list: () =>
    apiQuery([...promotionQueries.all(), 'list'], (client) =>
      client.list<Promotion>('dmchietkhau', { limit: PROMOTION_LIMIT, sort: { hieu_luc_tu: -1 } }),
    ),
};

/**
 * A product list's loader: its products and the promotions its cards are priced with, both loaded
 * before the page renders, so the server's HTML and the hydrating render show the same prices (the
 * promotions query would otherwise start during the server's render and reach the browser before
 * hydration). The promotions never make it fail: cards then show retail prices.
 */
async function withPromotions<T>(queryClient: QueryClient, products: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([products, queryClient.prefetchQuery(promotionQueries.list())]);
  return loaded;
}

/**
 * A product list's loader: the list's query `withPromotions`. A failed list resolves to null and is
 * left to the page, which shows it with a retry button.
 */
export function loadProductList<T, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  list: EnsureQueryDataOptions<T, DefaultError, T, TQueryKey>,
): Promise<T | null> {
  return withPromotions(
    queryClient,
    queryClient.ensureQueryData(list).catch(() => null),
  );
}
