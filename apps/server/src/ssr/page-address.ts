import { splitTrackingParams } from '@shop/domain/content';

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
   * The path and query the page is rendered and cached for: as asked, less its tracking parameters
   * (`utm_*`, `fbclid`, `zarsrc`…), which no page reads, so a campaign's or a share's visitors get
   * the page everyone gets (its canonical leaves them out too). Not reordered: the router keys a
   * page's data by its search parameters in their order.
   */
  pathAndQuery: string;
  /** The tracking parameters left out of `pathAndQuery`, as written (`utm_source=zalo&fbclid=…`). */
  tracking: string;
  language: PageLanguage;
  /** The language came from the address (`?lang=`): it becomes the stored choice (a cookie). */
  languageFromAddress: boolean;
}

/**
 * A page request's language and its address (decision 022): `?lang=en|vi` in the address wins, else
 * the `lang` cookie, else vi.
 */
export function pageAddress(url: string, cookie: string | undefined): PageAddress {
  const asked = url.split('#', 1)[0] || '/';
  const queryAt = asked.indexOf('?');
  const { query, tracking } = splitTrackingParams(queryAt < 0 ? '' : asked.slice(queryAt));
  const pathAndQuery = (queryAt < 0 ? asked : asked.slice(0, queryAt)) + query;
  const fromAddress = new URLSearchParams(query).get(LANGUAGE_PARAM);
  if (isPageLanguage(fromAddress))
    return { pathAndQuery, tracking, language: fromAddress, languageFromAddress: true };
  return {
    pathAndQuery,
    tracking,
    language: isPageLanguage(cookie) ? cookie : 'vi',
    languageFromAddress: false,
  };
}

/** The cookie that stores a language chosen in the address (the web app writes the same one). */
export function languageCookie(language: PageLanguage): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; SameSite=Lax; Max-Age=${YEAR_SECONDS}`;
}

/**
 * A redirect's Location with the visit's tracking parameters put back: the page was rendered
 * without them, and the address the visitor ends on keeps what the campaign's link carried.
 */
export function withTracking(location: string, tracking: string): string {
  if (!tracking) return location;
  const hashAt = location.indexOf('#');
  const [base, hash] = hashAt < 0 ? [location, ''] : [location.slice(0, hashAt), location.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${tracking}${hash}`;
}
