import type { QueryClient } from '@tanstack/react-query';
import { consoleQuery } from '@/lib/console-query';

/** The timeline of one item (GET console/history/{collection}/{id}). */
export const historyQuery = (collection: string, id: string) =>
  consoleQuery(['history', collection, id], (api) => api.history(collection, id));

/** After saving an item: its timeline is read again (call from the save's onSuccess). */
export function invalidateItemHistory(client: QueryClient, collection: string, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: ['history', collection, id] });
}
