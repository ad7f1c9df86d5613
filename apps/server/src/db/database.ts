/** A row-returning SQL runner shared by PGlite and PostgreSQL. Parameters are always bound, never spliced. */
export interface Queryable {
  query<TRow extends Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<TRow[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; it is rolled back when `work` throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL: a real server. Without it, PGlite stores the data in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(options.dataDir);
}
