import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@shop/api-client';

/** Console data is fresh for 10 s; a refused call (4xx) is not retried, it will not change. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
}
