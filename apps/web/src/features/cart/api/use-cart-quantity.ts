import { useQueryClient } from '@tanstack/react-query';
import { type QuantityChange, planQuantity } from '../lib/quantity-change';
import { type CartLineView, shownQuantity, showPendingQuantity } from './cart-line-cache';
import { notifyAboveStock } from './cart-notices';
import { quantitySyncFor } from './quantity-sync-registry';
import { useRemoveCartLine } from './use-remove-cart-line';

/**
 * Applies a quantity change to a line: the domain's rules first (cap, reset, ask to remove), the
 * new quantity shown at once, and sent through the per-line sync (rapid clicks coalesce; the
 * line settles on the server's reply).
 */
export function useCartQuantity() {
  const queryClient = useQueryClient();
  const { askToRemove } = useRemoveCartLine();

  return (line: CartLineView, change: QuantityChange) => {
    const sync = quantitySyncFor(queryClient);
    // Count from the newest quantity asked for, even if a refetch replaced the shown one.
    const current = sync.latest(line._id) ?? shownQuantity(line);
    const plan = planQuantity(change, current, line.ton);
    if (plan.isAboveStock) void notifyAboveStock();
    if (plan.send) {
      showPendingQuantity(queryClient, line._id, plan.quantity);
      sync.request(line._id, plan.quantity);
    }
    if (plan.askRemove) void askToRemove(line._id);
    return plan.quantity;
  };
}
