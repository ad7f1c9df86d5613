import type { CatalogueKind, ProductsQueryInput } from '@shop/domain/catalogue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

/** Products, categories and lines of the console; invalidate `catalogueKey` after any write. */
export const catalogueKey = ['catalogue'] as const;

export const catalogueQueries = {
  products: (query: ProductsQueryInput) =>
    queryOptions({
      queryKey: [...catalogueKey, 'products', query],
      queryFn: async () => (await getConsoleApi()).products(query),
      placeholderData: keepPreviousData,
    }),
  product: (id: string) =>
    queryOptions({
      queryKey: [...catalogueKey, 'product', id],
      queryFn: async () => (await getConsoleApi()).product(id),
    }),
  items: (kind: CatalogueKind) =>
    queryOptions({
      queryKey: [...catalogueKey, 'items', kind],
      queryFn: async () => (await getConsoleApi()).catalogueItems(kind),
    }),
};
