import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCartLine } from './line-pricing.js';
import { calculateOrderTotals, computeSubtotal } from './order-totals.js';
import { computeFreeShipping, computeShippingFee } from './shipping.js';
import { applyVouchers, type VoucherResult } from '../promotions/voucher.js';

describe('calculateOrderTotals (SPEC §9)', () => {
  it('computes a draft with a promotion, a voucher, a fee and free shipping', () => {
    const lines = [
      priceCartLine({ retailPrice: 120_000, promoPrice: 100_000, sl_ap_dung: 5, quantity: 2 }),
      priceCartLine({ retailPrice: 85_000, quantity: 3 }),
    ];
    const subtotal = computeSubtotal(lines);
    expect(subtotal).toBe(455_000);
    const vouchers = applyVouchers({
      amount: 495_000,
      lineDiscount: 40_000,
      now: new Date('2025-07-01T00:00:00Z'),
      entries: [{ code: 'GIAM10', voucher: { ma: 'GIAM10', ty_le: 10, so_tien_max: 30_000 } }],
    });
    const shippingFee = computeShippingFee({
      district: 'Quận 1',
      fees: [{ ten_quan_huyen: 'Quận 1', tien_phi: 20_000 }],
    });
    const freeShipping = computeFreeShipping(
      subtotal,
      [{ gia_tri_dh: 400_000, phi_van_chuyen: 15_000 }],
      shippingFee,
    );
    expect(calculateOrderTotals({ lines, vouchers: vouchers.results, shippingFee, freeShipping })).toEqual({
      t_tien_hang: 495_000,
      t_tien_ck: 40_000,
      t_tien_nt: 455_000,
      tempPrice: 455_000,
      tien_evoucher: 30_000,
      orderTotal: 425_000,
      tien_phi_vc: 20_000,
      tien_freeship: 15_000,
      t_tt_nt: 430_000,
    });
  });

  it('ignores refused vouchers and clamps what would go negative', () => {
    const totals = calculateOrderTotals({
      lines: [{ tien_hang_nt: 100_000, tien_ck: 150_000 }],
      vouchers: [
        { ok: false, code: 'VOUCHER_MIN_ORDER' },
        { ok: true, ma: 'X', so_tien_giam: 10_000 },
      ],
      shippingFee: 35_000,
      freeShipping: 50_000,
    });
    expect(totals).toMatchObject({
      t_tien_ck: 100_000,
      t_tien_nt: 0,
      tien_evoucher: 0,
      tien_freeship: 35_000,
      t_tt_nt: 0,
    });
    expect(calculateOrderTotals({ lines: [], shippingFee: 35_000, freeShipping: 0 }).t_tt_nt).toBe(35_000);
  });

  it('throws on amounts that are not integers (a bug)', () => {
    expect(() => calculateOrderTotals({ lines: [], shippingFee: 0.5, freeShipping: 0 })).toThrow(RangeError);
    expect(() =>
      calculateOrderTotals({ lines: [{ tien_hang_nt: 1.5, tien_ck: 0 }], shippingFee: 0, freeShipping: 0 }),
    ).toThrow(RangeError);
  });

  const lineArb = fc.record({
    retailPrice: fc.integer({ min: 0, max: 5_000_000 }),
    promoPrice: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }),
    sl_ap_dung: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
    quantity: fc.integer({ min: 0, max: 50 }),
  });
  const voucherArb = fc.record({
    ma: fc.constantFrom('A', 'B', 'C'),
    ty_le: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    so_tien: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }),
    so_tien_max: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
  });

  it('property: totals are integers, never negative, and follow the formula', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        fc.array(voucherArb, { maxLength: 4 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(
          fc.record({
            gia_tri_dh: fc.integer({ min: 0, max: 5_000_000 }),
            phi_van_chuyen: fc.integer({ min: 0, max: 100_000 }),
          }),
          { maxLength: 3 },
        ),
        (specs, vouchers, shippingFee, rules) => {
          const lines = specs.map(priceCartLine);
          const goods = lines.reduce((sum, line) => sum + line.tien_hang_nt, 0);
          const discounts = lines.reduce((sum, line) => sum + line.tien_ck, 0);
          const applied = applyVouchers({
            amount: goods,
            lineDiscount: discounts,
            now: new Date(0),
            entries: vouchers.map((voucher) => ({ code: voucher.ma, voucher })),
          });
          const freeShipping = computeFreeShipping(computeSubtotal(lines), rules, shippingFee);
          const totals = calculateOrderTotals({
            lines,
            vouchers: applied.results,
            shippingFee,
            freeShipping,
          });
          for (const value of Object.values(totals)) {
            expect(Number.isSafeInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(totals.t_tien_nt).toBe(totals.t_tien_hang - totals.t_tien_ck);
          expect(totals.tien_evoucher).toBe(applied.tien_evoucher);
          expect(totals.t_tt_nt).toBe(
            totals.t_tien_nt - totals.tien_evoucher + totals.tien_phi_vc - totals.tien_freeship,
          );
          expect(totals.tien_freeship).toBeLessThanOrEqual(totals.tien_phi_vc);
        },
      ),
    );
  });

  it('property: whatever the inputs, nothing in the totals is negative', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            tien_hang_nt: fc.integer({ min: -1e9, max: 1e9 }),
            tien_ck: fc.integer({ min: -1e9, max: 1e9 }),
          }),
          {
            maxLength: 6,
          },
        ),
        fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 3 }),
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: -1e6, max: 1e6 }),
        (lines, reductions, shippingFee, freeShipping) => {
          const vouchers = reductions.map(
            (so_tien_giam): VoucherResult => ({ ok: true, ma: 'X', so_tien_giam }),
          );
          const totals = calculateOrderTotals({ lines, vouchers, shippingFee, freeShipping });
          for (const value of Object.values(totals)) expect(value).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
