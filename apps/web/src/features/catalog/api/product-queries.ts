import type { Product } from '@shop/api-client';
import type { ApiClient } from '@/lib/api';
import { apiQuery } from '@/lib/api-query';

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
    apiQuery([...productQueries.lists(), params], (client) => client.listProducts(params)),
  /** A page of a list together with the number of matches, fetched side by side. */
  page: (params: ProductListParams) =>
    apiQuery([...productQueries.lists(), 'page', params], async (client): Promise<ProductPage> => {
      const [products, total] = await Promise.all([
        client.listProducts(params),
        client.count('dmvt', params.q),
      ]);
      return { products, total };
    }),
  /** One product by its code (ma_vt); null when no product has it. */
  detail: (maVt: string) =>
    apiQuery(
      [...productQueries.all(), 'detail', maVt],
      async (client): Promise<Product | null> => (await client.getProduct(maVt)) ?? null,
    ),
};
