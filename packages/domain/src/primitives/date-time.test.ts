import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './date.js';
import { formatDateTime } from './date-time.js';

describe('formatDateTime', () => {
  it('shows a moment in Vietnam time, day first', () => {
    expect(formatDateTime('2026-01-01T18:05:00Z')).toBe('02/01/2026 01:05');
    expect(formatDateTime(new Date('2025-07-15T03:00:00Z'))).toBe('15/07/2025 10:00');
  });

  it('gives "" for nothing or nonsense', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });

  it('starts with the date formatDate gives, for any moment', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('9000-01-01'), noInvalidDate: true }),
        (date) => {
          expect(formatDateTime(date).startsWith(formatDate(date))).toBe(true);
          expect(formatDateTime(date)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
        },
      ),
    );
  });
});
