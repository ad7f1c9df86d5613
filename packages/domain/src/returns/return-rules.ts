import type { Vnd } from '../primitives/money.js';

/** How long after delivery a shopper may ask for a return or an exchange, unless the shop sets another (issue 33). */
export const DEFAULT_RETURN_WINDOW_HOURS = 48;

/** Why a shopper sends something back: the list of the request form; 'other' comes with a text. */
export const RETURN_REASONS = [
  'damaged',
  'wrong-item',
  'not-as-described',
  'expired',
  'changed-mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The reasons that are the shop's fault: only these can bring the shipping fee back. */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = [
  'damaged',
  'wrong-item',
  'not-as-described',
  'expired',
];

const HOUR_MS = 3_600_000;

/** Whether `now` is within the return window after delivery (its last millisecond included). */
export function isWithinReturnWindow(
  deliveredAt: Date,
  now: Date,
  windowHours = DEFAULT_RETURN_WINDOW_HOURS,
) {
  const elapsed = now.getTime() - deliveredAt.getTime();
  return elapsed >= 0 && elapsed <= windowHours * HOUR_MS;
}

/** A delivered order's line as the return rules read it. */
export interface ReturnOrderLine {
  /** Units delivered (sl_xuat). */
  readonly quantity: number;
  /** What the line cost after its own discount (tien_hang_nt − tien_ck). */
  readonly amount: Vnd;
}

/** A delivered order as the return rules read it. */
export interface ReturnOrder {
  readonly lines: readonly ReturnOrderLine[];
  /** Reductions of the whole order: vouchers and order discounts (tien_evoucher…). */
  readonly orderReductions: Vnd;
  /** The shipping the shopper paid (tien_phi_vc − tien_freeship). */
  readonly shippingPaid: Vnd;
}

/** One line of a return request: the line's index in the order and how many units. */
export interface ReturnRequestLine {
  readonly line: number;
  readonly quantity: number;
}

export type ReturnCheck =
  | { ok: true }
  | { ok: false; code: 'RETURN_EMPTY' }
  | { ok: false; code: 'RETURN_LINE_UNKNOWN' | 'RETURN_QUANTITY_TOO_HIGH'; line: number };

/**
 * What each line was paid: its amount after its share of the order's reductions, shared in
 * proportion to the line amounts; the đồng left by the division go to the largest remainders
 * (the first line on a tie), so the shares add up to exactly what the goods were paid.
 * Reductions larger than the goods count as the goods.
 */
export function paidPerLine(order: ReturnOrder): Vnd[] {
  const amounts = order.lines.map((line) => BigInt(Math.max(0, line.amount)));
  const goods = amounts.reduce((sum, amount) => sum + amount, 0n);
  if (goods === 0n) return amounts.map(() => 0);
  const reductions = BigInt(Math.min(Math.max(0, order.orderReductions), Number(goods)));
  const parts = amounts.map((amount, index) => ({
    index,
    share: (amount * reductions) / goods,
    rest: (amount * reductions) % goods,
  }));
  let left = reductions - parts.reduce((sum, part) => sum + part.share, 0n);
  const byRest = [...parts].sort((a, b) =>
    a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1,
  );
  for (const part of byRest) {
    if (left === 0n) break;
    part.share += 1n;
    left -= 1n;
  }
  return parts.map((part) => Number((amounts[part.index] ?? 0n) - part.share));
}

/** Units of each line that can still come back: delivered minus already returned, never below 0. */
export function returnableQuantities(order: ReturnOrder, returned: readonly number[]): number[] {
  return order.lines.map((line, index) => Math.max(0, line.quantity - (returned[index] ?? 0)));
}

/**
 * Checks a request against the order: at least one unit, known lines, and per line (all its
 * request lines together) at most what was delivered minus what already came back.
 */
export function checkReturnRequest(
  order: ReturnOrder,
  returned: readonly number[],
  request: readonly ReturnRequestLine[],
): ReturnCheck {
  const wanted = new Map<number, number>();
  for (const item of request) {
    if (!Number.isInteger(item.line) || item.line < 0 || item.line >= order.lines.length)
      return { ok: false, code: 'RETURN_LINE_UNKNOWN', line: item.line };
    if (!Number.isInteger(item.quantity) || item.quantity < 0)
      return { ok: false, code: 'RETURN_QUANTITY_TOO_HIGH', line: item.line };
    wanted.set(item.line, (wanted.get(item.line) ?? 0) + item.quantity);
  }
  const left = returnableQuantities(order, returned);
  for (const [line, quantity] of wanted)
    if (quantity > (left[line] ?? 0)) return { ok: false, code: 'RETURN_QUANTITY_TOO_HIGH', line };
  if ([...wanted.values()].every((quantity) => quantity === 0)) return { ok: false, code: 'RETURN_EMPTY' };
  return { ok: true };
}

export interface ReturnRefund {
  lines: { line: number; quantity: number; amount: Vnd }[];
  /** The shipping paid, when this return brings the whole order back for the shop's fault; else 0. */
  shipping: Vnd;
  total: Vnd;
}

/**
 * The refund of a checked request: per line, its paid amount for the units coming back, cut so
 * that the returns of a line, whatever their sizes, add up to exactly what it was paid
 * (⌊paid × (before + units) / delivered⌋ − ⌊paid × before / delivered⌋); the shipping only when,
 * with this return, every unit of the order has come back and the reason is the shop's fault.
 */
export function refundOfReturn(
  order: ReturnOrder,
  returned: readonly number[],
  request: readonly ReturnRequestLine[],
  reason: ReturnReason,
): ReturnRefund {
  const paid = paidPerLine(order);
  const wanted = new Map<number, number>();
  for (const item of request)
    if (item.quantity > 0) wanted.set(item.line, (wanted.get(item.line) ?? 0) + item.quantity);
  const lines = [...wanted].map(([line, quantity]) => {
    const delivered = order.lines[line]?.quantity ?? 0;
    const before = returned[line] ?? 0;
    const linePaid = BigInt(paid[line] ?? 0);
    const upTo = (units: number) => (delivered === 0 ? 0n : (linePaid * BigInt(units)) / BigInt(delivered));
    return { line, quantity, amount: Number(upTo(before + quantity) - upTo(before)) };
  });
  const after = order.lines.map((_, index) => (returned[index] ?? 0) + (wanted.get(index) ?? 0));
  const isWholeOrder = order.lines.every((line, index) => (after[index] ?? 0) >= line.quantity);
  const shipping = isWholeOrder && SHOP_FAULT_REASONS.includes(reason) ? Math.max(0, order.shippingPaid) : 0;
  return { lines, shipping, total: lines.reduce((sum, line) => sum + line.amount, 0) + shipping };
}
