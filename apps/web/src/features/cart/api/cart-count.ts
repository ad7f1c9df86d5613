import { useQuery } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';

/**
 * Key of the badge's count, under the cart's root key: whatever invalidates `['cart']` after a
 * cart change (part 2's cart queries) refreshes the badge too.
 */
export const CART_COUNT_QUERY_KEY = ['cart', 'count'] as const;

/** Number of cart lines of the caller (the server scopes the cart to the user or the guest's uid). */
export async function fetchCartLineCount(): Promise<number> {
  const client = await getApiClient();
  return client.count('cart');
}

/**
 * The header badge's number: the count of cart lines, 0 while loading and 0 when the cart cannot be
 * read (SPEC §8: a cart fetch failure leaves the cart empty, and is only logged).
 */
export function useCartCount(): number {
  const { data } = useQuery({
    queryKey: CART_COUNT_QUERY_KEY,
    queryFn: () =>
      fetchCartLineCount().catch((error: unknown) => {
        console.warn('cart count failed', error);
        return 0;
      }),
    retry: false,
    staleTime: 30_000,
  });
  return data ?? 0;
}
