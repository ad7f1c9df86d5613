import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateOrderTotals } from '../pricing/order-totals.js';
import * as v from 'valibot';
import {
  allocateVnd,
  calculateOrderVat,
  SHIPPING_VAT_RATE,
  splitVat,
  VAT_RATES,
  vatIncluded,
  vatRateOf,
  vatRateSchema,
} from './vat.js';

describe('vatIncluded (decision 065)', () => {
  it('takes the tax out of a price that includes it, to the nearest đồng', () => {
    expect(vatIncluded(108_000, 8)).toBe(8_000);
    expect(vatIncluded(110_000, 10)).toBe(10_000);
    expect(vatIncluded(105_000, 5)).toBe(5_000);
    expect(vatIncluded(99_999, 0)).toBe(0);
    // 100 000 × 8 / 108 = 7 407.4… -> 7 407; 27 × 10 / 110 = 2.45… -> 2; 33 × 10 / 110 = 3 exactly.
    // 100 000 × 8 / 108 = 7 407.41 -> 7 407; 100 010 × 8 / 108 = 7 408.15 -> 7 408; 27 × 10 / 110 = 2.45 -> 2;
    // 567 × 10 / 110 = 51.55 -> 52 (to the nearest: no amount of 5, 8 or 10 % ever gives an exact half).
    expect(vatIncluded(100_000, 8)).toBe(7_407);
    expect(vatIncluded(100_010, 8)).toBe(7_408);
    expect(vatIncluded(27, 10)).toBe(2);
    expect(vatIncluded(567, 10)).toBe(52);
    expect(vatIncluded(-5, 10)).toBe(0);
  });
});

describe('allocateVnd', () => {
  it('shares a total in proportion, remainders to the largest rests', () => {
    expect(allocateVnd(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateVnd(10, [0, 5, 15])).toEqual([0, 3, 7]);
    expect(allocateVnd(0, [0, 0])).toEqual([0, 0]);
    expect(() => allocateVnd(5, [0, 0])).toThrow(RangeError);
  });

  it('always adds up to the total, each share within 1 đồng of its exact part', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          fc.pre(sum > 0);
          const total = Math.floor(sum * fraction);
          const shares = allocateVnd(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, index) => {
            const exact = (total * (weights[index] ?? 0)) / sum;
            expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});

describe('splitVat', () => {
  it('computes each rate on its whole amount, then shares it between its lines', () => {
    const split = splitVat([
      { amount: 33_333, rate: 8 },
      { amount: 33_333, rate: 8 },
      { amount: 52_500, rate: 5 },
      { amount: 30_000, rate: 8 },
    ]);
    // 8 %: 96 666 × 8 / 108 = 7 160.44 -> 7 160 (per line it would be 2 469.1 + 2 469.1 + 2 222.2 = 7 160.4).
    expect(split.byRate).toEqual([
      { rate: 5, amount: 52_500, net: 50_000, vat: 2_500 },
      { rate: 8, amount: 96_666, net: 89_506, vat: 7_160 },
    ]);
    expect(split.lines.map((line) => line.vat)).toEqual([2_469, 2_469, 2_500, 2_222]);
    expect(split).toMatchObject({ amount: 149_166, vat: 9_660, net: 139_506 });
  });

  it('is empty for no lines', () => {
    expect(splitVat([])).toEqual({ amount: 0, net: 0, vat: 0, lines: [], byRate: [] });
  });

  const lineArb = fc.record({
    amount: fc.integer({ min: 0, max: 200_000_000 }),
    rate: fc.constantFrom(...VAT_RATES),
  });

  it('adds up to the đồng: lines to rates, rates to the total, net + vat = amount', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 15 }), (lines) => {
        const split = splitVat(lines);
        expect(split.amount).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
        expect(split.net + split.vat).toBe(split.amount);
        for (const entry of [...split.lines, ...split.byRate, split]) {
          expect(entry.net + entry.vat).toBe(entry.amount);
          expect(entry.net).toBeGreaterThanOrEqual(0);
          expect(entry.vat).toBeGreaterThanOrEqual(0);
        }
        for (const entry of split.byRate) {
          const ofRate = split.lines.filter((line) => line.rate === entry.rate);
          expect(ofRate.reduce((sum, line) => sum + line.vat, 0)).toBe(entry.vat);
          expect(ofRate.reduce((sum, line) => sum + line.amount, 0)).toBe(entry.amount);
          // A rate's tax is the exact tax rounded: at most half a đồng away.
          expect(Math.abs(entry.vat - (entry.amount * entry.rate) / (100 + entry.rate))).toBeLessThanOrEqual(
            0.5,
          );
        }
        expect(split.byRate.reduce((sum, entry) => sum + entry.vat, 0)).toBe(split.vat);
        for (const line of split.lines) {
          expect(Math.abs(line.vat - (line.amount * line.rate) / (100 + line.rate))).toBeLessThan(1 + 1e-6);
        }
      }),
    );
  });
});

