import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: site queries are fresh for 60 s and cached for 24 h. */
export const STALE_TIME_MS = 60_000;
export const CACHE_TIME_MS = 24 * 60 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, gcTime: CACHE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
