import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX_LENGTH, slugify } from './slug.js';

const VIETNAMESE = 'aàáảãạăằắẳẵặâầấẩẫậeèéẻẽẹêềếểễệiìíỉĩịoòóỏõọôồốổỗộơờớởỡợuùúủũụưừứửữựyỳýỷỹỵđ';
const vietnameseText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...VIETNAMESE, ...VIETNAMESE.toUpperCase(), ' ', '-', ',', '.', '!', '?', '0', '9'),
      fc.string({ maxLength: 2 }),
    ),
    { maxLength: 150 },
  )
  .map((parts) => parts.join(''));

describe('slugify', () => {
  it('writes a Vietnamese title without its diacritics', () => {
    expect(slugify('Mùa chè xuân trên đồi Tân Cương')).toBe('mua-che-xuan-tren-doi-tan-cuong');
    expect(slugify('  Đắk Lắk: Cà phê Robusta — vụ 2026!  ')).toBe('dak-lak-ca-phe-robusta-vu-2026');
    expect(slugify('Nông sản & Gia vị')).toBe('nong-san-gia-vi');
    expect(slugify('!!!')).toBe('');
  });

  it('always gives a slug, or nothing when the title has no letter or digit', () => {
    fc.assert(
      fc.property(vietnameseText, (title) => {
        const slug = slugify(title);
        expect(slug === '' || isSlug(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      }),
    );
  });

  it('is stable: a slug is its own slug', () => {
    fc.assert(
      fc.property(vietnameseText, (title) => {
        expect(slugify(slugify(title))).toBe(slugify(title));
      }),
    );
  });

  it('keeps every letter of a short title: only the marks go', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...VIETNAMESE), { minLength: 1, maxLength: 40 }), (letters) => {
        const slug = slugify(letters.join(''));
        expect(slug).toHaveLength(letters.length);
        expect(slug).toMatch(/^[a-z]+$/);
      }),
    );
  });

  it('cuts a long title at a word boundary', () => {
    const title = Array.from({ length: 40 }, (_, i) => `chè${i}`).join(' ');
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(`${slugify(title.replace(/chè/g, 'che'))}-`.startsWith(`${slug}-`)).toBe(true);
    expect(slugify('a'.repeat(200))).toBe('a'.repeat(SLUG_MAX_LENGTH));
  });
});

describe('isSlug', () => {
  it('takes lower-case words joined by single dashes only', () => {
    expect(isSlug('tra-xanh-2026')).toBe(true);
    for (const bad of [
      '',
      'Tra',
      'tra--xanh',
      '-tra',
      'tra-',
      'trà',
      'tra xanh',
      'a'.repeat(SLUG_MAX_LENGTH + 1),
    ])
      expect(isSlug(bad)).toBe(false);
  });
});
