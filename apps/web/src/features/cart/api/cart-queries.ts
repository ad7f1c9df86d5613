import type { CartLineReply } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';

/** The root of every cart query: invalidating it refreshes the lines and the header badge. */
export const CART_KEY = ['cart'] as const;

/** Oldest first, as the original shop sorts the cart client-side by date_created (SPEC §7). */
export function sortCartLines(lines: readonly CartLineReply[]): CartLineReply[] {
  const time = (line: CartLineReply) => Date.parse(String(line.date_created ?? '')) || 0;
  return [...lines].sort((a, b) => time(a) - time(b));
}

/**
 * The caller's cart lines as the server priced them. A failed read shows an empty cart and is only
 * logged (SPEC §8). Shared by the header's mini-cart (src/ui) and the cart feature, hence here.
 */
export const cartQueries = {
  all: () => CART_KEY,
  lines: () =>
    queryOptions({
      queryKey: [...CART_KEY, 'lines'] as const,
      queryFn: async (): Promise<CartLineReply[]> => {
        try {
          const client = await getApiClient();
          return sortCartLines(await client.listCart());
        } catch (error) {
          console.warn('cart fetch failed', error);
          return [];
        }
      },
      // Every change of this browser updates or invalidates the cache itself; the short staleness
      // only spares the route loader's prefetch a second read on mount.
      staleTime: 10_000,
      retry: false,
    }),
};
