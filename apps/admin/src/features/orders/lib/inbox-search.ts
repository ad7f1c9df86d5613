import { INBOX_SORTS, type InboxSort } from '@shop/domain/console';

/** The inbox's state in the address bar: the query of GET console/orders, every value a string. */
export type InboxSearch = {
  [K in
    | 'status'
    | 'q'
    | 'pt_thanh_toan'
    | 'trang_thai_tt'
    | 'don_vi_vc'
    | 'from'
    | 'to'
    | 'page'
    | 'limit']?: string;
} & { sort?: InboxSort };

const isSort = (value: string): value is InboxSort => (INBOX_SORTS as readonly string[]).includes(value);

const KEYS = [
  'status',
  'q',
  'pt_thanh_toan',
  'trang_thai_tt',
  'don_vi_vc',
  'from',
  'to',
  'page',
  'limit',
] as const;

/** Reads the known keys of the address bar's search (numbers kept as text); drops the rest and blanks. */
export function readInboxSearch(search: Record<string, unknown>): InboxSearch {
  const out: InboxSearch = {};
  for (const key of KEYS) {
    const value = search[key];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') out[key] = String(value);
  }
  if (typeof search.sort === 'string' && isSort(search.sort)) out.sort = search.sort;
  return out;
}

/** The search after a filter changed: back to the first page, blanks removed. */
export function withFilter(search: InboxSearch, change: InboxSearch): InboxSearch {
  return readInboxSearch({ ...search, ...change, page: change.page ?? undefined });
}
