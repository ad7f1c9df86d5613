import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@shop/api-client';
import { type ApiClient, getApiClient } from '@/lib/api';

export type ProductListParams = NonNullable<Parameters<ApiClient['listProducts']>[0]>;

/** One page of products and how many match in all (for the pagination). */
export type ProductPage = { products: Product[]; total: number };

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
  /** A page of a list together with the number of matches, fetched side by side. */
  page: (params: ProductListParams) =>
    queryOptions({
      queryKey: [...productQueries.lists(), 'page', params] as const,
      queryFn: async (): Promise<ProductPage> => {
        const client = await getApiClient();
        const [products, total] = await Promise.all([
          client.listProducts(params),
          client.count('dmvt', params.q),
        ]);
        return { products, total };
      },
    }),
  /** One product by its code (ma_vt); null when no product has it. */
  detail: (maVt: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'detail', maVt] as const,
      queryFn: async (): Promise<Product | null> => (await (await getApiClient()).getProduct(maVt)) ?? null,
    }),
};
