/**
 * A row-returning SQL runner shared by PGlite and PostgreSQL. Parameters are always bound, never
 * spliced. Statements run in the order they are issued: several issued before the first is awaited
 * travel together to a PostgreSQL server (one round trip, see `all`), still one after the other.
 */
export interface QueryOptions {
  /**
   * The text is built from a client's request (list conditions, limits): run it unnamed. Every
   * other text is fixed in the code, so PostgreSQL keeps it prepared on each connection (parsed
   * and planned once, and statements issued together really travel in one round trip).
   */
  dynamic?: boolean;
}

export interface Queryable {
  query<TRow extends Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<TRow[]>;
  /**
   * In a transaction on PostgreSQL: nothing more will be issued, so COMMIT is sent now, in the
   * same round trip as the statements issued just before (their row locks are released as soon
   * as they ran, not one round trip later). Their results are still awaited as usual; if one of
   * them fails, PostgreSQL turns that COMMIT into a ROLLBACK, and the transaction's work must
   * throw (as `all` does), so nothing is half-written. Call it only when no check that could
   * refuse the request follows. Absent (PGlite, outside a transaction): commit happens after
   * `work` returns.
   */
  finish?(): void;
  /**
   * The same object for a database and each of its transactions: what is kept per database in the
   * process (reference-cache.ts) is keyed on it. Absent (a test's stand-in): the runner itself is.
   */
  readonly cacheKey?: object;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; it is rolled back when `work` throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite: a copy of its data folder, which `pgliteFrom` starts from (tests). */
  dump?(): Promise<Blob>;
  /** PostgreSQL: how the connection pool is used now (metrics). PGlite has no pool: absent. */
  poolStats?(): PoolStats;
}

/**
 * The pool as the driver lets it be seen (porsager/postgres keeps its connection queues private,
 * so the counts are kept around the calls): its size, the connections held by transactions, those
 * waited for, and the statements outside transactions in flight (sharing the other connections).
 */
export interface PoolStats {
  max: number;
  reserved: number;
  waiting: number;
  statementsInFlight: number;
}

export interface DatabaseOptions {
  /** A postgres:// URL: a real server. Without it, PGlite stores the data in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * PGlite in memory only: starts from this copy of a data folder (`dumpDataDir`), not a new one
   * (tests: a seeded copy starts in a fraction of initdb, migrations and seed's time).
   */
  pgliteFrom?: Blob | undefined;
}
