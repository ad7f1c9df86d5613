import { authQuery } from '@/lib/api-query';

export const sessionQueries = {
  all: () => ['session'] as const,
  /** GET /api/user with the session's token. Not retried: a refused token means logged out. */
  user: () => authQuery([...sessionQueries.all(), 'user'], (auth) => auth.getUser(), { retry: false }),
};
