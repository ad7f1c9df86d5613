/** The shop's languages (SPEC §1); Vietnamese is the default. */
export const PAGE_LANGUAGES = ['vi', 'en'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The address parameter naming a page's language, and the cookie mirroring the stored choice. */
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function isPageLanguage(value: unknown): value is PageLanguage {
  return typeof value === 'string' && (PAGE_LANGUAGES as readonly string[]).includes(value);
}

export interface PageAddress {
  /**
   * The path and query the page is rendered and cached for, as asked. Not reordered: the router
   * keys a page's data by its search parameters in their order, and the browser hydrates the page
   * with the address it asked for.
   */
  pathAndQuery: string;
  language: PageLanguage;
  /** The language came from the address (`?lang=`): it becomes the stored choice (a cookie). */
  languageFromAddress: boolean;
}

/**
 * A page request's language and its address (decision 022): `?lang=en|vi` in the address wins, else
 * the `lang` cookie, else vi.
 */
export function pageAddress(url: string, cookie: string | undefined): PageAddress {
  const pathAndQuery = url.split('#', 1)[0] || '/';
  const query = pathAndQuery.includes('?') ? pathAndQuery.slice(pathAndQuery.indexOf('?') + 1) : '';
  const fromAddress = new URLSearchParams(query).get(LANGUAGE_PARAM);
  if (isPageLanguage(fromAddress)) return { pathAndQuery, language: fromAddress, languageFromAddress: true };
  return { pathAndQuery, language: isPageLanguage(cookie) ? cookie : 'vi', languageFromAddress: false };
}

/** The cookie that stores a language chosen in the address (the web app writes the same one). */
export function languageCookie(language: PageLanguage): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; SameSite=Lax; Max-Age=${YEAR_SECONDS}`;
}
