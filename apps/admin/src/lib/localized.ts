import type { Locale } from '@shop/domain/primitives';

/** The English name when the console is in English and one exists, else the Vietnamese one. */
export function localized(vi: string, en: string | null | undefined, locale: Locale): string {
  return locale === 'en' && en ? en : vi;
}
