import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

/** The timeline of one item (GET console/history/{collection}/{id}). */
export const historyQuery = (collection: string, id: string) =>
  queryOptions({
    queryKey: ['history', collection, id],
    queryFn: async () => (await getConsoleApi()).history(collection, id),
  });

/** After saving an item: its timeline is read again (call from the save's onSuccess). */
export function invalidateItemHistory(client: QueryClient, collection: string, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: ['history', collection, id] });
}
