import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppOptions } from './app.js';
import { type Env, readEnv } from './env.js';
import { ensurePgliteSnapshot } from './test-run.setup.js';
import { createShop, type RunningShop } from './server.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** The newest code mailed to an account (codes are stored hashed; the outbox holds the text). */
export { readLatestCode } from './mail/outbox.js';

export type Backend = 'pglite' | 'postgres';

/**
 * Where a suite that tests nothing engine-specific runs: PostgreSQL, the production database, when
 * the test command started a cluster (TEST_DATABASE_URL); PGlite without one (decision 044).
 */
export function testBackends(source: Record<string, string | undefined> = process.env): Backend[] {
  return source.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];
}

/**
 * The one engine of a suite that starts a shop of its own for what no engine changes (its
 * environment, headers, logs, the API client's calls): `testBackends()`'s, PostgreSQL with the test
 * cluster, PGlite without one (decision 044, fourth addendum).
 */
export function testBackend(source: Record<string, string | undefined> = process.env): Backend {
  return testBackends(source)[0] ?? 'pglite';
}

/**
 * Both engines, for the suites of what the embedded default does differently (start-up and its
 * data folder, migrations and seeding, one query at a time, its transactions, its errors, its
 * planner, requests racing): the list is decision 044's. PGlite alone without a cluster.
 */
export function bothBackends(source: Record<string, string | undefined> = process.env): Backend[] {
  return source.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Whether a suite of `bothBackends()` runs its tests of no engine on `backend` too: only on
 * `testBackends()`' engine (PostgreSQL with the test cluster, PGlite without one), so that they run
 * once and the embedded default runs only what it does differently (decision 044).
 */
export function neutralOn(
  backend: Backend,
  source: Record<string, string | undefined> = process.env,
): boolean {
  return testBackends(source).includes(backend);
}

export interface TestShop extends RunningShop {
  env: Env;
  backend: Backend;
  /** Base URL once `listen()` was called. */
  url?: string;
  listen(): Promise<string>;
}

/**
 * A seeded shop on a fresh database: PGlite in memory, or a new database on the test cluster
 * (dropped on close). Logging is off; development mode with the outbox page (the demo customer,
 * /dev/outbox for loopback clients); everything else is as in production.
 */
export async function startTestShop(
  backend: Backend = 'pglite',
  overrides: Record<string, string> = {},
  options: Pick<AppOptions, 'onRoute' | 'logStream' | 'serveWeb'> = {},
): Promise<TestShop> {
  let database: TestDatabase | undefined;
  if (backend === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl)
      throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL backend needs the test cluster');
    // The seeded template is the default app's: another app starts from an empty database.
    database = await createTestDatabase(adminUrl, { prefix: 'shop_test', seeded: !overrides.ID_APP });
  }
  const env = readEnv({
    // Development mode with the outbox page: tests read codes and log in as the demo customer.
    NODE_ENV: 'test',
    DEV_OUTBOX: '1',
    LOG_LEVEL: 'silent',
    // The payment hold's job is not planned: a test runs its passes at the times it says.
    PAYMENT_HOLD_EVERY_MINUTES: '0',
    // Nor the carriers' poll sweep (carrier-news.test asks for it).
    CARRIER_POLL_SWEEP_MINUTES: '0',
    DATA_DIR: 'memory://',
    PORT: '0',
    HOST: '127.0.0.1',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...overrides,
  });
  // PGlite for the default app, in memory or in a data folder without a database yet: a copy of the
  // run's seeded data folder, when there is one (the subject of the suite is not the first start;
  // server.test.ts starts an empty folder through createShop itself).
  const pgliteFrom =
    backend === 'pglite' && !overrides.DATABASE_URL && !overrides.ID_APP && !hasPgliteDatabase(env.DATA_DIR)
      ? await seededPglite()
      : undefined;
  const shop = await createShop(env, { serveWeb: false, ...options, pgliteFrom });
  const testShop: TestShop = {
    ...shop,
    env,
    backend,
    async listen() {
      const address = await shop.app.listen({ host: '127.0.0.1', port: 0 });
      testShop.url = address;
      return address;
    },
    async close() {
      await shop.close();
      await database?.drop();
    },
  };
  return testShop;
}

/** Whether PGlite would open an existing database in `dataDir` (db/pglite.ts: its `pglite` folder). */
function hasPgliteDatabase(dataDir: string): boolean {
  return !dataDir.startsWith('memory://') && existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * The run's seeded PGlite data folder (migrated and seeded once per run by the first file that asks,
 * test-run.setup.ts; the shop still analyses at start, as on any start). Loading it skips PGlite's
 * initdb, the migrations and the seed. Without the run's folder (a run without that setup), a new
 * database as before.
 */
async function seededPglite(): Promise<Blob | undefined> {
  const runDir = process.env.SHOP_TEST_RUN_DIR;
  if (!runDir) return undefined;
  const file = await ensurePgliteSnapshot(runDir);
  // Read once per worker: the tar is about 64 MB, and reading it and copying it into a Blob took
  // about 1.2 CPU-s of every PGlite shop's start. A Blob cannot be changed, so the shops of a
  // worker's files share it; PGlite copies it into each database's own memory.
  if (seededBlob?.file !== file) seededBlob = { file, blob: new Blob([readFileSync(file)]) };
  return seededBlob.blob;
}
let seededBlob: { file: string; blob: Blob } | undefined;
