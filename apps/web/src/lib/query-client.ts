import { RereadingQueryClient } from '@shop/browser-kit/query-client';
import type { QueryCache, QueryClient, QueryKey } from '@tanstack/react-query';

/** SPEC §9: site queries are fresh for 60 s and cached for 24 h. */
export const STALE_TIME_MS = 60_000;
export const CACHE_TIME_MS = 24 * 60 * 60 * 1000;

/** `queryCache`: the server's renders pass one that shares the site-wide data (lib/shared-query-data.ts). */
export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new RereadingQueryClient({
    ...(queryCache ? { queryCache } : {}),
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, gcTime: CACHE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * After a write to the server, the queries under `queryKey` are read again. Every read of them begun
 * before the write and still in flight is cancelled first, or its answer, older than the write, would
 * stand (a product kept, the button still saying it is not). The client (RereadingQueryClient) does
 * so for the queries it reads again, those a screen shows; this also reaches one no screen shows yet
 * (a route's prefetch of the cart or the wishlist), which the invalidation only marks, and whose read
 * would then land after it and count as fresh.
 * `showNow` updates the cached data at once, after that cancel (which puts back the data the
 * cancelled read began with).
 */
export async function rereadAfterWrite(
  queryClient: QueryClient,
  queryKey: QueryKey,
  showNow?: () => void,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  showNow?.();
  await queryClient.invalidateQueries({ queryKey });
}
