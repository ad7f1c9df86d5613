/** A page asked of a console list. */
export interface PageQuery {
  page: number;
  limit: number;
}

/** PostgreSQL's count(*) is a bigint: the driver gives it as a string, PGlite as a number. */
type Counted<K extends string> = { [key in K]?: string | number | null } | undefined;

/**
 * A console list's reply: the page's items, the counts the list shows beside them (`total`, and
 * per list the unhandled, open or overdue ones) read as numbers, 0 when there is no row, and the
 * page that was asked for.
 */
export function pagedReply<T, K extends string>(
  query: PageQuery,
  items: T[],
  counted: Counted<K>,
  names: readonly K[],
): { items: T[]; page: number; limit: number } & Record<K, number> {
  const counts = Object.fromEntries(names.map((name) => [name, Number(counted?.[name] ?? 0)]));
  return { items, ...(counts as Record<K, number>), page: query.page, limit: query.limit };
}
