import type { CartLineReply } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';
import { CART_KEY } from './cart-queries';
import { createQuantitySync, type QuantitySync } from '../lib/quantity-sync';
import { settleLine } from './cart-line-cache';
import { notifyAboveStock, notifyCartError } from './cart-notices';

// One sync per query client, so every quantity control of the page (and a remount) shares the
// pending quantities: a click is never counted twice or lost between components.
const syncs = new WeakMap<QueryClient, QuantitySync<CartLineReply>>();

export function quantitySyncFor(queryClient: QueryClient): QuantitySync<CartLineReply> {
  const existing = syncs.get(queryClient);
  if (existing) return existing;
  const sync = createQuantitySync<CartLineReply>({
    send: async (id, quantity) => (await getApiClient()).updateCartLine(id, quantity),
    onSettled: (_id, reply, sent) => {
      settleLine(queryClient, reply);
      // The server kept less than asked (stock changed meanwhile): say so, show its quantity.
      if (reply.sl_xuat !== sent) void notifyAboveStock(reply.message);
    },
    onError: (_id, error) => {
      void notifyCartError(error);
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
  });
  syncs.set(queryClient, sync);
  return sync;
}
