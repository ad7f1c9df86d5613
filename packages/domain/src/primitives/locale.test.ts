import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALES, resolveLocale } from './locale.js';

describe('locale', () => {
  it('is vi by default, en on request', () => {
    expect(DEFAULT_LOCALE).toBe('vi');
    expect(LOCALES).toEqual(['vi', 'en']);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('EN')).toBe(false);
    expect(resolveLocale('en-US')).toBe('en');
    expect(resolveLocale(' EN ')).toBe('en');
    expect(resolveLocale('fr')).toBe('vi');
    expect(resolveLocale(undefined)).toBe('vi');
  });
});
