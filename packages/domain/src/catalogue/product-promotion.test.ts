import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPurchasePromotion, isWithinPromotionWindow, promotionFromQuantity } from './product.js';

const window = (sl_tu: number | null | undefined, sl_den: number | null | undefined) => ({ sl_tu, sl_den });
const count = fc.integer({ min: 0, max: 10_000 });
const bound = fc.option(count, { nil: undefined });

describe('isWithinPromotionWindow', () => {
  it('reads a missing sl_tu, 0 or 1 as "from one item"', () => {
    for (const sl_tu of [undefined, null, 0, 1]) {
      expect(isWithinPromotionWindow(window(sl_tu, 9999), 1)).toBe(true);
      expect(isWithinPromotionWindow(window(sl_tu, 9999), 0)).toBe(false);
      expect(promotionFromQuantity(window(sl_tu, 9999))).toBe(1);
    }
  });

  it('reads a missing sl_den as no upper bound', () => {
    expect(isWithinPromotionWindow(window(1, undefined), 1_000_000)).toBe(true);
    expect(isWithinPromotionWindow(window(1, null), 1_000_000)).toBe(true);
  });

  it('includes both ends of the window', () => {
    const fromThreeToFive = window(3, 5);
    expect([2, 3, 4, 5, 6].map((quantity) => isWithinPromotionWindow(fromThreeToFive, quantity))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(promotionFromQuantity(fromThreeToFive)).toBe(3);
  });

  it('holds a quantity exactly when it lies between the bounds it states', () => {
    fc.assert(
      fc.property(bound, bound, count, (sl_tu, sl_den, quantity) => {
        const from = Math.max(1, sl_tu ?? 1);
        const expected = quantity >= from && (sl_den === undefined || quantity <= sl_den);
        expect(isWithinPromotionWindow(window(sl_tu, sl_den), quantity)).toBe(expected);
      }),
    );
  });

  it('never lets a quantity in when a smaller one from the start of the window is out', () => {
    fc.assert(
      fc.property(bound, bound, count, count, (sl_tu, sl_den, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const promotion = window(sl_tu, sl_den);
        if (isWithinPromotionWindow(promotion, high) && low >= promotionFromQuantity(promotion))
          expect(isWithinPromotionWindow(promotion, low)).toBe(true);
      }),
    );
  });
});

describe('findPurchasePromotion', () => {
  const now = new Date('2026-11-22T03:00:00Z');
  const promotion = {
    ma_vt: 'TRA-004',
    gia_ban: 559_000,
    hieu_luc_tu: '2026-11-01T00:00:00.000Z',
    hieu_luc_den: '2027-12-31T16:59:59.000Z',
  };

  it("gives the product's active promotion to the product bought as one item", () => {
    expect(findPurchasePromotion([promotion], { ma_vt: 'TRA-004' }, now)).toBe(promotion);
    expect(findPurchasePromotion([promotion], { ma_vt: 'TRA-004', attributeId: null }, now)).toBe(promotion);
    expect(findPurchasePromotion([promotion], { ma_vt: 'CPH-001' }, now)).toBeUndefined();
  });

  it('gives a product-wide promotion to every variant, and one naming variants only to those', () => {
    expect(findPurchasePromotion([promotion], { ma_vt: 'TRA-004', attributeId: 'v1' }, now)).toBe(promotion);
    const someVariants = { ...promotion, thuoc_tinh_ids: ['v2'] };
    expect(
      findPurchasePromotion([someVariants], { ma_vt: 'TRA-004', attributeId: 'v1' }, now),
    ).toBeUndefined();
    expect(findPurchasePromotion([someVariants], { ma_vt: 'TRA-004', attributeId: 'v2' }, now)).toBe(
      someVariants,
    );
    expect(findPurchasePromotion([someVariants], { ma_vt: 'TRA-004' }, now)).toBeUndefined();
  });
});
