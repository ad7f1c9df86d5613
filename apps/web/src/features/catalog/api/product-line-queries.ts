import { apiQuery } from '@/lib/api-query';

export const productLineQueries = {
  all: () => ['product-lines'] as const,
  /** SPEC §7 "Site queries": the product lines of the food branch ('NS'), limit 100. */
  list: () => apiQuery([...productLineQueries.all(), 'list'], (client) => client.listProductLines()),
};
