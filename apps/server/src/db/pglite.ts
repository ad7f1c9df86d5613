import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * PGlite's own settings, plus shared_buffers at 32 MB instead of its 128 MB: the buffers live in
 * the WASM memory, which only grows; the table files stay in the system's page cache anyway, so a
 * miss costs a copy, not a disk read (the shop's data is a few MB plus its orders). 64 MB put the
 * embedded shop's peak at about 380 MiB in the orders bench, 32 MB at about 315 (decision 072).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

const INIT_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-init.js');

/**
 * Creates a new data directory in a short-lived child process (docs/decisions, PGlite memory):
 * PGlite's initdb step grows the process to about 860 MiB, which a process keeps as its peak and
 * mostly as its resident size afterwards, while opening an existing directory stays near 300 MiB.
 * So the server itself only ever opens an existing directory. Without the compiled script (tests
 * run from the sources), the directory is created in this process as before.
 */
async function createDataDirectory(location: string): Promise<void> {
  if (existsSync(path.join(location, 'PG_VERSION')) || !existsSync(INIT_SCRIPT)) return;
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = fork(INIT_SCRIPT, [location], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`PGlite: creating the data directory ${location} failed (exit ${code})`);
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` 'memory://' keeps everything in memory (tests). `from`, a
 * migrated and seeded data folder (tests), is where a database in memory, or a data folder that has
 * none yet, starts.
 */
export async function openPglite(dataDir: string, from?: Blob): Promise<Database> {
  const location = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite');
  const loadDataDir =
    from && (location === dataDir || !existsSync(path.join(location, 'PG_VERSION'))) ? from : undefined;
  if (location !== dataDir) {
    await mkdir(location, { recursive: true });
    if (!loadDataDir) await createDataDirectory(location);
  }
  const pg = await PGlite.create(location, { startParams: START_PARAMS, loadDataDir });
  const base = wrap(pg);
  const cacheKey = {};
  return {
    kind: 'pglite',
    cacheKey,
    query: base.query,
    transaction: (work) => pg.transaction((tx) => work({ ...wrap(tx), cacheKey })),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
