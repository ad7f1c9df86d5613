import { isCategorySlug } from '@shop/domain/catalogue';
import type { Language } from '@/lib/language';
import type { ProductListParams } from '../api/product-queries';

export const CATALOG_SORTS = ['newest', 'price-asc', 'price-desc', 'name', 'rating'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** Products per page of the purchase catalogue and of the search results. */
export const PAGE_SIZE = 12;
/** Longest keyword sent to the server; longer text is cut (the server caps values too). */
export const KEYWORD_MAX_LENGTH = 100;
/** A page number past this is certainly a typo or a probe; it is read as the last sensible one. */
const MAX_PAGE = 1000;

/** Search params of /mua-hang/san-pham. `afflink` is carried along so the referral code stays. */
export type PurchaseSearch = {
  sort: CatalogSort;
  /** A category's code (ma_nvt); one the shop does not have lists nothing. */
  category?: string | undefined;
  /** Only products rated this many stars or more (published reviews' average, decision 047). */
  stars?: CatalogStars | undefined;
  page: number;
  afflink?: string | undefined;
};

/** The catalogue's star filter: at least this average rating. */
export const CATALOG_STARS = [5, 4, 3, 2, 1] as const;
export type CatalogStars = (typeof CATALOG_STARS)[number];

/** Search params of /mua-hang/tim-kiem. */
export type KeywordSearch = { keyword: string; page: number; afflink?: string | undefined };

function pickPage(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  // Whole numbers only: "2.5" or "2abc" are not page 2.
  const page = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

function pickText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Reads the address's query for the purchase catalogue. Never throws: an unknown sort becomes
 * 'newest', a category that is not shaped like a code is dropped, a page that is not a whole number from 1 becomes 1,
 * so a hand-edited or old link still opens a sensible page. Every key is returned, undefined when
 * dropped: the router merges the result over the raw query, so a key left out would keep its
 * raw value.
 */
export function parsePurchaseSearch(raw: Record<string, unknown>): PurchaseSearch {
  return {
    sort: CATALOG_SORTS.find((value) => value === raw.sort) ?? 'newest',
    category: isCategorySlug(raw.category) ? raw.category : undefined,
    stars: CATALOG_STARS.find((value) => String(value) === pickText(raw.stars)),
    page: pickPage(raw.page),
    afflink: pickText(raw.afflink),
  };
}

/** Reads the query of the search results: the keyword trimmed and cut to a sensible length. */
export function parseKeywordSearch(raw: Record<string, unknown>): KeywordSearch {
  const keyword = (pickText(raw.keyword) ?? '').slice(0, KEYWORD_MAX_LENGTH);
  return { keyword, page: pickPage(raw.page), afflink: pickText(raw.afflink) };
}

const SORTS: Record<CatalogSort, (language: Language) => NonNullable<ProductListParams['sort']>> = {
  newest: () => ({ date_created: -1, ma_vt: 1 }),
  'price-asc': () => ({ gia_ban_le: 1, ma_vt: 1 }),
  'price-desc': () => ({ gia_ban_le: -1, ma_vt: 1 }),
  // Names sort in the language they are read in.
  name: (language): Record<string, 1> => ({ [language === 'en' ? 'ten_vt_eng' : 'ten_vt']: 1, ma_vt: 1 }),
  // The published average then how many reviews back it; unrated products last (NULLS LAST).
  rating: () => ({ diem_danh_gia: -1, so_danh_gia: -1, ma_vt: 1 }),
};

/** The list call of one page of the purchase catalogue. */
export function purchaseListParams(search: PurchaseSearch, language: Language): ProductListParams {
  const q = {
    ...(search.category ? { ma_nvt: search.category } : {}),
    ...(search.stars ? { diem_danh_gia: { $gte: search.stars } } : {}),
  };
  return {
    ...(Object.keys(q).length > 0 ? { q } : {}),
    sort: SORTS[search.sort](language),
    limit: PAGE_SIZE,
    page: search.page,
    notfields: ['mo_ta', 'mo_ta_eng'],
  };
}

/**
 * The list call of one page of search results: the keyword in either language's name or in the
 * product code. The server's $regex is a literal, case- and diacritic-insensitive "contains", so
 * "ca phe" finds "Cà phê" and no character of the keyword has a special meaning.
 */
export function keywordListParams(search: KeywordSearch): ProductListParams {
  const match = { $regex: search.keyword, $options: 'i' };
  return {
    q: { $or: [{ ten_vt: match }, { ten_vt_eng: match }, { ma_vt: match }] },
    sort: { noi_bat: -1, ma_vt: 1 },
    limit: PAGE_SIZE,
    page: search.page,
    notfields: ['mo_ta', 'mo_ta_eng'],
  };
}

/** Page numbers to show, with 'gap' where pages are skipped: 1 … 4 5 6 … 12. */
export function paginationItems(current: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 1) return [];
  const wanted = new Set([1, totalPages, current - 1, current, current + 1]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

export function countPages(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/**
 * The catalogue's and the search's search middleware: a first page's address has no `page=1` (its
 * links, and the server's, which would otherwise redirect an address without it to one with it),
 * so the list has one address, the one its canonical names.
 */
export function leaveOutFirstPage<T extends { page?: number | undefined }>({
  search,
  next,
}: {
  search: T;
  next: (search: T) => T;
}): T {
  const result = next(search);
  if (result.page !== 1) return result;
  const { page: _first, ...rest } = result;
  return rest as T;
}

/**
 * The active options of a list's page links: a link is the current page only when its whole query
 * is. The first page's link has no `page` (above), so it would otherwise look current on every page.
 */
export const PAGE_LINK_ACTIVE = { exact: true } as const;
