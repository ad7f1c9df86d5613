import type { InboxQueryInput } from '@shop/domain/console';
import { consoleQuery, pollingList } from '@/lib/console-query';

/** New orders show within 5 s without a reload: the inbox and the badge poll (decision 016). */
export const INBOX_POLL_MS = 4_000;

/** One query-options factory for the console's orders; keys are hierarchical under ['orders']. */
export const orderQueries = {
  all: () => ['orders'] as const,
  inbox: (query: InboxQueryInput) =>
    consoleQuery(
      [...orderQueries.all(), 'inbox', query],
      (api) => api.listInbox(query),
      pollingList(INBOX_POLL_MS),
    ),
  /** How many orders wait for confirmation, for the frame's badge. */
  newCount: () =>
    consoleQuery(
      [...orderQueries.all(), 'new-count'],
      async (api) => (await api.listInbox({ status: '0', limit: '1' })).total,
      { refetchInterval: INBOX_POLL_MS },
    ),
  detail: (id: string) => consoleQuery([...orderQueries.all(), 'detail', id], (api) => api.order(id)),
  filters: () =>
    consoleQuery([...orderQueries.all(), 'filters'], (api) => api.inboxFilters(), { staleTime: 10 * 60_000 }),
};
