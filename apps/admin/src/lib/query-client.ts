import { ApiError } from '@shop/api-client';
import { RereadingQueryClient } from '@shop/browser-kit/query-client';
import { MutationCache, QueryCache, type QueryClient } from '@tanstack/react-query';

/**
 * Console data is fresh for 10 s; a refused call (4xx) is not retried, it will not change.
 * `onError` sees every failed query and mutation (the app ends a session the server refused).
 * A list read again after a write shows the write even when its first read was still in flight
 * (RereadingQueryClient).
 */
export function createQueryClient(onError: (error: unknown) => void = () => {}): QueryClient {
  return new RereadingQueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
}
