import { queryOptions } from '@tanstack/react-query';
import { getAuthApi } from '@/lib/api';

export const sessionQueries = {
  all: () => ['session'] as const,
  /** GET /api/user with the session's token. Not retried: a refused token means logged out. */
  user: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'user'] as const,
      queryFn: async () => (await getAuthApi()).getUser(),
      retry: false,
    }),
};
