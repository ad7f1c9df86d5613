import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsIn, itemBox, parcelOf, type ParcelLine } from './parcel.js';

const side = fc.integer({ min: 1, max: 200 });
const measures = fc.record({
  khoi_luong_g: fc.integer({ min: 1, max: 30_000 }),
  dai_cm: side,
  rong_cm: side,
  cao_cm: side,
});
const line = fc.record({ measures, quantity: fc.integer({ min: 1, max: 20 }) });
const lines = fc.array(line, { minLength: 1, maxLength: 12 });

describe('parcelOf', () => {
  it('stacks items laid flat: longest length, widest width, heights added, weights added', () => {
    const parcel = parcelOf([
      { measures: { khoi_luong_g: 500, dai_cm: 10, rong_cm: 20, cao_cm: 5 }, quantity: 2 },
      { measures: { khoi_luong_g: 250, dai_cm: 30, rong_cm: 3, cao_cm: 8 }, quantity: 1 },
    ]);
    // Item 1 laid flat is 20 × 10 × 5; item 2 is 30 × 8 × 3.
    expect(parcel).toEqual({ weightG: 1250, lengthCm: 30, widthCm: 10, heightCm: 13 });
  });

  it('is unknown when any item lacks a weight or a side, or when nothing is counted', () => {
    const known = { khoi_luong_g: 100, dai_cm: 1, rong_cm: 1, cao_cm: 1 };
    expect(
      parcelOf([
        { measures: known, quantity: 1 },
        { measures: { ...known, cao_cm: null }, quantity: 1 },
      ]),
    ).toBe(undefined);
    expect(parcelOf([{ measures: { ...known, khoi_luong_g: 0 }, quantity: 1 }])).toBe(undefined);
    expect(parcelOf([{ measures: { ...known, dai_cm: 2.5 }, quantity: 1 }])).toBe(undefined);
    expect(parcelOf([])).toBe(undefined);
    expect(parcelOf([{ measures: known, quantity: 0 }])).toBe(undefined);
  });

  it('weighs exactly the sum of the items times their quantities', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        const expected = cart.reduce((sum, l) => sum + l.measures.khoi_luong_g * l.quantity, 0);
        expect(parcelOf(cart)?.weightG).toBe(expected);
      }),
    );
  });

  it('holds every item of the cart', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        const parcel = parcelOf(cart);
        expect(parcel).toBeDefined();
        for (const l of cart) expect(fitsIn(itemBox(l.measures)!, parcel!)).toBe(true);
      }),
    );
  });

  it('never gets lighter or smaller when an item is added', () => {
    fc.assert(
      fc.property(lines, line, (cart, extra) => {
        const before = parcelOf(cart)!;
        const after = parcelOf([...cart, extra])!;
        expect(after.weightG).toBeGreaterThan(before.weightG);
        expect(fitsIn(before, after)).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(lines, fc.infiniteStream(fc.integer()), (cart, seeds) => {
        const keyed = cart.map((l: ParcelLine) => ({ l, k: seeds.next().value as number }));
        const shuffled = keyed.sort((a, b) => a.k - b.k).map((entry) => entry.l);
        expect(parcelOf(shuffled)).toEqual(parcelOf(cart));
      }),
    );
  });
});
