import type { StockHistoryQueryInput, StockQueryInput } from '@shop/domain/catalogue';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { consoleQuery } from '@/lib/console-query';

const paged = { placeholderData: keepPreviousData };

export const stockQueries = {
  list: (query: StockQueryInput) => consoleQuery(['stock', 'list', query], (api) => api.stock(query), paged),
  history: (query: StockHistoryQueryInput) =>
    consoleQuery(['stock', 'history', query], (api) => api.stockHistory(query), paged),
  settings: () => consoleQuery(['stock', 'settings'], (api) => api.stockSettings()),
};

/** After a write: the stock lines, their history and the dashboard's low-stock list are refetched. */
export function invalidateStock(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['stock'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['history'] }),
  ]).then(() => undefined);
}
