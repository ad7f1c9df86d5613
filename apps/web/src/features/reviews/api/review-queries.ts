import type { ProductReviewsQuery } from '@shop/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-query';

/** A product's published reviews, one page at a time, and the shopper's own (decision 047). */
export const reviewQueries = {
  all: () => ['reviews'] as const,
  product: (maVt: string, query: ProductReviewsQuery = {}) =>
    apiQuery(
      [...reviewQueries.all(), 'product', maVt, query.order ?? 'newest', query.stars ?? 0, query.page ?? 1],
      (client) => client.productReviews(maVt, query),
      { placeholderData: keepPreviousData },
    ),
  /** The logged-in shopper's delivered lines, each with its review once written. */
  mine: () => apiQuery([...reviewQueries.all(), 'mine'], (client) => client.myReviews(), { staleTime: 0 }),
};
