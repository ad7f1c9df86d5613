import type { InboxQueryInput } from '@shop/domain/console';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

/** New orders show within 5 s without a reload: the inbox and the badge poll (decision 016). */
export const INBOX_POLL_MS = 4_000;

/** One query-options factory for the console's orders; keys are hierarchical under ['orders']. */
export const orderQueries = {
  all: () => ['orders'] as const,
  inbox: (query: InboxQueryInput) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'inbox', query],
      queryFn: async () => (await getConsoleApi()).listInbox(query),
      refetchInterval: INBOX_POLL_MS,
      refetchIntervalInBackground: false,
      placeholderData: keepPreviousData,
    }),
  /** How many orders wait for confirmation, for the frame's badge. */
  newCount: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'new-count'],
      queryFn: async () => (await (await getConsoleApi()).listInbox({ status: '0', limit: '1' })).total,
      refetchInterval: INBOX_POLL_MS,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id],
      queryFn: async () => (await getConsoleApi()).order(id),
    }),
  filters: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'filters'],
      queryFn: async () => (await getConsoleApi()).inboxFilters(),
      staleTime: 10 * 60_000,
    }),
};
