import { queryOptions } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

export const scheduleQueries = {
  all: () => ['schedules'] as const,
  list: () =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'list'] as const,
      queryFn: async () => (await getConsoleApi()).schedules(),
      // Runs happen on the server's clock: keep next and last runs fresh while the page is open.
      refetchInterval: 5_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'detail', id] as const,
      queryFn: async () => (await getConsoleApi()).schedule(id),
    }),
  targets: () =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'targets'] as const,
      queryFn: async () => (await getConsoleApi()).scheduleTargets(),
    }),
};
