import type { Queryable } from '../db/database.js';
import { GLOBAL_APP } from '../db/documents.js';
import type { Signals } from '../signals/signals.js';

/**
 * The reference data every cart line, draft and order reads (decision 078): promotions, the
 * free-shipping rules, the shipping fee table, the carriers and the payment methods of an app, and
 * the provinces that still have districts. The owner changes them a few times a day; a checkout
 * read them once a request, three requests an order. This process keeps each collection whole for
 * {@link REFERENCE_TTL_MS} at most, and drops it at once when a 'pages-changed' signal names it (or
 * '*'): every writer of these collections announces its change, from any process, before it
 * replies (page-changes.ts). The time bound covers a signal lost with Redis.
 *
 * Kept documents are frozen: they are shared by every request, and a caller that changed one
 * would change every later price. Read inside a transaction they come from the cache all the same:
 * a write to them and a price read in one transaction would see the value before the write (no
 * path does that).
 */
export const REFERENCE_COLLECTIONS = [
  'dmchietkhau',
  'ecompromotion_freeships',
  'ecomtransportfees',
  'ecomcarrier_fees',
  'ptthanhtoan',
] as const;

export type ReferenceCollection = (typeof REFERENCE_COLLECTIONS)[number];

/** The global collection whose provinces `provincesWithDistricts` reads. */
const DISTRICTS = 'quanhuyen';

/** How long a kept collection is used without a signal: a write a signal did not tell of is seen within this. */
export const REFERENCE_TTL_MS = 10_000;

/** A collection with more rows than this is read from the database each time, never kept. */
export const REFERENCE_MAX_ROWS = 2_000;

interface Entry {
  value: unknown;
  loadedAt: number;
}

interface Cache {
  entries: Map<string, Entry>;
  /** Raised by every drop: a read begun before it is used by its caller but not kept. */
  generation: number;
}

const caches = new WeakMap<object, Cache>();

function cacheOf(db: Queryable): Cache {
  const key = db.cacheKey ?? db;
  let cache = caches.get(key);
  if (!cache) {
    cache = { entries: new Map(), generation: 0 };
    caches.set(key, cache);
  }
  return cache;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const keyOf = (collection: string, idApp: string) => `${collection}\u0000${idApp}`;

/**
 * The kept value of `collection` (and app) while it is fresh, else `load`'s, kept when `keep` says
 * so and no drop came meanwhile. Only values are shared, never a read under way: each caller that
 * misses reads on its own runner (its transaction), so a read never waits for, or fails with,
 * another request's transaction (on PGlite a read outside a transaction waits for the one open).
 * `load` issues its statement before its first await, as `all` asks.
 */
async function kept<T>(
  db: Queryable,
  collection: string,
  idApp: string,
  load: () => Promise<{ value: T; keep: boolean }>,
): Promise<T> {
  const cache = cacheOf(db);
  const key = keyOf(collection, idApp);
  const entry = cache.entries.get(key);
  if (entry && Date.now() - entry.loadedAt < REFERENCE_TTL_MS) return entry.value as T;
  const started = cache.generation;
  const loadedAt = Date.now();
  const { value, keep } = await load();
  if (keep && cache.generation === started) cache.entries.set(key, { value, loadedAt });
  return value;
}

/**
 * The documents of a reference collection of the app, in id order, frozen; kept for the process
 * (see above). A collection of more than {@link REFERENCE_MAX_ROWS} rows is read each time.
 */
export function referenceRows<T>(
  db: Queryable,
  idApp: string,
  collection: ReferenceCollection,
): Promise<readonly T[]> {
  return kept(db, collection, idApp, async () => {
    const rows = await db.query<{ data: T }>(
      `SELECT data FROM documents WHERE id_app = $1 AND collection = $2 ORDER BY id`,
      [idApp, collection],
    );
    return { value: deepFreeze(rows.map((row) => row.data)), keep: rows.length <= REFERENCE_MAX_ROWS };
  });
}

/**
 * The provinces (tinh_thanh) that have at least one district still in force (con_hieu_luc not
 * false) in the global district list (DESIGN "Addresses"); kept as the reference collections are.
 */
export function provincesWithDistricts(db: Queryable): Promise<ReadonlySet<string>> {
  return kept(db, DISTRICTS, GLOBAL_APP, async () => {
    const rows = await db.query<{ province: string }>(
      `SELECT DISTINCT data->>'tinh_thanh' AS province FROM documents WHERE id_app = $1
       AND collection = '${DISTRICTS}' AND (data->>'con_hieu_luc') IS DISTINCT FROM 'false'
       AND data->>'tinh_thanh' IS NOT NULL`,
      [GLOBAL_APP],
    );
    return { value: new Set(rows.map((row) => row.province)), keep: true };
  });
}

/**
 * Drops what is kept of these collections (every app's), or everything for '*', so the next read
 * goes to the database; a read under way when it is called is not kept.
 */
export function dropReferenceData(db: Queryable, collections: readonly string[]): void {
  const all = collections.includes('*');
  const named = new Set(collections);
  if (!all && ![...REFERENCE_COLLECTIONS, DISTRICTS].some((collection) => named.has(collection))) return;
  const cache = cacheOf(db);
  cache.generation += 1;
  for (const key of [...cache.entries.keys()]) {
    const collection = key.slice(0, key.indexOf('\u0000'));
    if (all || named.has(collection)) cache.entries.delete(key);
  }
}

/** Drops kept reference data whenever a 'pages-changed' signal names it; returns the unsubscribe. */
export function followReferenceChanges(db: Queryable, signals: Signals): () => void {
  return signals.subscribe('pages-changed', ({ collections }) => dropReferenceData(db, collections));
}
