import type { ConsoleEinvoice } from '@shop/domain/invoices';
import { getConsoleApi } from '@/lib/api';
import { consoleQuery } from '@/lib/console-query';
import { saveFile } from '@shop/browser-kit/save-file';

/** While an invoice waits for its provider, the screens ask again this often. */
export const EINVOICE_POLL_MS = 2_000;

export type EinvoiceFilter = ConsoleEinvoice['state'] | 'all';

const waiting = (items: readonly ConsoleEinvoice[] | undefined) =>
  items?.some((item) => item.state === 'waiting');

/** The e-invoices (decision 059), under ['einvoices', …]. */
export const einvoiceQueries = {
  all: () => ['einvoices'] as const,
  list: (filter: EinvoiceFilter) =>
    consoleQuery(
      [...einvoiceQueries.all(), 'list', filter],
      (api) => api.listEinvoices(filter === 'all' ? {} : { state: filter }),
      { refetchInterval: (query) => (waiting(query.state.data?.items) ? EINVOICE_POLL_MS : false) },
    ),
  order: (orderId: string) =>
    consoleQuery(
      [...einvoiceQueries.all(), 'order', orderId],
      async (api) => (await api.orderEinvoices(orderId)).einvoices,
      {
        refetchInterval: (query) => (waiting(query.state.data) ? EINVOICE_POLL_MS : false),
      },
    ),
};

/** Re-issues a failed invoice (the job queue calls the provider). */
export async function reissue(id: string) {
  return (await getConsoleApi()).reissueEinvoice(id);
}

/** Downloads the accountant's CSV of a period under the server's file name. */
export async function downloadEinvoices(from: string, to: string): Promise<void> {
  const { blob, fileName } = await (await getConsoleApi()).exportEinvoices(from, to);
  saveFile(blob, fileName);
}
