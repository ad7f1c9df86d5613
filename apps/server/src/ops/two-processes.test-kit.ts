import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createTestDatabase } from '../test-database.js';
import { type SpawnedServer, spawnServer } from './spawned-server.test-kit.js';

export const ADMIN = { email: 'quantri@example.com', password: 'QuanTri12345' };

/**
 * Two `dist/main.js` processes on one new PostgreSQL database and the test Redis. The database is a
 * copy of the run's migrated and seeded template (testing.ts: the subject here is two processes, not
 * the first start); each server still applies the migrations and the seed at start (nothing to do)
 * and seeds the owner from ADMIN_EMAIL and the demo accounts itself (decision 044, twenty-second addendum).
 */
export interface TwoProcesses {
  servers: [SpawnedServer, SpawnedServer];
  /** The base URL of the n-th call's process: clients alternate between the two. */
  pick(n: number): string;
  /** SQL on the shared database (stock set up, orders counted). */
  sql: postgres.Sql;
  close(): Promise<void>;
}

export async function startTwoProcesses(environment: Record<string, string>): Promise<TwoProcesses> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are needed');
  const database = await createTestDatabase(adminUrl, { prefix: 'shop_two', seeded: true });
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    NODE_ENV: 'test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The tests name each client's address in X-Forwarded-For, as a balancer would.
    TRUST_PROXY: 'loopback',
    ...environment,
  };
  // One after the other: the first seeds the accounts, the second finds them.
  const first = await spawnServer(env);
  const second = await spawnServer(env).catch(async (error) => {
    await first.stop('SIGKILL');
    throw error;
  });
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  return {
    servers: [first, second],
    pick: (n) => (n % 2 === 0 ? first.url : second.url),
    sql,
    async close() {
      await sql.end();
      const codes = await Promise.all([first.stop(), second.stop()]);
      await database.drop();
      if (codes.some((code) => code !== 0)) {
        const logs = [first, second].map((server) => server.output().split('\n').slice(-8).join('\n'));
        throw new Error(`a server exited with ${codes.join(', ')}:\n${logs.join('\n---\n')}`);
      }
    },
  };
}

/** An address of its own for a test: counters in the shared Redis outlive one run by a minute. */
export function freshClientAddress(): () => string {
  const [a, b] = randomBytes(2);
  let host = 0;
  return () => `10.${a}.${b}.${++host}`;
}
