/** The languages of the shop. Vietnamese is the default and the source language of the catalogs. */
export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

/** Local storage key of the chosen language (SPEC §1). */
export const LANGUAGE_STORAGE_KEY = 'language';
/** Query parameter naming the page's language in its address (`?lang=en`): wins over the stored choice. */
export const LANGUAGE_PARAM = 'lang';
/** Cookie mirroring the language, so a server can later render a page in it (DESIGN.md). */
export const LANGUAGE_COOKIE = 'lang';
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to start with: the stored choice, else the cookie, else Vietnamese.
 * Called once at start-up, before the first render; storage that throws (private mode,
 * disabled cookies) counts as no choice.
 */
export function readPreferredLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  cookie: string = globalThis.document?.cookie ?? '',
): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // fall through to the cookie
  }
  const fromCookie = readCookie(cookie, LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

/** Keeps the choice in local storage and mirrors it in the `lang` cookie. */
export function persistLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
  doc: Pick<Document, 'cookie'> | undefined = globalThis.document,
): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage full or disabled: the cookie still carries the choice
  }
  if (doc) {
    doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  }
}

function readCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
