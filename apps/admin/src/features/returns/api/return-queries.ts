import type { ReturnStatus } from '@shop/domain/returns';
import { keepPreviousData } from '@tanstack/react-query';
import { consoleQuery } from '@/lib/console-query';

const all = ['returns'] as const;

/** The console's returns and exchanges (issue 33), under ['returns', …]. */
export const returnQueries = {
  all: () => all,
  list: (status: ReturnStatus, page: number) =>
    consoleQuery(
      [...all, 'list', status, page],
      (api) => api.returns({ status, ...(page > 1 ? { page } : {}) }),
      {
        placeholderData: keepPreviousData,
      },
    ),
  detail: (id: string) => consoleQuery([...all, 'detail', id], (api) => api.returnDetail(id)),
};
