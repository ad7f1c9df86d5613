import type { StockHistoryQueryInput, StockQueryInput } from '@shop/domain/catalogue';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

export const stockQueries = {
  list: (query: StockQueryInput) =>
    queryOptions({
      queryKey: ['stock', 'list', query],
      queryFn: async () => (await getConsoleApi()).stock(query),
      placeholderData: keepPreviousData,
    }),
  history: (query: StockHistoryQueryInput) =>
    queryOptions({
      queryKey: ['stock', 'history', query],
      queryFn: async () => (await getConsoleApi()).stockHistory(query),
      placeholderData: keepPreviousData,
    }),
  settings: () =>
    queryOptions({
      queryKey: ['stock', 'settings'],
      queryFn: async () => (await getConsoleApi()).stockSettings(),
    }),
};

/** After a write: the stock lines, their history and the dashboard's low-stock list are refetched. */
export function invalidateStock(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['stock'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['history'] }),
  ]).then(() => undefined);
}
