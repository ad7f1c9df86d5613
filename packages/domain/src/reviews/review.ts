import * as v from 'valibot';
import type { Locale } from '../primitives/locale.js';
import { messageText } from '../messages/messages.js';
import { foldWords } from '../primitives/fold.js';

/** A review may be edited this many days after it was written (issue 33). */
export const REVIEW_EDIT_DAYS = 30;
/** The reminder to review goes this many days after delivery, to shoppers who agreed to such mails. */
export const REVIEW_REMINDER_DAYS = 5;
/** Photos one review may carry. */
export const REVIEW_MAX_PHOTOS = 5;
/** The longest review text, in characters. */
export const REVIEW_TEXT_MAX = 2000;
/** The longest reply of the shop. */
export const REVIEW_REPLY_MAX = 2000;
/** Reviews a page of the product page shows. */
export const REVIEW_PAGE_SIZE = 10;
/** The words of the filter list: at most this many, each at most 60 characters. */
export const REVIEW_WORDS_MAX = 500;

/** pending: waits for the console; published: on the product page; hidden: taken down by the shop. */
export type ReviewStatus = 'pending' | 'published' | 'hidden';
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'published', 'hidden'];

/** How the product page orders its reviews. */
export type ReviewOrder = 'newest' | 'photos' | 'stars-high' | 'stars-low';
export const REVIEW_ORDERS: readonly ReviewOrder[] = ['newest', 'photos', 'stars-high', 'stars-low'];

export interface RatingSummary {
  /** The mean of the stars, rounded to one decimal; 0 when there is none. */
  average: number;
  count: number;
  /** How many reviews gave 1…5 stars (index 0 is one star). */
  distribution: [number, number, number, number, number];
}

/** Whether a number is a valid rating: an integer from 1 to 5. */
export function isStars(value: unknown): value is 1 | 2 | 3 | 4 | 5 {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;
}

/** The aggregate of published ratings; anything that is not 1–5 stars counts for nothing. */
export function summarizeRatings(stars: readonly number[]): RatingSummary {
  const counts = [0, 0, 0, 0, 0];
  for (const value of stars) if (isStars(value)) counts[value - 1] = (counts[value - 1] ?? 0) + 1;
  return summaryOfDistribution(counts);
}

/** The aggregate from per-star counts (what SQL's GROUP BY gives). */
export function summaryOfDistribution(counts: readonly number[]): RatingSummary {
  const distribution = [0, 1, 2, 3, 4].map((index) =>
    Math.max(0, Math.trunc(counts[index] ?? 0)),
  ) as RatingSummary['distribution'];
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
  // Rounded on integers (tenths), so 4.45 is never 4.4 by binary rounding.
  const average = count === 0 ? 0 : Math.round((total * 10) / count) / 10;
  return { average, count, distribution };
}

const DAY_MS = 86_400_000;

/** The last moment a review written at `createdAt` may be edited. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

/** Whether a review written at `createdAt` may still be edited at `now` (the 30th day included). */
export function canEditReview(createdAt: Date, now: Date): boolean {
  const time = now.getTime();
  return time >= createdAt.getTime() - 60_000 && time <= reviewEditableUntil(createdAt).getTime();
}

/** A text folded for the word filter: lower case, no accents, đ as d, runs of spaces as one. */
export function foldForFilter(text: string): string {
  return foldWords(text);
}

/**
 * The first word (or phrase) of the filter list the text contains as whole words, accents and
 * case aside ("Lừa đảo" matches "lua dao"), or undefined. A word inside a longer one does not
 * count ("ass" is not in "glass").
 */
export function blockedWordIn(text: string, words: readonly string[]): string | undefined {
  const haystack = ` ${foldForFilter(text)} `;
  return words.find((word) => {
    const needle = foldForFilter(word);
    return needle !== '' && haystack.includes(` ${needle} `);
  });
}

/** The filter list as the console saves it: one entry a line, trimmed, without empties or repeats. */
export function normalizeWordList(input: readonly string[] | string): string[] {
  const lines = typeof input === 'string' ? input.split(/\r?\n|,/) : input;
  const seen = new Set<string>();
  const words: string[] = [];
  for (const line of lines) {
    const word = line.trim().slice(0, 60);
    const key = foldForFilter(word);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words.slice(0, REVIEW_WORDS_MAX);
}

/** Where a new review goes: pending when the shop checks first or a listed word is in it. */
export function statusOfNewReview(
  text: string,
  settings: { publishAtOnce: boolean; words: readonly string[] },
): { status: ReviewStatus; heldFor?: string } {
  const heldFor = blockedWordIn(text, settings.words);
  if (heldFor !== undefined) return { status: 'pending', heldFor };
  return { status: settings.publishAtOnce ? 'published' : 'pending' };
}

const HEX_ID = /^[0-9a-f]{24}$/;

/** A review as a shopper writes or edits it: the order, its line, stars, text and photo ids. */
export function reviewWriteSchema(locale: Locale = 'vi') {
  const invalid = (code: 'REVIEW_PHOTO_INVALID') => messageText(code, locale, { max: REVIEW_MAX_PHOTOS });
  return v.object({
    stars: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
    text: v.pipe(
      v.optional(v.string(), ''),
      v.transform((text) => text.trim()),
      v.maxLength(REVIEW_TEXT_MAX, messageText('TEXT_TOO_LONG', locale, { max: REVIEW_TEXT_MAX })),
    ),
    photos: v.pipe(
      v.optional(v.array(v.pipe(v.string(), v.regex(HEX_ID, invalid('REVIEW_PHOTO_INVALID')))), []),
      v.maxLength(REVIEW_MAX_PHOTOS, invalid('REVIEW_PHOTO_INVALID')),
      v.check((ids) => new Set(ids).size === ids.length, invalid('REVIEW_PHOTO_INVALID')),
    ),
  });
}
export type ReviewWrite = v.InferOutput<ReturnType<typeof reviewWriteSchema>>;

/** A new review also names the delivered order and the line (its index in the order's details). */
export function reviewCreateSchema(locale: Locale = 'vi') {
  return v.object({
    ...reviewWriteSchema(locale).entries,
    order_id: v.pipe(v.string(), v.regex(HEX_ID)),
    line: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(499)),
  });
}
export type ReviewCreate = v.InferOutput<ReturnType<typeof reviewCreateSchema>>;

/** The console's moderation of one review. */
export const reviewModerationSchema = v.object({
  status: v.optional(v.picklist(['published', 'hidden'] as const)),
  /** The shop's reply; '' removes it. */
  reply: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.trim()),
      v.maxLength(REVIEW_REPLY_MAX),
    ),
  ),
});
export type ReviewModeration = v.InferOutput<typeof reviewModerationSchema>;

/** The console's review settings: publish at once or wait, and the word filter list. */
export const reviewSettingsSchema = v.object({
  publish_at_once: v.boolean(),
  words: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(REVIEW_WORDS_MAX * 2)),
});
export type ReviewSettingsWrite = v.InferOutput<typeof reviewSettingsSchema>;

/**
 * The author's name as a review shows it: the given name (a Vietnamese name's last word) and the
 * family name's initial, 'Trần Thị Mai' → 'Mai T.'; one word stays whole; none gives null.
 */
export function reviewAuthorName(name: string | null | undefined): string | null {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const given = words[words.length - 1] ?? '';
  if (words.length === 1) return given.slice(0, 40);
  return `${given.slice(0, 40)} ${[...(words[0] ?? '')][0]?.toUpperCase() ?? ''}.`;
}
