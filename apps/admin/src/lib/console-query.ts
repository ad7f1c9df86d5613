import type { ApiClient } from '@shop/api-client';
import { keepPreviousData, type QueryKey, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { getConsoleApi } from './api';

type ConsoleCalls = ApiClient['console'];

/**
 * The options of a query read through the console's calls: `read` is given the API client, so a
 * factory entry names its key and its call (`consoleQuery([...keys, id], (api) => api.voucher(id))`);
 * `options` adds polling, a stale time or the previous page kept while the next one loads.
 */
export function consoleQuery<TData, const TKey extends QueryKey>(
  queryKey: TKey,
  read: (api: ConsoleCalls) => Promise<TData>,
  options?: Omit<UseQueryOptions<TData, Error, TData, TKey>, 'queryKey' | 'queryFn'>,
) {
  return queryOptions({ ...options, queryKey, queryFn: async () => read(await getConsoleApi()) });
}

/**
 * A list that shows new rows within seconds without a reload: read again every `ms` while the tab is
 * in front, the page shown kept while the next one loads.
 */
export const pollingList = (ms: number) =>
  ({ refetchInterval: ms, refetchIntervalInBackground: false, placeholderData: keepPreviousData }) as const;

/**
 * One status tab's page of a list (returns, reviews), under [...key, 'list', status, page]: `read`
 * is given the status and the page past the first (the first is the call without one), and the page
 * shown is kept while the next one loads.
 */
export function statusListQuery<TStatus extends string, TData, const TKey extends readonly string[]>(
  key: TKey,
  status: TStatus,
  page: number,
  read: (api: ConsoleCalls, query: { status: TStatus; page?: number }) => Promise<TData>,
) {
  return consoleQuery(
    [...key, 'list', status, page],
    (api) => read(api, { status, ...(page > 1 ? { page } : {}) }),
    {
      placeholderData: keepPreviousData,
    },
  );
}
