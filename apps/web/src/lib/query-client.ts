import { type QueryCache, QueryClient } from '@tanstack/react-query';

/** SPEC §9: site queries are fresh for 60 s and cached for 24 h. */
export const STALE_TIME_MS = 60_000;
export const CACHE_TIME_MS = 24 * 60 * 60 * 1000;

/** `queryCache`: the server's renders pass one that shares the site-wide data (lib/shared-query-data.ts). */
export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new QueryClient({
    ...(queryCache ? { queryCache } : {}),
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, gcTime: CACHE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
