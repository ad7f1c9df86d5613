import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validityStatus } from './date.js';
import { nextBoundary, timeLeft, windowBoundaries } from './validity-boundaries.js';

describe('windowBoundaries', () => {
  it('gives the instants where validityStatus changes, for date-time and date-only bounds', () => {
    expect(
      windowBoundaries({ hieu_luc_tu: '2026-11-25T02:00:00.000Z', hieu_luc_den: '2026-11-25T03:00:00.000Z' }),
    ).toEqual([Date.parse('2026-11-25T02:00:00.000Z'), Date.parse('2026-11-25T03:00:00.000Z') + 1]);
    // 25/11 in Vietnam runs from 24/11 17:00 UTC to 25/11 17:00 UTC.
    expect(windowBoundaries({ hieu_luc_tu: '2026-11-25', hieu_luc_den: '2026-11-25' })).toEqual([
      Date.parse('2026-11-24T17:00:00.000Z'),
      Date.parse('2026-11-25T17:00:00.000Z'),
    ]);
    expect(windowBoundaries({ hieu_luc_tu: null, hieu_luc_den: 'soon' })).toEqual([]);
  });

  it('agrees with validityStatus: the status is the same between two boundaries and changes at each', () => {
    const instant = fc.integer({ min: Date.parse('2026-01-01'), max: Date.parse('2027-01-01') });
    fc.assert(
      fc.property(instant, instant, fc.boolean(), (a, b, dateOnly) => {
        const [from, to] = [Math.min(a, b), Math.max(a, b)];
        const bound = (time: number) =>
          dateOnly ? new Date(time + 7 * 3_600_000).toISOString().slice(0, 10) : new Date(time).toISOString();
        const window = { hieu_luc_tu: bound(from), hieu_luc_den: bound(to) };
        for (const edge of windowBoundaries(window)) {
          expect(validityStatus(window, new Date(edge - 1))).not.toBe(validityStatus(window, new Date(edge)));
        }
      }),
    );
  });
});

describe('nextBoundary and timeLeft', () => {
  it('picks the first boundary after now and splits what is left', () => {
    expect(nextBoundary([5, 1, 9], 1)).toBe(5);
    expect(nextBoundary([1], 1)).toBeNull();
    expect(timeLeft(90_061_000 + 500, 0)).toEqual({
      total: 90_061,
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 1,
    });
    expect(timeLeft(0, 10).total).toBe(0);
  });
});
