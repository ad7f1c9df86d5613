import type { ProductReviewsQuery } from '@shop/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';

/** A product's published reviews, one page at a time, and the shopper's own (decision 047). */
export const reviewQueries = {
  all: () => ['reviews'] as const,
  product: (maVt: string, query: ProductReviewsQuery = {}) =>
    queryOptions({
      queryKey: [
        ...reviewQueries.all(),
        'product',
        maVt,
        query.order ?? 'newest',
        query.stars ?? 0,
        query.page ?? 1,
      ] as const,
      queryFn: async () => (await getApiClient()).productReviews(maVt, query),
      placeholderData: keepPreviousData,
    }),
  /** The logged-in shopper's delivered lines, each with its review once written. */
  mine: () =>
    queryOptions({
      queryKey: [...reviewQueries.all(), 'mine'] as const,
      queryFn: async () => (await getApiClient()).myReviews(),
      staleTime: 0,
    }),
};
