import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * A rendered page as it is sent again: status, the Location of a redirect, the HTML encoded once
 * (a cached page is sent as it is, thousands of times a second).
 */
export interface CachedPage {
  status: number;
  location?: string | undefined;
  body: Buffer;
  /** A validator of the body, so a browser or proxy that holds the page revalidates for a 304. */
  etag: string;
  /** The page's Content-Security-Policy: its inline scripts by hash, so the same for every reply. */
  policy: string;
  /** The body compressed, made at the first request that accepts each encoding, then kept. */
  encoded?: Partial<Record<PageEncoding, Promise<Buffer>>>;
}

export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page's bytes in `encoding`, compressed once per cached page (in libuv's thread pool, off the
 * event loop) and sent as they are to everyone after: a page is ~50–120 KB of HTML, a fifth of
 * that compressed, and the first thing a phone waits for.
 */
export function encodedBody(
  page: Pick<CachedPage, 'body' | 'encoded'>,
  encoding: PageEncoding,
): Promise<Buffer> {
  page.encoded ??= {};
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(page.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipAsync(page.body, { level: 6 });
  return page.encoded[encoding];
}

/** The encoding to send for an Accept-Encoding header: br, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** The ETag of a page's bytes: weak, as the reply may be compressed on its way (br, gzip). */
export function pageEtag(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this ETag (a list, or `*`; weak forms compare alike). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map(opaque)
    .some((tag) => tag === '*' || tag === opaque(etag));
}

/** SPEC §9: public data is fresh for 60 s; a rendered page lives as long. */
export const PAGE_TTL_MS = 60_000;
/** A not-found page is kept briefly: unknown addresses are unbounded, and their HTML is cheap. */
export const NOT_FOUND_TTL_MS = 10_000;
const MAX_PAGES = 2_000;
/** What the cache may hold: 48 MiB (50,331,648 bytes) of pages, each counted by `pageBytes`. */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/**
 * The room a page takes in the cache: its HTML and, made later on demand, its br and gzip copies,
 * counted as half of the HTML together (they are 0.35 to 0.47 of it on the shop's pages). So the
 * bound holds what the process keeps, not only the HTML (32 MiB of it at most).
 */
export function pageBytes(page: Pick<CachedPage, 'body'>): number {
  return Math.max(1, Math.ceil(page.body.length * 1.5));
}

/**
 * The rendered public pages of this process, per (origin, language, address): bounded in count and
 * in bytes (`PAGE_CACHE_MAX_BYTES`, least recently used first out), each for its TTL. `clear`
 * empties it when what pages show changes (the 'pages-changed' signal). Concurrent misses of one
 * key render once (`fetchMethod`).
 */
export function createPageCache<Context>(render: (context: Context) => Promise<CachedPage>) {
  return new LRUCache<string, CachedPage, Context>({
    max: MAX_PAGES,
    maxSize: PAGE_CACHE_MAX_BYTES,
    sizeCalculation: pageBytes,
    ttl: PAGE_TTL_MS,
    // A page being rendered while the cache is cleared must not be stored stale.
    ignoreFetchAbort: false,
    fetchMethod: async (_key, _stale, { options, context }) => {
      const page = await render(context);
      if (page.status === 404) options.ttl = NOT_FOUND_TTL_MS;
      else if (page.status !== 200) options.ttl = 1; // redirects and failures: not kept
      return page;
    },
  });
}

/** The cache key of a page: the shop's origin, the language and the normalised address. */
export function pageKey(origin: string, language: string, pathAndQuery: string): string {
  return `${origin} ${language} ${pathAndQuery}`;
}
