import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The Redis that several server processes share (REDIS_URL), and whether it answers now. */
export interface SharedRedis {
  readonly client: Redis;
  /** True while the connection is ready; false while Redis is down or being reconnected. */
  isUp(): boolean;
  /** A command failed (timeout, refused): log it once, until the connection is ready again. */
  reportFailure(error: unknown): void;
  /** Connects and logs through `log` (the app's, which exists only after the app that uses this). */
  start(log: FastifyBaseLogger): Promise<void>;
  /** Answers PING within the timeout (readiness). */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

const START_WAIT_MS = 2_000;

/**
 * The client for REDIS_URL, not yet connected (`start`). The shop must keep selling while Redis is
 * down, so a command never waits for a reconnection (no offline queue, no retry, a short timeout):
 * it fails at once and the caller falls back. ioredis keeps reconnecting on its own. The log says
 * "unavailable" once per outage and "connected again" once when it is back, never once per request
 * or per reconnection attempt. A Redis that is down at start does not stop the start.
 */
export function openRedis(url: string): SharedRedis {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let log: FastifyBaseLogger | undefined;
  let isHealthy = true;
  let isClosing = false;
  const markDown = (error: unknown) => {
    if (!isHealthy || isClosing) return;
    isHealthy = false;
    const reason = error instanceof Error ? error.message : String(error);
    log?.warn({ reason }, 'redis: unavailable, counters fall back to this process until it is back');
  };
  client.on('error', markDown);
  client.on('close', () => markDown(new Error('connection closed')));
  client.on('ready', () => {
    if (!isHealthy) log?.info('redis: connected again, counters shared');
    isHealthy = true;
  });
  return {
    client,
    isUp: () => client.status === 'ready',
    reportFailure: markDown,
    async start(logger) {
      log = logger;
      const isReady = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), START_WAIT_MS);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
        // A refused first connection is retried by ioredis; 'error' already logged it once.
        client.connect().catch(() => {});
      });
      if (isReady) log.info('redis: connected (REDIS_URL), counters shared');
      else markDown(new Error(`no answer within ${START_WAIT_MS} ms`));
    },
    async ping(timeoutMs = 1_000) {
      if (client.status !== 'ready') return false;
      const timeout = new Promise<false>((resolve) => setTimeout(resolve, timeoutMs, false).unref());
      return Promise.race([client.ping().then((answer) => answer === 'PONG'), timeout]).catch(() => false);
    },
    async close() {
      isClosing = true;
      // quit() would wait for a Redis that is down; disconnect() drops the socket at once.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
