import type { QueryClient } from '@tanstack/react-query';
import { brandNameOf, companyQueries, logoOf } from '../company';
import type { Language } from '../language';
import { siteOrigin } from './origin';
import { addressLanguage } from './urls';

/** Where a page's head is built: its origin, path, search parameters and language. */
export type SeoPage = {
  origin: string;
  path: string;
  /** The parameters the page's routes read (the canonical keeps these, and only these). */
  search: Readonly<Record<string, unknown>>;
  language: Language;
  /** The shop's brand (the company setting), after every page title. */
  brand: string;
  /** The shop's logo picture (the company setting); undefined: the default logo. */
  logo?: string;
};

/** What a head reads of the router's match. */
export type SeoMatch = {
  pathname: string;
  search: unknown;
  _strictSearch?: unknown;
  context?: { queryClient?: QueryClient } | undefined;
};

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The page a router match shows: `?lang=` in the address wins over `storedLanguage` (the cookie's,
 * or the choice kept in the browser). Its search parameters are the ones its routes validate
 * (the router's strict search): an address's other parameters (`?x=1`, a tracker's) show nothing
 * different, so one page keeps one canonical address per language.
 */
export function seoPage(match: SeoMatch, storedLanguage: Language, origin: string = siteOrigin()): SeoPage {
  const search = asRecord(match.search);
  const company = match.context?.queryClient?.getQueryData(companyQueries.info().queryKey);
  return {
    origin,
    // An index route's match ends in '/' (/san-pham/): the shop's addresses do not (/san-pham/
    // redirects to /san-pham), and a canonical must name the address that answers.
    path: match.pathname.length > 1 ? match.pathname.replace(/\/+$/, '') : match.pathname,
    search: '_strictSearch' in match ? asRecord(match._strictSearch) : search,
    language: addressLanguage(search, storedLanguage),
    // The frame's loader has fetched the company record before any head is built.
    brand: brandNameOf(company),
    logo: logoOf(company),
  };
}

// Accounts, cart, checkout and the sign-in screens: nothing there for a search engine.
const PRIVATE_PATH =
  /^\/(user-profile|cart|checkout|checkout-alert|dang-nhap|dang-ky|xac-thuc|quen-mat-khau|huy-dang-ky|yeu-cau-du-lieu)(\/|$)/;

/** Whether the page at `path` is kept out of search results (`noindex`). */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH.test(path);
}
