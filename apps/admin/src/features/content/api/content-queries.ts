import type { ContentKind, ContentQueryInput } from '@shop/domain/content';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { consoleQuery } from '@/lib/console-query';

const all = ['content'] as const;

export const contentQueries = {
  all: () => all,
  list: (query: ContentQueryInput) =>
    consoleQuery([...all, 'list', query], (api) => api.listContent(query), {
      placeholderData: keepPreviousData,
    }),
  item: (kind: ContentKind, id: string) =>
    consoleQuery([...all, 'item', kind, id], (api) => api.contentItem(kind, id)),
};

/** After a write: every list and item of content is read again. */
export function invalidateContent(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: all });
}
