import type { PaymentsQuery } from '@shop/domain/payments';
import { getConsoleApi } from '@/lib/api';
import { consoleQuery, pollingList } from '@/lib/console-query';
import { saveFile } from '@shop/browser-kit/save-file';
import { TRANSFERS_POLL_MS } from './transfer-queries';

export const paymentQueries = {
  all: () => ['payments'] as const,
  /** The span's movements; a new transfer shows within seconds, as the transfers list does. */
  list: (query: Partial<PaymentsQuery>) =>
    consoleQuery(
      [...paymentQueries.all(), query],
      (api) => api.payments(query),
      pollingList(TRANSFERS_POLL_MS),
    ),
};

/** Downloads the movements the screen's filters select as the server's CSV, under its file name. */
export async function downloadPayments(query: Partial<PaymentsQuery>): Promise<void> {
  const { blob, fileName } = await (await getConsoleApi()).exportPayments(query);
  saveFile(blob, fileName);
}
