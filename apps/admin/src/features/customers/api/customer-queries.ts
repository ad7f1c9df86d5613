import type { CustomersQueryInput } from '@shop/domain/console';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

export const customerQueries = {
  list: (query: CustomersQueryInput) =>
    queryOptions({
      queryKey: ['customers', 'list', query],
      queryFn: async () => (await getConsoleApi()).customers(query),
      placeholderData: keepPreviousData,
    }),
  detail: (key: string) =>
    queryOptions({
      queryKey: ['customers', 'detail', key],
      queryFn: async () => (await getConsoleApi()).customer(key),
    }),
};
