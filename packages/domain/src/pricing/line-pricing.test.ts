import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCartLine } from './line-pricing.js';

describe('priceCartLine', () => {
  const promo = { retailPrice: 100_000, promoPrice: 80_000, sl_ap_dung: 2 };

  it('holds the promotional price up to sl_ap_dung items', () => {
    expect(priceCartLine({ ...promo, quantity: 2 })).toEqual({
      tien: 160_000,
      tien_nt: 160_000,
      tien_hang_nt: 200_000,
      tien_ck: 40_000,
      gia_ban_le: 100_000,
      unitPrice: 80_000,
      isPromotional: true,
    });
  });

  it('reverts the whole line to retail above sl_ap_dung, with the notice, and back below it', () => {
    const above = priceCartLine({ ...promo, quantity: 3 });
    expect(above).toMatchObject({ tien: 300_000, tien_ck: 0, isPromotional: false });
    expect(above.notice).toBe('PROMO_PRICE_LIMITED');
    expect(above.promoLimit).toBe(2);
    const back = priceCartLine({ ...promo, quantity: 1 });
    expect(back).toMatchObject({ tien: 80_000, tien_ck: 20_000, isPromotional: true });
    expect(back.notice).toBeUndefined();
  });

  it('has no limit when sl_ap_dung is missing or 0', () => {
    expect(priceCartLine({ ...promo, sl_ap_dung: undefined, quantity: 50 }).isPromotional).toBe(true);
    expect(priceCartLine({ ...promo, sl_ap_dung: 0, quantity: 50 }).isPromotional).toBe(true);
  });

  it('prices at retail without a promotion or with one that is not cheaper', () => {
    expect(priceCartLine({ retailPrice: 55_000, quantity: 2 })).toMatchObject({ tien: 110_000, tien_ck: 0 });
    expect(priceCartLine({ retailPrice: 55_000, promoPrice: null, quantity: 2 }).isPromotional).toBe(false);
    expect(priceCartLine({ retailPrice: 55_000, promoPrice: 60_000, quantity: 1 })).toMatchObject({
      tien: 55_000,
      isPromotional: false,
    });
    expect(priceCartLine({ retailPrice: 55_000, quantity: 0 }).tien).toBe(0);
  });

  it('throws on a quantity or price that is not a non-negative integer (a bug)', () => {
    expect(() => priceCartLine({ retailPrice: 1_000, quantity: 1.5 })).toThrow(RangeError);
    expect(() => priceCartLine({ retailPrice: 1_000, quantity: -1 })).toThrow(RangeError);
    expect(() => priceCartLine({ retailPrice: 999.5, quantity: 1 })).toThrow(RangeError);
    expect(() => priceCartLine({ retailPrice: 1_000, promoPrice: -1, quantity: 1 })).toThrow(RangeError);
  });

  const inputArb = fc.record({
    retailPrice: fc.integer({ min: 0, max: 50_000_000 }),
    promoPrice: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: undefined }),
    sl_ap_dung: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
    quantity: fc.integer({ min: 0, max: 9999 }),
  });

  it('property: a line never costs more than at retail, and amounts add up', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const line = priceCartLine(input);
        const retail = priceCartLine({ retailPrice: input.retailPrice, quantity: input.quantity });
        expect(line.tien).toBeLessThanOrEqual(retail.tien);
        expect(line.tien).toBe(line.tien_hang_nt - line.tien_ck);
        expect(line.tien_nt).toBe(line.tien);
        expect(line.tien_ck).toBeGreaterThanOrEqual(0);
        for (const amount of [line.tien, line.tien_ck, line.tien_hang_nt])
          expect(Number.isSafeInteger(amount)).toBe(true);
      }),
    );
  });

  it('property: the promotional price applies exactly while quantity <= sl_ap_dung', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 40 }),
        (retailPrice, limit, quantity) => {
          const line = priceCartLine({
            retailPrice,
            promoPrice: retailPrice - 1,
            sl_ap_dung: limit,
            quantity,
          });
          expect(line.isPromotional).toBe(quantity <= limit);
          expect(line.notice === 'PROMO_PRICE_LIMITED').toBe(quantity > limit);
        },
      ),
    );
  });
});
