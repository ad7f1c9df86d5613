import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';

export const productLineQueries = {
  all: () => ['product-lines'] as const,
  /** SPEC §7 "Site queries": the product lines of the food branch ('NS'), limit 100. */
  list: () =>
    queryOptions({
      queryKey: [...productLineQueries.all(), 'list'] as const,
      queryFn: async () => (await getApiClient()).listProductLines(),
    }),
};
