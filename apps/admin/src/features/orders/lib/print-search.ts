import { BULK_MAX_ORDERS } from '@shop/domain/console';
import type { Locale } from '@shop/domain/primitives';

export const PRINT_DOCS = ['slip', 'invoice'] as const;
export const PRINT_SIZES = ['a4', 'a5'] as const;
export type PrintDoc = (typeof PRINT_DOCS)[number];
export type PrintSize = (typeof PRINT_SIZES)[number];

/** The print view's state in the address bar: which orders, which document, paper and language. */
export interface PrintSearch {
  ids: string;
  doc?: PrintDoc;
  size?: PrintSize;
  lang?: Locale;
}

const pick = <T extends string>(choices: readonly T[], value: unknown): T | undefined =>
  choices.find((choice) => choice === value);

/** Reads the print view's search; unknown values are dropped (the defaults apply). */
export function readPrintSearch(search: Record<string, unknown>): PrintSearch {
  const out: PrintSearch = { ids: typeof search.ids === 'string' ? search.ids : '' };
  const doc = pick(PRINT_DOCS, search.doc);
  const size = pick(PRINT_SIZES, search.size);
  const lang = pick<Locale>(['vi', 'en'], search.lang);
  if (doc) out.doc = doc;
  if (size) out.size = size;
  if (lang) out.lang = lang;
  return out;
}

/** The order ids of `ids=a,b,c`: well-formed ones, each once, at most BULK_MAX_ORDERS. */
export function printIds(ids: string): string[] {
  const valid = ids.split(',').filter((id) => /^[0-9a-f]{24}$/.test(id));
  return [...new Set(valid)].slice(0, BULK_MAX_ORDERS);
}
