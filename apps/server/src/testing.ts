import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Env, readEnv } from './env.js';
import type { AppOptions } from './app.js';
import { createShop, type RunningShop } from './server.js';

/** The newest code mailed to an account (codes are stored hashed; the outbox holds the text). */
export { readLatestCode } from './mail/outbox.js';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when the test command started a cluster (TEST_DATABASE_URL). */
export function testBackends(source: Record<string, string | undefined> = process.env): Backend[] {
  return source.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
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
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (backend === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl)
      throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL backend needs the test cluster');
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  }
  const env = readEnv({
    // Development mode with the outbox page: tests read codes and log in as the demo customer.
    NODE_ENV: 'test',
    DEV_OUTBOX: '1',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    PORT: '0',
    HOST: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  });
  const shop = await createShop(env, { serveWeb: false, ...options });
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
      await dropDatabase();
    },
  };
  return testShop;
}
