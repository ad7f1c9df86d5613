/**
 * A list's state in the address bar (search, filters, page), read key by key: what does not read
 * is dropped, so a hand-edited or stale address shows the list unfiltered rather than failing.
 */

/** Reads one key of the address; undefined drops it. */
export type SearchReader<T> = (value: unknown) => T | undefined;

/** Typed text, trimmed and cut at `max` characters; blank is dropped. */
export const searchText =
  (max = 100): SearchReader<string> =>
  (value) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

/** A page number past the first (the first is the address without one). */
export const searchPage: SearchReader<number> = (value) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
};

/** One of `choices`; `fallback` (the list's default, e.g. 'all') is the address without it. */
export const searchChoice =
  <T extends string>(choices: readonly T[], fallback?: T): SearchReader<T> =>
  (value) =>
    choices.find((choice) => choice !== fallback && choice === value);

/** A string the pattern accepts as it stands (a slug, a code). */
export const searchPattern =
  (pattern: RegExp): SearchReader<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;

/** The route's validateSearch from one reader a key. */
export function readSearch<T extends object>(readers: { [K in keyof T]-?: SearchReader<NonNullable<T[K]>> }) {
  return (search: Record<string, unknown>): T => {
    const out: Partial<T> = {};
    for (const key of Object.keys(readers) as (keyof T)[]) {
      const value = readers[key](search[key as string]);
      if (value !== undefined) out[key] = value;
    }
    return out as T;
  };
}

/** The address of a list with one tab per status, paged. */
export interface StatusSearch<TStatus extends string> {
  status?: TStatus;
  page?: number;
}

/** Reads a status list's address: ?status= one of `statuses` (`first`, the first tab, when absent), ?page=. */
export const readStatusSearch = <TStatus extends string>(statuses: readonly TStatus[], first: TStatus) =>
  readSearch<StatusSearch<TStatus>>({ status: searchChoice(statuses, first), page: searchPage });

/** The props of a list screen whose state is the address: the search, and how to change it. */
export interface SearchedList<TSearch> {
  search: TSearch;
  onSearch: (next: TSearch) => void;
}

/** What useSearchedList needs of a route (TanStack Router's Route of a file). */
interface SearchedRoute<TSearch> {
  useSearch: () => TSearch;
  useNavigate: () => (options: { search: NoInfer<TSearch> }) => Promise<void>;
}

/** A list screen's props from its route: the route's search, and a change of it as a navigation. */
export function useSearchedList<TSearch>(route: SearchedRoute<TSearch>): SearchedList<TSearch> {
  const navigate = route.useNavigate();
  return { search: route.useSearch(), onSearch: (next) => void navigate({ search: next }) };
}

/** A paged list's pager: going to a page keeps the search, the first page being the address without one. */
export function toPage<TSearch extends { page?: number }>({ search, onSearch }: SearchedList<TSearch>) {
  return (page: number) => onSearch({ ...search, page: page === 1 ? undefined : page });
}

/**
 * A filter tab's change, on a list whose address keeps the tab chosen under `key`: the list's
 * default tab (`fallback`, 'all' unless told) is the address without it, and the list goes back to
 * its first page with its other keys (the text searched, the other filters) kept.
 */
export function toFilter<TSearch extends object, K extends keyof TSearch, TDefault extends string = 'all'>(
  { search, onSearch }: SearchedList<TSearch>,
  key: K,
  fallback: TDefault = 'all' as TDefault,
) {
  return (next: NonNullable<TSearch[K]> | TDefault) =>
    onSearch({ ...search, [key]: next === fallback ? undefined : next, page: undefined });
}
