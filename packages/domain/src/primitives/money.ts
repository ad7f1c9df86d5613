import type { Locale } from './locale.js';

/**
 * An amount of Vietnamese đồng. VND has no minor unit, so every amount is a safe integer.
 * Amounts are made with {@link toVnd} (or checked with {@link isVnd}) at the edges; arithmetic
 * between integers stays integral, and the only rounding is {@link roundVnd}.
 */
export type Vnd = number;

/** The one rounding rule of the package: to the nearest đồng, halves away from zero. */
export const VND_ROUNDING = 'half-away-from-zero';

/**
 * Rounds to a whole đồng, halves away from zero (2.5 -> 3, -2.5 -> -3). Never returns -0.
 * Throws a RangeError for NaN, infinities and results beyond Number.MAX_SAFE_INTEGER (a bug).
 */
export function roundVnd(value: number): Vnd {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount of money: ${value}`);
  const magnitude = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(magnitude)) throw new RangeError(`Amount too large: ${value}`);
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** True when the value is a safe integer, i.e. a valid amount of VND (negative included). */
export function isVnd(value: unknown): value is Vnd {
  return Number.isSafeInteger(value);
}

/** The value when it is a safe integer; throws a RangeError naming `label` otherwise (a bug upstream). */
export function assertVnd(value: number, label = 'amount'): Vnd {
  if (!isVnd(value)) throw new RangeError(`${label} is not an integer amount of VND: ${value}`);
  return value;
}

/** Makes an amount from any finite number with {@link roundVnd}; throws like it for NaN/Infinity. */
export function toVnd(value: number): Vnd {
  return roundVnd(value);
}

/** `percent` % of `amount`, rounded once with {@link roundVnd}. 0 for a 0 amount or percent. */
export function percentOfVnd(amount: Vnd, percent: number): Vnd {
  return roundVnd((amount * percent) / 100);
}

/** Sum of integer amounts; 0 for an empty list. Throws a RangeError if an item is not an integer. */
export function sumVnd(amounts: readonly Vnd[]): Vnd {
  let total = 0;
  for (const amount of amounts) total += assertVnd(amount);
  return total;
}

/** The amount, or 0 when it is negative: totals and reductions are never below zero. */
export function nonNegativeVnd(amount: Vnd): Vnd {
  return amount > 0 ? amount : 0;
}

const GROUP_SEPARATOR: Record<Locale, string> = { vi: '.', en: ',' };

/** The currency sign used after every price, in both languages. */
export const CURRENCY_SYMBOL = '₫';

/**
 * A price for display: digits grouped by three, then a space and '₫', in both languages.
 * vi uses '.' between groups ('120.000 ₫'), en uses ',' ('120,000 ₫'). A plain space (U+0020)
 * separates the sign, so texts compare equal to the spec's examples. Negative amounts get a
 * leading '-' ('-5.000 ₫'); fractions are rounded with {@link roundVnd}; NaN and infinities
 * give '' (nothing to show) instead of throwing during a render.
 */
export function formatPrice(amount: number, locale: Locale = 'vi'): string {
  if (!Number.isFinite(amount)) return '';
  const rounded = roundVnd(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[locale]);
  return `${rounded < 0 ? '-' : ''}${digits} ${CURRENCY_SYMBOL}`;
}

/** Why a typed amount of money was refused, with its messages in both languages. */
export const MONEY_INPUT_MESSAGES = {
  MONEY_REQUIRED: { vi: 'Vui lòng nhập số tiền', en: 'Please enter an amount' },
  MONEY_NEGATIVE: { vi: 'Số tiền không được âm', en: 'The amount cannot be negative' },
  MONEY_DECIMAL: {
    vi: 'Số tiền là số nguyên đồng, không có phần lẻ (ví dụ 150.000)',
    en: 'The amount is a whole number of đồng, without decimals (e.g. 150.000)',
  },
  MONEY_INVALID: {
    vi: 'Số tiền không hợp lệ: chỉ gồm chữ số, có thể ngăn cách hàng nghìn (ví dụ 150.000 hoặc 150 000)',
    en: 'Not a valid amount: digits only, thousands may be separated (e.g. 150.000 or 150 000)',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MoneyInputCode = keyof typeof MONEY_INPUT_MESSAGES;
export type MoneyInputResult = { ok: true; value: Vnd } | { ok: false; code: MoneyInputCode };

/** Digits alone, or groups of three after 1–3 digits with ONE separator kind ('.', ',' or a space). */
const MONEY_TEXT = /^(\d+|\d{1,3}(?:\.\d{3})+|\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+)$/;
const CURRENCY_SUFFIX = /\s*(₫|đ|đồng|vnđ|vnd)$/iu;

/**
 * Reads an amount of đồng as people in Vietnam write it in a form: '150000', '150.000',
 * '150 000', '150,000', '1.250.000', with an optional trailing 'đ', '₫' or 'VND'. A number is
 * taken as it is when it is a whole, non-negative, safe integer. Refuses with a code (messages in
 * {@link MONEY_INPUT_MESSAGES}): '' (MONEY_REQUIRED), '-5.000' (MONEY_NEGATIVE), '150.000,5' or
 * '1.5' (MONEY_DECIMAL), anything else (MONEY_INVALID). The inverse of {@link formatPrice}.
 */
export function parseMoneyInput(input: string | number): MoneyInputResult {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, code: 'MONEY_INVALID' };
    if (input < 0) return { ok: false, code: 'MONEY_NEGATIVE' };
    if (!Number.isSafeInteger(input)) return { ok: false, code: 'MONEY_DECIMAL' };
    return { ok: true, value: input };
  }
  // Non-breaking and narrow spaces count as spaces (copied from a formatted price).
  const text = input
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .trim()
    .replace(CURRENCY_SUFFIX, '')
    .trim();
  if (text === '') return { ok: false, code: 'MONEY_REQUIRED' };
  if (/^[-−]/.test(text)) return { ok: false, code: 'MONEY_NEGATIVE' };
  if (MONEY_TEXT.test(text)) {
    const value = Number(text.replace(/[., ]/g, ''));
    return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, code: 'MONEY_INVALID' };
  }
  if (/^\d[\d., ]*[.,]\d{1,2}$/.test(text)) return { ok: false, code: 'MONEY_DECIMAL' };
  return { ok: false, code: 'MONEY_INVALID' };
}

/** The amount typed, or NaN when it is refused (for forms whose schema then reports the field). */
export function moneyInputOrNaN(input: string | number): number {
  const result = parseMoneyInput(input);
  return result.ok ? result.value : Number.NaN;
}
