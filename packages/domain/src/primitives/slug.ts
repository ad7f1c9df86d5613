import { withoutMarks } from './fold.js';

/** The longest slug made from a title; an edited slug may be as long. */
export const SLUG_MAX_LENGTH = 96;

/** A slug: lower-case ASCII letters and digits in groups joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of a title: Vietnamese letters without their diacritics (đ → d), lower case, every run
 * of other characters one dash, no dash at either end, cut at a dash to SLUG_MAX_LENGTH. '' when
 * the title has no letter or digit.
 */
export function slugify(title: string): string {
  const ascii = withoutMarks(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii.length <= SLUG_MAX_LENGTH) return ascii;
  const cut = ascii.slice(0, SLUG_MAX_LENGTH + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

export function isSlug(text: string): boolean {
  return text.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(text);
}
