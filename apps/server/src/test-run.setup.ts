// Vitest's global setup for the server's tests (vitest.config.ts): a folder and a name of this run,
// for the seeded copies every suite starts from (testing.ts), removed when the run ends.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  // Once per run, before the files start: every run migrates and seeds a new PGlite here, so a
  // broken migration or seed still fails the run (the suites' shops would then not start).
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await applyMigrations(db);
    await seedApp(db, readEnv({ NODE_ENV: 'test' }).ID_APP);
    const dump = await db.dump?.();
    if (dump) writeFileSync(path.join(dir, PGLITE_SNAPSHOT), new Uint8Array(await dump.arrayBuffer()));
  } catch (error) {
    await teardown();
    throw error;
  } finally {
    await db.close();
  }
  return teardown;
}

/** The PostgreSQL template of the run whose folder is `runDir`. */
export function templateName(runDir: string): string {
  const id = path.basename(runDir).replace(/^shop-test-run-/, '');
  return `shop_template_${id.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}
