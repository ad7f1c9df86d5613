import * as v from 'valibot';
import { moneyInputOrNaN } from './money.js';
import { toVietnamDate } from './date.js';
import type { Locale } from './locale.js';
import { type MessageCode, messageText } from '../messages/messages.js';

/** A document id: 24 hexadecimal characters (MongoDB ObjectId style). */
export const objectIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/i, 'Expected a 24-hex id'));

/** A non-negative integer amount of VND (prices, line amounts, fees, totals). */
export const vndSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** A non-negative whole number of items (quantities, stock, limits). */
export const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** A percentage between 0 and 100. */
export const percentSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

/** An ISO date ('2025-07-01') or date-time ('2025-07-01T08:00:00+07:00') as stored in documents. */
export const isoDateStringSchema = v.pipe(
  v.string(),
  v.check((text) => toVietnamDate(text) !== null, 'Expected an ISO date'),
);

/** 'vi' or 'en'. */
export const localeSchema = v.picklist(['vi', 'en']);

/** A string field that is present but may be null or missing in stored documents. */
export const optionalText = v.nullish(v.string());

/** The text of a code in the schema's language; forms build their messages through this. */
export function textOf(locale: Locale): (code: MessageCode) => string {
  return (code) => messageText(code, locale);
}

/**
 * A required text field: trimmed; a missing key, a blank value or a non-string all give
 * `message` (a missing key is read as '' so the field's own message shows, not valibot's).
 */
export function requiredText(message: string) {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message));
}

/**
 * The longest texts a shopper's form keeps (not in the spec): a name, an e-mail (RFC 5321's 254),
 * a phone, an address line, a message. Without them one request could store a megabyte in a name.
 */
export const TEXT_MAX = { name: 100, email: 254, phone: 20, address: 255, message: 5000 } as const;

/** A text of at most `max` characters (after trimming), else TEXT_TOO_LONG in `locale`. */
export function atMost(max: number, locale: Locale) {
  return v.maxLength<string, number, string>(max, messageText('TEXT_TOO_LONG', locale, { max }));
}

/** A text field that may be missing (read as ''), left untrimmed: passwords. */
export function rawText(message: string) {
  return v.optional(v.string(message), '');
}

/** An optional text field: missing or null become '', otherwise trimmed. */
export const optionalTrimmedText = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((text) => (text ?? '').trim()),
);

/** A whole number from a query string (up to six digits) within [min, max]; `fallback` when absent. */
export const wholeNumberParam = (min: number, max: number, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,6}$/),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  );

/**
 * An amount of đồng from the console, typed ('150.000', '150 000', '150000 ₫') or sent as a
 * number, read by {@link parseMoneyInput}, within [min, max]; every refusal carries `message`
 * (the field's own code), so the form shows the field's message.
 */
export const moneyField = <TMessage extends string>(min: number, max: number, message: TMessage) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform(moneyInputOrNaN),
    v.safeInteger(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** A whole number within [min, max]; every refusal carries `message` (the field's own code). */
export const wholeNumberWithin = <TMessage extends string>(min: number, max: number, message: TMessage) =>
  v.pipe(v.number(message), v.safeInteger(message), v.minValue(min, message), v.maxValue(max, message));

/**
 * A text of `min` to `max` characters once trimmed; every refusal carries `message` (the field's
 * own code), so a missing, blank or too long value shows the field's message.
 */
export const trimmedTextField = <TMessage extends string>(min: number, max: number, message: TMessage) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

/**
 * A whole number within [min, max] sent as a number or as the text of one (' 24 '); every refusal
 * carries `message`. Settings a form types in (hours of a delay or a window).
 */
export const wholeNumberOrText = <TMessage extends string>(min: number, max: number, message: TMessage) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))], message),
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
