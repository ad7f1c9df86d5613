import type { ProductReviewsQuery } from '@shop/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';

/** A product's published reviews, one page at a time (decision 047). */
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
};
