import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase } from './db/database.js';
import { applyMigrations } from './db/migrations.js';
import { readEnv } from './env.js';
import { seedApp } from './seed/run-seed.js';
import { templateName } from './test-run.setup.js';

/** A database of its own on the test cluster, dropped by `drop()`. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * How the template's copy is made (PostgreSQL 15+): its files copied whole after a checkpoint, where
 * the default (`WAL_LOG`) reads the template page by page and writes each page to the WAL as well.
 * Read from `TEST_DATABASE_COPY` for a measure (`WAL_LOG`); the default is `FILE_COPY`.
 */
const COPY_STRATEGY = `STRATEGY ${process.env.TEST_DATABASE_COPY === 'WAL_LOG' ? 'WAL_LOG' : 'FILE_COPY'}`;

/**
 * A new database named `<prefix>_<random>` on the test cluster (`adminUrl`): a copy of the run's
 * migrated and seeded template (`seeded`, the default app's data, accounts not included: the server
 * seeds those from its environment at start) when the run has one (SHOP_TEST_RUN_DIR), else empty.
 */
export async function createTestDatabase(
  adminUrl: string,
  { prefix, seeded }: { prefix: string; seeded: boolean },
): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const runDir = process.env.SHOP_TEST_RUN_DIR;
  const template = seeded && runDir ? await seededTemplate(adminUrl, runDir) : undefined;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template} ${COPY_STRATEGY}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseAt(adminUrl, name),
    async drop() {
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await again.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await again.end();
      }
    },
  };
}

function databaseAt(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database of the test cluster, migrated and seeded once per run (its name is the run's: the
 * global setup drops it at the end) for the default app, that every suite's
 * database is copied from (CREATE DATABASE … TEMPLATE copies its files in milliseconds, where
 * migrating and seeding take seconds). Test files run in parallel processes: an advisory lock lets
 * one of them build it, under another name renamed when complete, so none copies a half-made one.
 * The suite's shop still applies migrations and seeds at start (both find nothing to do), as a
 * restarted server does.
 */
async function seededTemplate(adminUrl: string, runDir: string): Promise<string> {
  const name = templateName(runDir);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`SELECT pg_advisory_lock(724044)`;
    const found = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (found.length === 0) {
      const building = `${name}_building`;
      await admin.unsafe(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE ${building}`);
      const db = await openDatabase({ databaseUrl: databaseAt(adminUrl, building), dataDir: '' });
      try {
        const { ID_APP } = readEnv({ NODE_ENV: 'test' });
        await applyMigrations(db);
        await seedApp(db, ID_APP);
      } finally {
        await db.close();
      }
      await admin.unsafe(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin`SELECT pg_advisory_unlock(724044)`.catch(() => {});
    await admin.end();
  }
}
