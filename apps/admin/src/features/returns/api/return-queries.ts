import type { ReturnStatus } from '@shop/domain/returns';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

/** The console's returns and exchanges (issue 33), under ['returns', …]. */
export const returnQueries = {
  all: () => ['returns'] as const,
  list: (status: ReturnStatus, page: number) =>
    queryOptions({
      queryKey: [...returnQueries.all(), 'list', status, page] as const,
      queryFn: async () => (await getConsoleApi()).returns({ status, ...(page > 1 ? { page } : {}) }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...returnQueries.all(), 'detail', id] as const,
      queryFn: async () => (await getConsoleApi()).returnDetail(id),
    }),
};
