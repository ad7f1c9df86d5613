import type { CatalogueKind, ProductsQueryInput } from '@shop/domain/catalogue';
import { keepPreviousData } from '@tanstack/react-query';
import { consoleQuery } from '@/lib/console-query';

/** Products, categories and lines of the console; invalidate `catalogueKey` after any write. */
export const catalogueKey = ['catalogue'] as const;

export const catalogueQueries = {
  products: (query: ProductsQueryInput) =>
    consoleQuery([...catalogueKey, 'products', query], (api) => api.products(query), {
      placeholderData: keepPreviousData,
    }),
  product: (id: string) => consoleQuery([...catalogueKey, 'product', id], (api) => api.product(id)),
  items: (kind: CatalogueKind) =>
    consoleQuery([...catalogueKey, 'items', kind], (api) => api.catalogueItems(kind)),
};
