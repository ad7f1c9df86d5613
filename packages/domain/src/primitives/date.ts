import type { Locale } from './locale.js';

/** Vietnam keeps UTC+07:00 all year (no daylight saving); calendar dates are taken there. */
export const VIETNAM_UTC_OFFSET_MINUTES = 420;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = month === 2 ? (isLeap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= daysInMonth;
}

/**
 * Milliseconds since the epoch of an ISO date-time; one without a zone ('2025-07-01T08:00') is
 * read in Vietnam time rather than in the host's zone, so server and browser agree. NaN if invalid.
 */
export function parseInstant(text: string): number {
  const trimmed = text.trim();
  return Date.parse(LOCAL_DATE_TIME.test(trimmed) ? `${trimmed.replace(' ', 'T')}+07:00` : trimmed);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/**
 * The calendar date ('YYYY-MM-DD') of a moment, in Vietnam time (UTC+7), so the server (UTC)
 * and a browser anywhere agree. A date-only string ('2025-07-01') is its own date, unshifted.
 * Returns null for an invalid Date, an unparsable string or an impossible day ('2025-02-30').
 */
export function toVietnamDate(value: Date | string): string | null {
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value.trim());
    if (match) {
      const [, y, m, d] = match;
      return isCalendarDate(Number(y), Number(m), Number(d)) ? value.trim() : null;
    }
  }
  const time = typeof value === 'string' ? parseInstant(value) : value.getTime();
  if (Number.isNaN(time)) return null;
  const shifted = new Date(time + VIETNAM_UTC_OFFSET_MINUTES * 60_000);
  const year = shifted.getUTCFullYear();
  if (year < 0 || year > 9999) return null;
  return `${pad(year, 4)}-${pad(shifted.getUTCMonth() + 1, 2)}-${pad(shifted.getUTCDate(), 2)}`;
}

/**
 * A date for display, DD/MM/YYYY in both languages (SPEC §1), taken in Vietnam time.
 * Accepts a Date, an ISO date-time or a date-only ISO string; returns '' when the value is
 * missing or not a valid date, so a render never throws.
 */
export function formatDate(value: Date | string | null | undefined, _locale: Locale = 'vi'): string {
  if (value === null || value === undefined) return '';
  const iso = toVietnamDate(value);
  if (iso === null) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Reads a DD/MM/YYYY date typed by a shopper into an ISO date ('31/12/2024' -> '2024-12-31').
 * Surrounding spaces are ignored; any other shape or an impossible day gives null.
 * `formatDate(parseDisplayDate(text))` returns `text` for every valid text.
 */
export function parseDisplayDate(text: string): string | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  return isCalendarDate(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : null;
}

/** Where a moment lies relative to a validity window. */
export type ValidityStatus = 'not-started' | 'active' | 'expired';

/** A validity window as stored on vouchers and promotions (ISO strings, both ends optional). */
export interface ValidityWindow {
  readonly hieu_luc_tu?: string | null | undefined;
  readonly hieu_luc_den?: string | null | undefined;
}

function compareBound(bound: string, now: Date): number | null {
  const trimmed = bound.trim();
  if (ISO_DATE.test(trimmed)) {
    const today = toVietnamDate(now);
    if (today === null || toVietnamDate(trimmed) === null) return null;
    return today < trimmed ? -1 : today > trimmed ? 1 : 0;
  }
  const time = parseInstant(trimmed);
  if (Number.isNaN(time) || Number.isNaN(now.getTime())) return null;
  return Math.sign(now.getTime() - time);
}

/**
 * Checks `now` against `hieu_luc_tu`..`hieu_luc_den`, both ends inclusive. A date-only bound
 * covers its whole day in Vietnam time ('2025-12-31' is valid until 23:59:59 that day, UTC+7);
 * a date-time bound is compared to the instant. A missing or empty bound is open. An
 * unparsable bound fails closed: a bad start gives 'not-started', a bad end gives 'expired'.
 */
export function validityStatus(window: ValidityWindow, now: Date): ValidityStatus {
  if (window.hieu_luc_tu) {
    const fromStart = compareBound(window.hieu_luc_tu, now);
    if (fromStart === null || fromStart < 0) return 'not-started';
  }
  if (window.hieu_luc_den) {
    const fromEnd = compareBound(window.hieu_luc_den, now);
    if (fromEnd === null || fromEnd > 0) return 'expired';
  }
  return 'active';
}
