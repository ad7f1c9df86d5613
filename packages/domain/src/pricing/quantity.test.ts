import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_QUANTITY,
  decrementQuantity,
  incrementQuantity,
  MIN_QUANTITY,
  normaliseQuantity,
  quantityCap,
  isRequestableQuantity,
} from './quantity.js';

describe('quantity control (SPEC §4, §5, §9)', () => {
  it('caps at the stock, or 9999 when the stock is unknown', () => {
    expect(MIN_QUANTITY).toBe(0);
    expect(DEFAULT_MAX_QUANTITY).toBe(9999);
    expect(quantityCap(12)).toBe(12);
    expect(quantityCap(undefined)).toBe(9999);
    expect(quantityCap(null)).toBe(9999);
    expect(quantityCap(0)).toBe(9999);
    expect(quantityCap(Number.NaN)).toBe(9999);
    expect(quantityCap(2.7)).toBe(2);
    expect(quantityCap(0.5)).toBe(1);
  });

  it('resets a quantity above the stock to the stock, with the notice', () => {
    expect(normaliseQuantity(15, 10)).toEqual({
      quantity: 10,
      notice: 'QUANTITY_ABOVE_STOCK',
      askRemove: false,
    });
    expect(normaliseQuantity(10_000)).toEqual({
      quantity: 9999,
      notice: 'QUANTITY_ABOVE_STOCK',
      askRemove: false,
    });
    expect(normaliseQuantity(Number.POSITIVE_INFINITY, 3).quantity).toBe(3);
  });

  it('resets 0 to 1 and asks to remove the line', () => {
    expect(normaliseQuantity(0, 10)).toEqual({ quantity: 1, askRemove: true });
    expect(normaliseQuantity(-3, 10)).toEqual({ quantity: 1, askRemove: true });
    expect(normaliseQuantity(0.5, 10)).toEqual({ quantity: 1, askRemove: true });
  });

  it('keeps a valid quantity, rounds fractions down, and reads an empty box as 1', () => {
    expect(normaliseQuantity(7, 10)).toEqual({ quantity: 7, askRemove: false });
    expect(normaliseQuantity(2.9, 10)).toEqual({ quantity: 2, askRemove: false });
    expect(normaliseQuantity(Number.NaN, 10)).toEqual({ quantity: 1, askRemove: false });
  });

  it('plus is capped at the stock', () => {
    expect(incrementQuantity(1, 3)).toEqual({ quantity: 2, askRemove: false });
    expect(incrementQuantity(3, 3)).toEqual({
      quantity: 3,
      notice: 'QUANTITY_ABOVE_STOCK',
      askRemove: false,
    });
    expect(incrementQuantity(Number.NaN, 3).quantity).toBe(1);
  });

  it('minus at 1 asks to remove', () => {
    expect(decrementQuantity(1, 3)).toEqual({ quantity: 1, askRemove: true });
    expect(decrementQuantity(Number.NaN)).toEqual({ quantity: 1, askRemove: true });
    expect(decrementQuantity(3, 5)).toEqual({ quantity: 2, askRemove: false });
    expect(decrementQuantity(9, 5)).toEqual({ quantity: 5, askRemove: false });
  });

  const stockArb = fc.option(fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.double({ noNaN: false })), {
    nil: undefined,
  });
  const requestArb = fc.oneof(fc.integer({ min: -100, max: 30_000 }), fc.double());

  it('property: a normalised quantity always lies in [1, cap]', () => {
    fc.assert(
      fc.property(requestArb, stockArb, (requested, stock) => {
        const { quantity } = normaliseQuantity(requested, stock);
        expect(Number.isSafeInteger(quantity)).toBe(true);
        expect(quantity).toBeGreaterThanOrEqual(1);
        expect(quantity).toBeLessThanOrEqual(quantityCap(stock));
      }),
    );
  });

  it('property: plus and minus stay in [1, cap] and move by at most one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), stockArb, (current, stock) => {
        const cap = quantityCap(stock);
        const start = Math.min(current, cap);
        const up = incrementQuantity(start, stock).quantity;
        const down = decrementQuantity(start, stock);
        expect(up).toBe(Math.min(start + 1, cap));
        expect(down.quantity).toBe(Math.max(start - 1, 1));
        expect(down.askRemove).toBe(start === 1);
      }),
    );
  });
});

describe('isRequestableQuantity', () => {
  it('takes a whole number from 1 and refuses 0, fractions, NaN and unsafe integers', () => {
    expect([1, 2, 9999].map(isRequestableQuantity)).toEqual([true, true, true]);
    expect([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53].map(isRequestableQuantity)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('holds exactly for the safe integers from 1', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(isRequestableQuantity(value)).toBe(Number.isSafeInteger(value) && value >= 1);
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 1 }), (value) => isRequestableQuantity(value)));
  });
});
