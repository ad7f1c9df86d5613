import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  blockedWordIn,
  canEditReview,
  normalizeWordList,
  REVIEW_EDIT_DAYS,
  REVIEW_MAX_PHOTOS,
  reviewCreateSchema,
  reviewEditableUntil,
  statusOfNewReview,
  summarizeRatings,
  summaryOfDistribution,
} from './review.js';

const DAY = 86_400_000;
const stars = fc.integer({ min: 1, max: 5 });

describe('the rating aggregate (issue 33)', () => {
  it('counts every 1–5 rating once, its average lies between the lowest and highest, to one decimal', () => {
    fc.assert(
      fc.property(fc.array(stars, { maxLength: 300 }), (ratings) => {
        const summary = summarizeRatings(ratings);
        expect(summary.count).toBe(ratings.length);
        expect(summary.distribution.reduce((a, b) => a + b, 0)).toBe(ratings.length);
        for (let n = 1; n <= 5; n += 1)
          expect(summary.distribution[n - 1]).toBe(ratings.filter((value) => value === n).length);
        if (ratings.length === 0) {
          expect(summary.average).toBe(0);
          return;
        }
        expect(summary.average).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(summary.average).toBeLessThanOrEqual(Math.max(...ratings));
        const exact = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect(Math.abs(summary.average - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.round(summary.average * 10)).toBeCloseTo(summary.average * 10, 9);
      }),
    );
  });

  it('does not depend on order, and the per-star counts give the same aggregate', () => {
    fc.assert(
      fc.property(fc.array(stars, { maxLength: 100 }), (ratings) => {
        const summary = summarizeRatings(ratings);
        expect(summarizeRatings([...ratings].reverse())).toEqual(summary);
        expect(summaryOfDistribution(summary.distribution)).toEqual(summary);
      }),
    );
  });

  it('ignores what is not a rating, and rounds half up on tenths (4.45 → 4.5)', () => {
    fc.assert(
      fc.property(
        fc.array(stars),
        fc.array(fc.constantFrom(0, 6, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY)),
        (ratings, noise) => {
          expect(summarizeRatings([...noise, ...ratings])).toEqual(summarizeRatings(ratings));
        },
      ),
    );
    // 89 / 20 = 4.45 exactly
    expect(summarizeRatings([...Array(9).fill(5), ...Array(11).fill(4)]).average).toBe(4.5);
    expect(summarizeRatings([5, 4, 4]).average).toBe(4.3);
  });
});

describe('the edit window (issue 33)', () => {
  it('is open from writing to 30 days later, the 30th day included, and closed after', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 * DAY }),
        (createdAt, elapsed) => {
          const now = new Date(createdAt.getTime() + elapsed);
          expect(canEditReview(createdAt, now)).toBe(elapsed <= REVIEW_EDIT_DAYS * DAY);
        },
      ),
    );
    const at = new Date('2026-11-01T10:00:00Z');
    expect(reviewEditableUntil(at).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(canEditReview(at, new Date('2026-12-01T10:00:00Z'))).toBe(true);
    expect(canEditReview(at, new Date('2026-12-01T10:00:01Z'))).toBe(false);
  });
});

describe('the word filter', () => {
  it('finds a listed word whatever its accents and case, never inside a longer word', () => {
    expect(blockedWordIn('Shop này LỪA ĐẢO khách', ['lua dao'])).toBe('lua dao');
    expect(blockedWordIn('Trà ngon, giao nhanh', ['lua dao', 'tệ'])).toBeUndefined();
    expect(blockedWordIn('A glass of tea', ['ass'])).toBeUndefined();
    expect(blockedWordIn('đồ dởm!', ['do dom'])).toBe('do dom');
  });

  it('holds a review with a listed word even when the shop publishes at once', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), (publishAtOnce, before) => {
        const held = statusOfNewReview(`${before} lừa đảo`, { publishAtOnce, words: ['Lừa đảo'] });
        expect(held).toEqual({ status: 'pending', heldFor: 'Lừa đảo' });
        const clean = statusOfNewReview('Trà thơm', { publishAtOnce, words: ['Lừa đảo'] });
        expect(clean.status).toBe(publishAtOnce ? 'published' : 'pending');
      }),
    );
    expect(normalizeWordList(' lừa đảo \nLua dao\n\n,tệ')).toEqual(['lừa đảo', 'tệ']);
  });
});

describe('a review as written', () => {
  const base = { order_id: 'a'.repeat(24), line: 0, stars: 5, text: '  Ngon  ' };
  it('takes 1–5 whole stars, trims the text, and at most five distinct photos', () => {
    expect(v.parse(reviewCreateSchema(), base).text).toBe('Ngon');
    for (const bad of [0, 6, 4.5, '5'])
      expect(v.safeParse(reviewCreateSchema(), { ...base, stars: bad }).success).toBe(false);
    const photo = (n: number) => n.toString(16).padStart(24, '0');
    const many = Array.from({ length: REVIEW_MAX_PHOTOS + 1 }, (_, n) => photo(n));
    expect(v.safeParse(reviewCreateSchema(), { ...base, photos: many.slice(0, 5) }).success).toBe(true);
    expect(v.safeParse(reviewCreateSchema(), { ...base, photos: many }).success).toBe(false);
    expect(v.safeParse(reviewCreateSchema(), { ...base, photos: [photo(1), photo(1)] }).success).toBe(false);
  });
});
