import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../ops/spawned-server.test-kit.js';

/**
 * A Redis of the test's own, to stop and start again mid-test (the shared TEST_REDIS_URL must
 * stay up for the other suites). Needs redis-server on the PATH: the test command installs it.
 */
export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The keys of the shop's rate-limit counters now in Redis. */
  rateLimitKeys(): Promise<string[]>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const probe = async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  };
  const own: OwnRedis = {
    url,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      for (let attempt = 0; attempt < 100 && !(await probe()); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async rateLimitKeys() {
      const client = new Redis(url, { maxRetriesPerRequest: 0 });
      client.on('error', () => {});
      try {
        return await client.keys('shop:rate-limit:*');
      } finally {
        client.disconnect();
      }
    },
  };
  await own.start();
  return own;
}
