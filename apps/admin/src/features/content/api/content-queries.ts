import type { ContentKind, ContentQueryInput } from '@shop/domain/content';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

export const contentQueries = {
  all: () => ['content'] as const,
  list: (query: ContentQueryInput) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'list', query],
      queryFn: async () => (await getConsoleApi()).listContent(query),
      placeholderData: keepPreviousData,
    }),
  item: (kind: ContentKind, id: string) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'item', kind, id],
      queryFn: async () => (await getConsoleApi()).contentItem(kind, id),
    }),
};

/** After a write: every list and item of content is read again. */
export function invalidateContent(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: contentQueries.all() });
}
