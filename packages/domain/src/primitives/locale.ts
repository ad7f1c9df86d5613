/** The two languages of the shop. Vietnamese is the default everywhere. */
export type Locale = 'vi' | 'en';

export const LOCALES: readonly Locale[] = ['vi', 'en'];

export const DEFAULT_LOCALE: Locale = 'vi';

/** True for 'vi' and 'en' only; anything else (including 'VI', 'en-US') is not a locale. */
export function isLocale(value: unknown): value is Locale {
  return value === 'vi' || value === 'en';
}

/**
 * The locale to use for a requested language: 'en' and 'en-*' give 'en', everything else
 * (missing, unknown, 'vi-VN') gives the default 'vi'.
 */
export function resolveLocale(value: string | null | undefined): Locale {
  const lower = (value ?? '').trim().toLowerCase();
  return lower === 'en' || lower.startsWith('en-') ? 'en' : DEFAULT_LOCALE;
}
