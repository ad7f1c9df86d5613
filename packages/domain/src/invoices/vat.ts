import * as v from 'valibot';
import { assertVnd, nonNegativeVnd, sumVnd, type Vnd } from '../primitives/money.js';
import { sumCartLines, type TotalsLine } from '../pricing/order-totals.js';

/**
 * The VAT rates a product can carry, in percent (decision 065): 0 (exported goods), 5 (fresh
 * agricultural products, Law on VAT 48/2024/QH15 art. 9), 10 (the general rate) and 8 (the
 * general rate reduced by 2 points from 1 July 2025 to 31 December 2026).
 */
export const VAT_RATES = [0, 5, 8, 10] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** A product's or line's VAT rate: one of {@link VAT_RATES}. */
export const vatRateSchema = v.picklist(VAT_RATES);

/**
 * The rate of a product that states none (one stored before rates existed): the general rate,
 * so the shop never declares less tax than it owes (decision 065).
 */
export const DEFAULT_VAT_RATE: VatRate = 10;

/**
 * The rate of the delivery service the shop charges: the general rate as reduced until
 * 31 December 2026 (decision 065).
 */
export const SHIPPING_VAT_RATE: VatRate = 8;

/** The rate a product or stored line states, or {@link DEFAULT_VAT_RATE} when it states none or an unknown one. */
export function vatRateOf(item: { readonly thue_suat?: unknown }): VatRate {
  const rate = item.thue_suat;
  return (VAT_RATES as readonly unknown[]).includes(rate) ? (rate as VatRate) : DEFAULT_VAT_RATE;
}

/** An amount paid, VAT included, at one rate. */
export interface VatLineInput {
  readonly amount: Vnd;
  readonly rate: VatRate;
}

/** An amount split into its price before tax (`net`) and its tax (`vat`): net + vat = amount. */
export interface VatSplit {
  readonly amount: Vnd;
  readonly net: Vnd;
  readonly vat: Vnd;
}

export interface VatRateSplit extends VatSplit {
  readonly rate: VatRate;
}

export interface VatBreakdown extends VatSplit {
  /** One entry per input line, in order. */
  readonly lines: readonly VatRateSplit[];
  /** One entry per rate present, by rate ascending (what an invoice's tax summary lists). */
  readonly byRate: readonly VatRateSplit[];
}

/** The tax inside an amount paid with tax included: amount × rate / (100 + rate), halves up. */
export function vatIncluded(amount: Vnd, rate: VatRate): Vnd {
  const big = BigInt(nonNegativeVnd(assertVnd(amount)));
  const divisor = BigInt(100 + rate);
  return Number((2n * big * BigInt(rate) + divisor) / (2n * divisor));
}

/**
 * Shares `total` between `weights` in proportion, in whole đồng, so the shares add up to
 * `total` exactly (largest remainder; ties go to the earlier weight). Negative weights count as
 * 0; with no positive weight every share is 0 and `total` must be 0 (a bug otherwise: throws).
 */
export function allocateVnd(total: Vnd, weights: readonly Vnd[]): Vnd[] {
  const whole = BigInt(assertVnd(total, 'total'));
  const parts = weights.map((weight) => BigInt(nonNegativeVnd(assertVnd(weight, 'weight'))));
  const sum = parts.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    if (whole !== 0n) throw new RangeError(`Cannot share ${total} between zero weights`);
    return parts.map(() => 0);
  }
  const shares = parts.map((part) => (whole * part) / sum);
  const remainders = parts.map((part, index) => ({ index, rest: (whole * part) % sum }));
  let left = whole - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * Splits amounts paid with VAT included (decision 065): the tax of each rate is computed once on
 * the rate's whole amount (amount × rate / (100 + rate), rounded to the đồng, halves up), then
 * shared between that rate's lines in proportion to their amounts, so
 * - every line's net + vat = its amount, and the lines of a rate add up to the rate's figures;
 * - the rates add up to the total, which is the sum of the amounts: what was paid, to the đồng;
 * - a rate's tax differs from the exact tax by at most half a đồng, a line's by less than 1 đồng.
 * Negative amounts count as 0.
 */
export function splitVat(lines: readonly VatLineInput[]): VatBreakdown {
  const amounts = lines.map((line) => nonNegativeVnd(assertVnd(line.amount)));
  const rates = [...new Set(lines.map((line) => line.rate))].sort((a, b) => a - b);
  const lineVat: Vnd[] = amounts.map(() => 0);
  const byRate = rates.map((rate) => {
    const indexes = lines.flatMap((line, index) => (line.rate === rate ? [index] : []));
    const amount = sumVnd(indexes.map((index) => amounts[index] ?? 0));
    const vat = vatIncluded(amount, rate);
    const shares = allocateVnd(
      vat,
      indexes.map((index) => amounts[index] ?? 0),
    );
    indexes.forEach((lineIndex, i) => {
      lineVat[lineIndex] = shares[i] ?? 0;
    });
    return { rate, amount, net: amount - vat, vat };
  });
  const splitLines = lines.map((line, index) => {
    const amount = amounts[index] ?? 0;
    const vat = lineVat[index] ?? 0;
    return { rate: line.rate, amount, net: amount - vat, vat };
  });
  const amount = sumVnd(amounts);
  const vat = sumVnd(byRate.map((entry) => entry.vat));
  return { amount, net: amount - vat, vat, lines: splitLines, byRate };
}

/** A stored order line as the VAT split reads it: its amounts and its rate (thue_suat). */
export type VatOrderLine = TotalsLine & { readonly thue_suat?: unknown };

export interface OrderVatInput {
  readonly lines: readonly VatOrderLine[];
  /** The goods after line discounts and vouchers (OrderTotals.orderTotal). */
  readonly orderTotal: Vnd;
  /** The delivery charged: tien_phi_vc − tien_freeship. */
  readonly shipping: Vnd;
}

/**
 * The VAT of an order (decision 065): the goods after vouchers (`orderTotal`) are shared between
 * the lines in proportion to their amounts after line discounts (a voucher lowers each rate's
 * base, as a trade discount on the invoice does), the delivery charged is one more line at
 * {@link SHIPPING_VAT_RATE}, and {@link splitVat} splits them. The breakdown's amount is
 * orderTotal + shipping: the order's t_tt_nt, what the shopper pays. `lines` has the goods lines in
 * order, then the delivery line when one was charged.
 */
export function calculateOrderVat(input: OrderVatInput): VatBreakdown {
  const goods = input.lines.map((line) =>
    nonNegativeVnd(nonNegativeVnd(line.tien_hang_nt) - nonNegativeVnd(line.tien_ck)),
  );
  const cap = sumCartLines(input.lines).t_tien_nt;
  const paidGoods = allocateVnd(Math.min(nonNegativeVnd(input.orderTotal), cap), goods);
  const shipping = nonNegativeVnd(assertVnd(input.shipping, 'shipping'));
  return splitVat([
    ...input.lines.map((line, index) => ({ amount: paidGoods[index] ?? 0, rate: vatRateOf(line) })),
    ...(shipping > 0 ? [{ amount: shipping, rate: SHIPPING_VAT_RATE }] : []),
  ]);
}

/** What an order stores of its VAT (thue_gtgt): the summary by rate. */
export const orderVatSchema = v.array(
  v.object({ rate: vatRateSchema, amount: v.number(), net: v.number(), vat: v.number() }),
);
export type OrderVat = v.InferOutput<typeof orderVatSchema>;
