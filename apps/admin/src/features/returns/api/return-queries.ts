import type { ReturnStatus } from '@shop/domain/returns';
import { consoleQuery, statusListQuery } from '@/lib/console-query';

const all = ['returns'] as const;

/** The console's returns and exchanges (issue 33), under ['returns', …]. */
export const returnQueries = {
  all: () => all,
  list: (status: ReturnStatus, page: number) =>
    statusListQuery(all, status, page, (api, query) => api.returns(query)),
  detail: (id: string) => consoleQuery([...all, 'detail', id], (api) => api.returnDetail(id)),
};
