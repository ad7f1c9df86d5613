import type { CustomersQueryInput } from '@shop/domain/console';
import { keepPreviousData } from '@tanstack/react-query';
import { consoleQuery } from '@/lib/console-query';

export const customerQueries = {
  list: (query: CustomersQueryInput) =>
    consoleQuery(['customers', 'list', query], (api) => api.customers(query), {
      placeholderData: keepPreviousData,
    }),
  detail: (key: string) => consoleQuery(['customers', 'detail', key], (api) => api.customer(key)),
};
