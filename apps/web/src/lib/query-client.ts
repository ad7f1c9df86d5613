import { type QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';

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

/**
 * After a write to the server, the queries under `queryKey` are read again. A read begun before the
 * write is cancelled first: TanStack Query's refetch reuses a read still in flight when the query has
 * no data yet (the page's first read of the cart or the wishlist, right after load), and that read's
 * answer, older than the write, would then stand (a product kept, the button still saying it is not).
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
