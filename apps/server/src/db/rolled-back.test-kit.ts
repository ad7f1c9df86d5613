import type { Database, Queryable } from './database.js';

/** Carries `work`'s result out of the transaction it aborts. */
class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back');
  }
}

/**
 * `work`'s result, its transaction rolled back whatever it wrote: for tests that fill the database
 * (or EXPLAIN ANALYZE a write) only to read a plan.
 */
export async function rolledBack<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as T;
    throw error;
  }
  throw new Error('the transaction committed');
}
