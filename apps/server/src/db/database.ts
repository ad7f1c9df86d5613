// The runner types live in types.ts, which the drivers import without importing this file (the
// drivers are loaded from here on demand).
export type { Database, DatabaseOptions, QueryOptions, Queryable } from './types.js';
import type { Database, DatabaseOptions } from './types.js';

/**
 * Awaits statements issued together (each reader must issue its one statement before its first
 * await). Unlike Promise.all it waits for every one to finish before failing, so no statement of
 * a transaction is left running once the transaction has ended; the error thrown is the first in
 * issue order, as if they had run one by one.
 */
export async function all<T extends readonly unknown[]>(
  pending: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(pending);
  const values: unknown[] = [];
  for (const outcome of settled) {
    if (outcome.status === 'rejected') throw outcome.reason;
    values.push(outcome.value);
  }
  return values as unknown as T;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(options.dataDir, options.pgliteFrom);
}
