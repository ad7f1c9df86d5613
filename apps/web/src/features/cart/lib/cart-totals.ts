import type { CartLineReply } from '@shop/api-client';
import { sumVnd, type Vnd } from '@shop/domain/primitives';

export interface CartTotals {
  /** Goods at retail: the sum of tien_hang_nt. */
  retail: Vnd;
  /** Line discounts: the sum of tien_ck. */
  discount: Vnd;
  /** What the lines cost: the sum of the server's line amounts (tien). */
  subtotal: Vnd;
}

/**
 * The cart's totals as the server priced its lines: sums of the lines' own amounts, nothing
 * recomputed. Shipping and vouchers are only priced at checkout (SPEC §2).
 */
export function cartTotals(lines: readonly CartLineReply[]): CartTotals {
  return {
    retail: sumVnd(lines.map((line) => line.tien_hang_nt ?? line.tien ?? 0)),
    discount: sumVnd(lines.map((line) => line.tien_ck ?? 0)),
    subtotal: sumVnd(lines.map((line) => line.tien ?? 0)),
  };
}
