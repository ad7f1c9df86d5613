import { assertVnd, nonNegativeVnd, sumVnd, type Vnd } from '../primitives/money.js';
import type { PricedLine } from './line-pricing.js';
import type { VoucherResult } from '../promotions/voucher.js';

/** The line amounts the totals read (as priced by priceCartLine or stored on a cart line). */
export type TotalsLine = Pick<PricedLine, 'tien_hang_nt' | 'tien_ck'>;

/** The totals of a draft order, named as on the so1 document. All non-negative integers. */
export interface OrderTotals {
  /** Goods at retail: sum of tien_hang_nt. */
  readonly t_tien_hang: Vnd;
  /** Line discounts: sum of tien_ck, at most t_tien_hang. */
  readonly t_tien_ck: Vnd;
  /** Subtotal: t_tien_hang - t_tien_ck (what the free-shipping rules and vouchers read). */
  readonly t_tien_nt: Vnd;
  /** Same as t_tien_nt; the order info's provisional total. */
  readonly tempPrice: Vnd;
  /** Voucher reductions: sum of the accepted ones, at most t_tien_nt. */
  readonly tien_evoucher: Vnd;
  /** Order total: t_tien_nt - tien_evoucher. */
  readonly orderTotal: Vnd;
  /** Shipping fee. */
  readonly tien_phi_vc: Vnd;
  /** Free-shipping value, at most tien_phi_vc. */
  readonly tien_freeship: Vnd;
  /** Total payable: orderTotal + tien_phi_vc - tien_freeship. */
  readonly t_tt_nt: Vnd;
}

export interface OrderTotalsInput {
  readonly lines: readonly TotalsLine[];
  /** Voucher decisions (from applyVouchers); refused ones are ignored. */
  readonly vouchers?: readonly VoucherResult[];
  readonly shippingFee: Vnd;
  /** Free-shipping value from computeFreeShipping(subtotal, rules, shippingFee). */
  readonly freeShipping: Vnd;
}

/** The subtotal of lines: goods at retail minus line discounts (t_tien_nt), never negative. */
export function computeSubtotal(lines: readonly TotalsLine[]): Vnd {
  return sumCartLines(lines).t_tien_nt;
}

/**
 * The goods (t_tien_hang), line discounts (t_tien_ck, capped at the goods) and subtotal
 * (t_tien_nt) of lines: the amount and lineDiscount to give applyVouchers. Negative line
 * amounts count as 0; an empty list gives zeros.
 */
export function sumCartLines(lines: readonly TotalsLine[]): {
  t_tien_hang: Vnd;
  t_tien_ck: Vnd;
  t_tien_nt: Vnd;
} {
  const t_tien_hang = sumVnd(lines.map((line) => nonNegativeVnd(line.tien_hang_nt)));
  const t_tien_ck = Math.min(sumVnd(lines.map((line) => nonNegativeVnd(line.tien_ck))), t_tien_hang);
  return { t_tien_hang, t_tien_ck, t_tien_nt: t_tien_hang - t_tien_ck };
}

/**
 * The totals of a draft (SPEC §9):
 *   t_tien_nt = tempPrice = t_tien_hang - t_tien_ck
 *   orderTotal = t_tien_nt - tien_evoucher
 *   t_tt_nt = orderTotal + tien_phi_vc - tien_freeship
 * Negative inputs count as 0, line discounts are capped at the goods, voucher reductions at the
 * subtotal and free shipping at the fee, so every figure is a non-negative integer. Throws a
 * RangeError when an amount is not an integer (a bug: price lines with priceCartLine).
 */
export function calculateOrderTotals(input: OrderTotalsInput): OrderTotals {
  const { t_tien_hang, t_tien_ck, t_tien_nt } = sumCartLines(input.lines);
  const accepted = (input.vouchers ?? []).map((result) =>
    result.ok ? nonNegativeVnd(result.so_tien_giam) : 0,
  );
  const tien_evoucher = Math.min(sumVnd(accepted), t_tien_nt);
  const orderTotal = t_tien_nt - tien_evoucher;
  const tien_phi_vc = nonNegativeVnd(assertVnd(input.shippingFee, 'shippingFee'));
  const tien_freeship = Math.min(nonNegativeVnd(assertVnd(input.freeShipping, 'freeShipping')), tien_phi_vc);
  return {
    t_tien_hang,
    t_tien_ck,
    t_tien_nt,
    tempPrice: t_tien_nt,
    tien_evoucher,
    orderTotal,
    tien_phi_vc,
    tien_freeship,
    t_tt_nt: orderTotal + tien_phi_vc - tien_freeship,
  };
}
