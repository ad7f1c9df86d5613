import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, getApiClient } from '../../../lib/api';

export type ProductListParams = NonNullable<Parameters<ApiClient['listProducts']>[0]>;

/**
 * Query options for products, with hierarchical keys: invalidate `productQueries.all()` to
 * refetch everything about products, `productQueries.lists()` for every list.
 * Products carry both languages' texts, so the language is not part of the key.
 */
export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (params: ProductListParams = {}) =>
    queryOptions({
      queryKey: [...productQueries.lists(), params] as const,
      queryFn: async () => (await getApiClient()).listProducts(params),
    }),
};
