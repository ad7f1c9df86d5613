import { useQuery } from '@tanstack/react-query';
import { cartQueries } from './cart-queries';
import type { CartLineView } from './cart-line-cache';

/** The caller's cart lines (empty when the cart cannot be read: SPEC §8). */
export function useCartLines() {
  const query = useQuery(cartQueries.lines());
  return { lines: (query.data ?? []) as CartLineView[], isPending: query.isPending };
}
