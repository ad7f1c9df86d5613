// Vitest's global setup for the server's tests (vitest.config.ts): a folder and a name of this run,
// for the seeded copies every suite starts from (testing.ts), removed when the run ends.
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { openDatabase } from './db/database.js';
import { applyMigrations } from './db/migrations.js';
import { readEnv } from './env.js';
import { seedApp } from './seed/run-seed.js';

/** The seeded PGlite data folder (a tar of dumpDataDir) in the run's folder. */
export const PGLITE_SNAPSHOT = 'pglite-seeded.tar';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Both projects of the config name this setup: the first one makes the folder.
  if (process.env.SHOP_TEST_RUN_DIR) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-run-'));
  process.env.SHOP_TEST_RUN_DIR = dir;
  const teardown = async () => {
    rmSync(dir, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    // The run's PostgreSQL template (testing.ts), on a cluster that may outlive the run.
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${templateName(dir)} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
  // The seeded PGlite is made when a file first asks for one (ensurePgliteSnapshot): a run whose
  // shops are all on PostgreSQL (the API client's, the files of several processes) pays nothing for it.
  return teardown;
}

/** The PostgreSQL template of the run whose folder is `runDir`. */
export function templateName(runDir: string): string {
  const id = path.basename(runDir).replace(/^shop-test-run-/, '');
  return `shop_template_${id.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

/**
 * The run's seeded PGlite data folder (a tar of `dumpDataDir`) in `runDir`, made by the first file
 * that asks for it: migrated and seeded in memory once per run, so a broken migration or seed still
 * fails the run's PGlite suites. Files run in parallel processes: a lock folder lets one make it
 * (written under another name, renamed when complete) while the others wait for it.
 */
export async function ensurePgliteSnapshot(runDir: string): Promise<string> {
  const file = path.join(runDir, PGLITE_SNAPSHOT);
  const lock = `${file}.lock`;
  while (!existsSync(file)) {
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await sleep(200);
      continue;
    }
    try {
      if (!existsSync(file)) await writePgliteSnapshot(file);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return file;
}

async function writePgliteSnapshot(file: string): Promise<void> {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await applyMigrations(db);
    await seedApp(db, readEnv({ NODE_ENV: 'test' }).ID_APP);
    const dump = await db.dump?.();
    if (!dump) throw new Error('PGlite gave no dump of its data folder');
    writeFileSync(`${file}.part`, new Uint8Array(await dump.arrayBuffer()));
    renameSync(`${file}.part`, file);
  } finally {
    await db.close();
  }
}
