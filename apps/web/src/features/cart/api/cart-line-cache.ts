import type { CartLineReply } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { cartQueries } from './cart-queries';

/** A cart line as shown: the server's line, with the quantity asked for while it is being sent. */
export type CartLineView = CartLineReply & { pendingQuantity?: number };

const linesKey = () => cartQueries.lines().queryKey;

/** The quantity the shopper sees: the one being sent, else the server's. */
export function shownQuantity(line: CartLineView): number {
  return line.pendingQuantity ?? line.sl_xuat;
}

function updateLines(queryClient: QueryClient, update: (lines: CartLineView[]) => CartLineView[]) {
  queryClient.setQueryData<CartLineView[]>(linesKey(), (lines) => (lines ? update(lines) : lines));
}

/** Shows `quantity` on the line at once (optimistic); its amounts stay the server's until the reply. */
export function showPendingQuantity(queryClient: QueryClient, id: string, quantity: number) {
  // A refetch landing now would carry the old quantity: stop it, the reply settles the line.
  void queryClient.cancelQueries({ queryKey: linesKey() });
  updateLines(queryClient, (lines) =>
    lines.map((line) => (line._id === id ? { ...line, pendingQuantity: quantity } : line)),
  );
}

/** Replaces the line with the server's reply (its quantity, amounts and notices). */
export function settleLine(queryClient: QueryClient, reply: CartLineReply) {
  const { message: _message, ...line } = reply;
  updateLines(queryClient, (lines) => lines.map((item) => (item._id === reply._id ? line : item)));
}

export function dropLine(queryClient: QueryClient, id: string) {
  updateLines(queryClient, (lines) => lines.filter((line) => line._id !== id));
}
