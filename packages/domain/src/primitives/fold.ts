/**
 * Text without Vietnamese marks: every accent and tone mark dropped, đ as d and Đ as D, case kept
 * ('Đặng Thu' → 'Dang Thu'). The base of slugs, bank names and every comparison that ignores accents.
 */
export function withoutMarks(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

/**
 * Text as words are compared: without marks, lower case, every run of what is not a letter or
 * a digit one space, no space at either end ('Mã_vận đơn' → 'ma van don').
 */
export function foldWords(text: string): string {
  return withoutMarks(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
