import type { BankTransferOutcome } from '@shop/domain/payments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

/** A new notification shows within seconds without a reload, as new orders do. */
export const TRANSFERS_POLL_MS = 5_000;

export type TransferFilter = BankTransferOutcome | 'all';

export const transferQueries = {
  all: () => ['bank-transfers'] as const,
  list: (outcome: TransferFilter) =>
    queryOptions({
      queryKey: [...transferQueries.all(), outcome],
      queryFn: async () => (await getConsoleApi()).bankTransfers(outcome),
      refetchInterval: TRANSFERS_POLL_MS,
      refetchIntervalInBackground: false,
      placeholderData: keepPreviousData,
    }),
};
