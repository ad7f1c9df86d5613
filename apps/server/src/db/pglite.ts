import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './types.js';

function wrap(runner: PGlite | Transaction): Queryable {
  return {
    async query(text, params = []) {
      const result = await runner.query(text, [...params]);
      return result.rows as never;
    },
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` 'memory://' keeps everything in memory (tests). */
export async function openPglite(dataDir: string): Promise<Database> {
  const location = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite');
  if (location !== dataDir) await mkdir(location, { recursive: true });
  const pg = await PGlite.create(location);
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
