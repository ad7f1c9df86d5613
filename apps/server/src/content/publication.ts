/**
 * What the shop may show of the console's content (decision 027): a news article, job posting or
 * policy/guide page is hidden while it is a draft (`published: false`) and, for news and jobs,
 * until its publish date (`date_created`, UTC ISO text) has come. Documents without the flag (the
 * seed's, the raw API's) are published. Administrators reading through the raw API see everything.
 */
export const PUBLISHED_COLLECTIONS: ReadonlySet<string> = new Set(['news', 'ecompages']);

/** Now as the console stores dates (toISOString): ISO text compares in time order. */
const NOW_ISO = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * SQL over a documents row's `data` (no parameters): the document is public now. Text compare,
 * so a stored date that is not ISO text never raises an error (it is compared as text).
 */
export const PUBLISHED_NOW = `(data->>'published' IS DISTINCT FROM 'false' AND (collection <> 'news' OR data->>'date_created' IS NULL OR data->>'date_created' <= ${NOW_ISO}))`;

/** The same rule over a document already read, at `now`. */
export function isPublishedNow(collection: string, doc: Record<string, unknown>, now: Date): boolean {
  if (doc.published === false) return false;
  if (collection !== 'news' || typeof doc.date_created !== 'string') return true;
  return doc.date_created <= now.toISOString();
}
