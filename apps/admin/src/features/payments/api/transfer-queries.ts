import type { BankTransferOutcome } from '@shop/domain/payments';
import { consoleQuery, pollingList } from '@/lib/console-query';

/** A new notification shows within seconds without a reload, as new orders do. */
export const TRANSFERS_POLL_MS = 5_000;

export type TransferFilter = BankTransferOutcome | 'all';

export const transferQueries = {
  all: () => ['bank-transfers'] as const,
  list: (outcome: TransferFilter) =>
    consoleQuery(
      [...transferQueries.all(), outcome],
      (api) => api.bankTransfers(outcome),
      pollingList(TRANSFERS_POLL_MS),
    ),
};
