import type { Language } from '../language';
import { siteOrigin } from './origin';
import { addressLanguage } from './urls';

/** Where a page's head is built: its origin, path, search parameters and language. */
export type SeoPage = {
  origin: string;
  path: string;
  search: Readonly<Record<string, unknown>>;
  language: Language;
};

/**
 * The page a router match shows: `?lang=` in the address wins over `storedLanguage` (the cookie's,
 * or the choice kept in the browser).
 */
export function seoPage(
  match: { pathname: string; search: unknown },
  storedLanguage: Language,
  origin: string = siteOrigin(),
): SeoPage {
  const search =
    typeof match.search === 'object' && match.search !== null
      ? (match.search as Record<string, unknown>)
      : {};
  return { origin, path: match.pathname, search, language: addressLanguage(search, storedLanguage) };
}

// Accounts, cart, checkout and the sign-in screens: nothing there for a search engine.
const PRIVATE_PATH =
  /^\/(user-profile|cart|checkout|checkout-alert|dang-nhap|dang-ky|xac-thuc|quen-mat-khau)(\/|$)/;

/** Whether the page at `path` is kept out of search results (`noindex`). */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH.test(path);
}
