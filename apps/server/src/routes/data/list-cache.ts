import { LRUCache } from 'lru-cache';
import { type PageEncoding, pageBytes, pageEtag } from '../../ssr/page-cache.js';

/** A list reply as it is sent again: the JSON bytes, serialised once, and their validator. */
export interface CachedList {
  body: Buffer;
  etag: string;
  /** The body compressed (br, gzip), made at the first request that accepts each, then kept. */
  encoded?: Partial<Record<PageEncoding, Promise<Buffer>>>;
}

/** SPEC §9: site queries may be 60 s stale; a 'pages-changed' signal drops every list before that. */
export const LIST_TTL_MS = 60_000;
/**
 * What the cache may hold: 4 MiB (4,194,304 bytes) of lists, their compressed copies and their keys,
 * least recently used out.
 */
export const LIST_CACHE_MAX_BYTES = 4 * 1024 * 1024;
/** A list larger than this (a whole catalogue in one page) is sent but not kept. */
export const LIST_ENTRY_MAX_BYTES = 512 * 1024;

/** The room an entry takes: its bytes with their compressed copies (as a page's), and its key's. */
function entryBytes(entry: CachedList, key: string): number {
  return pageBytes(entry) + Buffer.byteLength(key);
}

/**
 * The public-collection lists of this process (issue 28, decision 022 addendum): the same JSON for
 * every shopper, kept as the bytes sent, with an ETag, for LIST_TTL_MS and within `maxBytes`.
 * `clear` (on 'pages-changed') empties it; a list loaded while it is cleared is sent to the
 * requests that asked for it before the clear but never stored. Concurrent misses of one key load
 * once.
 */
export function createListCache({
  maxBytes = LIST_CACHE_MAX_BYTES,
  maxEntryBytes = LIST_ENTRY_MAX_BYTES,
  ttlMs = LIST_TTL_MS,
} = {}) {
  const cache = new LRUCache<string, CachedList>({
    maxSize: maxBytes,
    maxEntrySize: Math.min(maxEntryBytes, maxBytes),
    sizeCalculation: entryBytes,
    ttl: ttlMs,
  });
  const loading = new Map<string, Promise<CachedList>>();
  let generation = 0;
  return {
    /** The cached list of `key`, or `load`'s JSON text kept (unless the cache was cleared meanwhile). */
    get(key: string, load: () => Promise<string>): Promise<CachedList> {
      const hit = cache.get(key);
      if (hit) return Promise.resolve(hit);
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = load()
        .then((text) => {
          const body = Buffer.from(text);
          const entry = { body, etag: pageEtag(body) };
          if (generation === started) cache.set(key, entry);
          return entry;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    clear(): void {
      generation += 1;
      loading.clear();
      cache.clear();
    },
    /** Bytes held (lists and keys), for the bound's test and the metrics. */
    get bytes(): number {
      return cache.calculatedSize;
    },
    get size(): number {
      return cache.size;
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;
