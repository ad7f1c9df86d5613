import { QueryCache, type QueryCacheConfig, type QueryKey } from '@tanstack/react-query';
import { STALE_TIME_MS } from './query-client';

/**
 * The site-wide data of the server's renders (decision 022): the frame's (company record, footer
 * links), the product lines and the promotions are the same on every page of a language, so one
 * server process keeps what a render fetched of them and hands it to the next renders instead of
 * asking the API again on each. A page's own record (a product, an article) is still read on each
 * render. What renders fetch is public (they carry only the public token), so any render may reuse it.
 * Which queries are shared is the caller's list of key prefixes (entry-server.tsx names them).
 *
 * Kept as long as a cached page (SPEC §9's 60 s), and dropped with the pages ('pages-changed', see
 * apps/server/src/ssr/pages.ts) through {@link SharedQueryData.clear}.
 */
type SharedEntry = { data: unknown; updatedAt: number };

export interface SharedQueryData {
  /**
   * The query cache of one render: a shared query it asks for starts from the fresh data kept here
   * (so the render does not fetch it), and what it fetches of them is kept for the next renders.
   * Only the queries a page asks for enter its cache (and its dehydrated state).
   */
  queryCache(): QueryCache;
  /** Forgets everything (what pages show changed); a render under way then keeps nothing it fetched. */
  clear(): void;
}

/** Whether `queryKey` starts with one of the shared prefixes. */
export function isSharedQueryKey(prefixes: readonly QueryKey[], queryKey: QueryKey): boolean {
  return prefixes.some(
    (prefix) => prefix.length <= queryKey.length && prefix.every((part, index) => part === queryKey[index]),
  );
}

export function createSharedQueryData({
  keys,
  ttlMs = STALE_TIME_MS,
  now = Date.now,
}: {
  /** The key prefixes of the shared queries. */
  keys: readonly QueryKey[];
  ttlMs?: number;
  now?: () => number;
}): SharedQueryData {
  const isShared = (queryKey: QueryKey) => isSharedQueryKey(keys, queryKey);
  const entries = new Map<string, SharedEntry>();
  // Bumped by clear(): data fetched by a render that began before it may predate the change.
  let generation = 0;

  function fresh(queryHash: string): SharedEntry | undefined {
    const entry = entries.get(queryHash);
    if (entry && now() - entry.updatedAt < ttlMs) return entry;
    entries.delete(queryHash);
    return undefined;
  }

  return {
    queryCache() {
      const startedAt = generation;
      return seededQueryCache(
        {
          onSuccess: (data, query) => {
            if (generation !== startedAt || !isShared(query.queryKey)) return;
            entries.set(query.queryHash, { data, updatedAt: query.state.dataUpdatedAt });
          },
        },
        (queryHash) => (generation === startedAt ? fresh(queryHash) : undefined),
        isShared,
      );
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

/** A query cache whose shared queries start from `lookup`'s data when it has theirs. */
function seededQueryCache(
  config: QueryCacheConfig,
  lookup: (queryHash: string) => SharedEntry | undefined,
  isShared: (queryKey: QueryKey) => boolean,
): QueryCache {
  const cache = new QueryCache(config);
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    if (query.state.dataUpdatedAt === 0 && isShared(query.queryKey)) {
      const entry = lookup(query.queryHash);
      // `manual`: seeded data, not a fetch (onSuccess does not keep it again).
      if (entry) query.setData(entry.data, { updatedAt: entry.updatedAt, manual: true });
    }
    return query;
  }) as typeof cache.build;
  return cache;
}
