import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.js';
import {
  assertVnd,
  formatPrice,
  isVnd,
  nonNegativeVnd,
  percentOfVnd,
  roundVnd,
  sumVnd,
  toVnd,
  VND_ROUNDING,
} from './money.js';

describe('roundVnd', () => {
  it('rounds halves away from zero, once', () => {
    expect(VND_ROUNDING).toBe('half-away-from-zero');
    expect(roundVnd(2.5)).toBe(3);
    expect(roundVnd(2.4999)).toBe(2);
    expect(roundVnd(-2.5)).toBe(-3);
    expect(Object.is(roundVnd(-0.2), 0)).toBe(true);
  });

  it('throws on values that are not money (a bug)', () => {
    expect(() => roundVnd(Number.NaN)).toThrow(RangeError);
    expect(() => toVnd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => roundVnd(2 ** 60)).toThrow(RangeError);
  });
});

describe('amount helpers', () => {
  it('checks and sums integers', () => {
    expect(isVnd(120_000)).toBe(true);
    expect(isVnd(1.5)).toBe(false);
    expect(isVnd('1')).toBe(false);
    expect(sumVnd([])).toBe(0);
    expect(sumVnd([1, 2, 3])).toBe(6);
    expect(() => sumVnd([1, 0.5])).toThrow(RangeError);
    expect(() => assertVnd(0.5, 'fee')).toThrow(/fee/);
    expect(nonNegativeVnd(-1)).toBe(0);
    expect(toVnd(999.5)).toBe(1000);
  });

  it('takes a rounded percentage', () => {
    expect(percentOfVnd(12_345, 7.5)).toBe(926);
    expect(percentOfVnd(200_000, 10)).toBe(20_000);
    expect(percentOfVnd(0, 50)).toBe(0);
    expect(percentOfVnd(1_005, 50)).toBe(503);
  });
});

describe('formatPrice', () => {
  it('formats Vietnamese prices with dots and ₫', () => {
    expect(formatPrice(120_000, 'vi')).toBe('120.000 ₫');
    expect(formatPrice(35_000)).toBe('35.000 ₫');
    expect(formatPrice(1_250_000, 'vi')).toBe('1.250.000 ₫');
    expect(formatPrice(0, 'vi')).toBe('0 ₫');
    expect(formatPrice(999, 'vi')).toBe('999 ₫');
  });

  it('formats English prices with commas and ₫', () => {
    expect(formatPrice(120_000, 'en')).toBe('120,000 ₫');
    expect(formatPrice(1_250_000, 'en')).toBe('1,250,000 ₫');
  });

  it('handles the edges', () => {
    expect(formatPrice(-5_000, 'vi')).toBe('-5.000 ₫');
    expect(formatPrice(1_999.6, 'vi')).toBe('2.000 ₫');
    expect(formatPrice(Number.NaN, 'vi')).toBe('');
  });

  it('property: the digits of a formatted price read back as the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...LOCALES), (amount, locale) => {
        const text = formatPrice(amount, locale);
        expect(text.endsWith(' ₫')).toBe(true);
        expect(Number(text.slice(0, -2).replace(/[.,]/g, ''))).toBe(amount);
        expect(/^-?\d{1,3}([.,]\d{3})*$/.test(text.slice(0, -2))).toBe(true);
      }),
    );
  });

  it('property: rounding moves an amount by at most half a đồng and gives an integer', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const rounded = roundVnd(value);
        expect(Number.isSafeInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
