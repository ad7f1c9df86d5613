import { isLanguage, type Language } from '../language';

/** The address parameter that names the page's language (`?lang=en`), which wins over the cookie. */
export const LANGUAGE_PARAM = 'lang';

// A page's canonical is built from the parameters its routes validate (the router's strict search,
// which a tracker's never is): of those, the language is added back as `?lang=en`, and the referral
// code says who sent the visitor, not what the page shows.
const isUnmeaningful = (name: string) => name === LANGUAGE_PARAM || name === 'afflink';

type SearchValues = Readonly<Record<string, unknown>>;

/** The language of the address (`?lang=`), else `fallback` (the cookie's or the stored choice). */
export function addressLanguage(search: SearchValues, fallback: Language): Language {
  const value = search[LANGUAGE_PARAM];
  return isLanguage(value) ? value : fallback;
}

/** `origin` + `path`; a URL that is already absolute stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The canonical URL of a page in `language`: Vietnamese is the path alone, English the path with
 * `?lang=en`. The page's other meaningful parameters (a page number past the first, a search)
 * stay, sorted by name so every order of the same parameters gives one URL; the referral code,
 * empty ones and `page=1` go.
 */
export function canonicalUrl(
  origin: string,
  path: string,
  language: Language,
  search: SearchValues = {},
): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(search).sort()) {
    const value = search[key];
    if (isUnmeaningful(key) || value === undefined || value === null || value === '') continue;
    // A list's first page is its bare address (its routes leave `page=1` out of their links).
    if (key === 'page' && String(value) === '1') continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (language !== 'vi') params.append(LANGUAGE_PARAM, language);
  const query = params.toString();
  return absoluteUrl(origin, query ? `${path}?${query}` : path);
}

export type Alternate = { hreflang: Language | 'x-default'; href: string };

/** hreflang alternates of a page: each language's canonical, and x-default = the Vietnamese one. */
export function languageAlternates(origin: string, path: string, search: SearchValues = {}): Alternate[] {
  const vi = canonicalUrl(origin, path, 'vi', search);
  return [
    { hreflang: 'vi', href: vi },
    { hreflang: 'en', href: canonicalUrl(origin, path, 'en', search) },
    { hreflang: 'x-default', href: vi },
  ];
}