describe('calculateOrderVat', () => {
  it('shares a voucher between the rates and adds the delivery at the shipping rate', () => {
    const lines = [
      { tien_hang_nt: 216_000, tien_ck: 0, thue_suat: 8 },
      { tien_hang_nt: 105_000, tien_ck: 0, thue_suat: 5 },
    ];
    const totals = calculateOrderTotals({
      lines,
      vouchers: [{ ok: true, ma: 'GIAM', so_tien_giam: 32_100 }],
      shippingFee: 32_400,
      freeShipping: 0,
    });
    const vat = calculateOrderVat({
      lines,
      orderTotal: totals.orderTotal,
      shipping: totals.tien_phi_vc - totals.tien_freeship,
    });
    expect(vat.amount).toBe(totals.t_tt_nt);
    // Goods 321 000 − 32 100 = 288 900: 194 400 at 8 %, 94 500 at 5 %; delivery 32 400 at 8 %.
    expect(vat.lines.map((line) => line.amount)).toEqual([194_400, 94_500, 32_400]);
    expect(vat.byRate).toEqual([
      { rate: 5, amount: 94_500, net: 90_000, vat: 4_500 },
      { rate: 8, amount: 226_800, net: 210_000, vat: 16_800 },
    ]);
    expect(vat.lines[2]?.rate).toBe(SHIPPING_VAT_RATE);
  });

  it('reads a line without a known rate at the general rate', () => {
    expect(vatRateOf({})).toBe(10);
    expect(vatRateOf({ thue_suat: 7 })).toBe(10);
    expect(vatRateOf({ thue_suat: 0 })).toBe(0);
    expect(v.safeParse(vatRateSchema, 8).success).toBe(true);
    expect(v.safeParse(vatRateSchema, 7).success).toBe(false);
  });

  it("always totals the order's amount payable, whatever the lines, vouchers and fees", () => {
    const orderLine = fc
      .record({
        price: fc.integer({ min: 0, max: 5_000_000 }),
        quantity: fc.integer({ min: 1, max: 50 }),
        discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
        thue_suat: fc.option(fc.constantFrom(...VAT_RATES), { nil: undefined }),
      })
      .map(({ price, quantity, discountShare, thue_suat }) => {
        const tien_hang_nt = price * quantity;
        return { tien_hang_nt, tien_ck: Math.floor(tien_hang_nt * discountShare), thue_suat };
      });
    fc.assert(
      fc.property(
        fc.array(orderLine, { maxLength: 10 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (lines, voucher, shippingFee, freeShipping) => {
          const totals = calculateOrderTotals({
            lines,
            vouchers: [{ ok: true, ma: 'V', so_tien_giam: voucher }],
            shippingFee,
            freeShipping,
          });
          const vat = calculateOrderVat({
            lines,
            orderTotal: totals.orderTotal,
            shipping: totals.tien_phi_vc - totals.tien_freeship,
          });
          expect(vat.amount).toBe(totals.t_tt_nt);
          expect(vat.byRate.reduce((sum, entry) => sum + entry.amount, 0)).toBe(totals.t_tt_nt);
          expect(vat.net + vat.vat).toBe(totals.t_tt_nt);
        },
      ),
    );
  });
});
