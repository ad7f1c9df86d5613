import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDisplayDate, parseInstant, toVietnamDate, validityStatus } from './date.js';

describe('formatDate', () => {
  it('shows DD/MM/YYYY in both languages (SPEC §1)', () => {
    expect(formatDate('2025-07-01', 'vi')).toBe('01/07/2025');
    expect(formatDate('2025-07-01', 'en')).toBe('01/07/2025');
    expect(formatDate(new Date(Date.UTC(2024, 1, 29, 3)), 'vi')).toBe('29/02/2024');
  });

  it('takes the calendar day in Vietnam time (UTC+7)', () => {
    expect(formatDate('2024-12-31T17:00:00Z', 'vi')).toBe('01/01/2025');
    expect(formatDate('2024-12-31T16:59:59Z', 'vi')).toBe('31/12/2024');
    expect(formatDate('2025-03-08T23:30:00', 'en')).toBe('08/03/2025');
  });

  it('gives an empty text for nothing or an invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2025-02-30')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(toVietnamDate(new Date(Date.UTC(10_000, 0, 1)))).toBeNull();
  });

  it('reads times without a zone in Vietnam time', () => {
    expect(parseInstant('2025-07-01T08:00')).toBe(Date.parse('2025-07-01T01:00:00Z'));
    expect(parseInstant('2025-07-01 08:00:00')).toBe(Date.parse('2025-07-01T01:00:00Z'));
    expect(parseInstant('2025-07-01T08:00:00Z')).toBe(Date.parse('2025-07-01T08:00:00Z'));
  });

  it('property: a formatted date reads back as the Vietnam calendar date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('9999-12-30'), noInvalidDate: true }),
        (date) => {
          const text = formatDate(date, 'vi');
          expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
          expect(parseDisplayDate(text)).toBe(toVietnamDate(date));
          expect(formatDate(date, 'en')).toBe(text);
        },
      ),
    );
  });
});

describe('parseDisplayDate', () => {
  it('reads DD/MM/YYYY', () => {
    expect(parseDisplayDate('31/12/2024')).toBe('2024-12-31');
    expect(parseDisplayDate(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it('refuses other shapes and impossible days', () => {
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('1/2/2024')).toBeNull();
    expect(parseDisplayDate('2024-12-31')).toBeNull();
    expect(parseDisplayDate('00/12/2024')).toBeNull();
    expect(parseDisplayDate('12/13/2024')).toBeNull();
  });

  it('property: DD/MM/YYYY -> ISO -> DD/MM/YYYY is the identity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
          const iso = parseDisplayDate(text);
          if (iso !== null) expect(formatDate(iso)).toBe(text);
          else expect(day).toBeGreaterThan(28);
        },
      ),
    );
  });
});

describe('validityStatus', () => {
  const now = new Date('2025-06-30T20:00:00Z'); // 1 July 2025, 03:00 in Vietnam

  it('treats date-only bounds as whole days in Vietnam time', () => {
    expect(validityStatus({ hieu_luc_tu: '2025-07-01' }, now)).toBe('active');
    expect(validityStatus({ hieu_luc_tu: '2025-07-02' }, now)).toBe('not-started');
    expect(validityStatus({ hieu_luc_den: '2025-07-01' }, now)).toBe('active');
    expect(validityStatus({ hieu_luc_den: '2025-06-30' }, now)).toBe('expired');
  });

  it('compares date-time bounds to the instant', () => {
    expect(validityStatus({ hieu_luc_den: '2025-06-30T19:59:59Z' }, now)).toBe('expired');
    expect(validityStatus({ hieu_luc_den: '2025-06-30T20:00:00Z' }, now)).toBe('active');
    expect(validityStatus({ hieu_luc_tu: '2025-06-30T20:00:01Z' }, now)).toBe('not-started');
  });

  it('leaves missing bounds open and fails closed on bad ones', () => {
    expect(validityStatus({}, now)).toBe('active');
    expect(validityStatus({ hieu_luc_tu: null, hieu_luc_den: '' }, now)).toBe('active');
    expect(validityStatus({ hieu_luc_tu: 'soon' }, now)).toBe('not-started');
    expect(validityStatus({ hieu_luc_den: '2025-02-30' }, now)).toBe('expired');
    expect(validityStatus({ hieu_luc_den: '2025-12-31' }, new Date(Number.NaN))).toBe('expired');
    expect(validityStatus({ hieu_luc_den: '2025-12-31T00:00:00Z' }, new Date(Number.NaN))).toBe('expired');
  });
});
