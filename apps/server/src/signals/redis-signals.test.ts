import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnRedis, startOwnRedis } from '../redis/redis-server.test-kit.js';
import { openRedis, type SharedRedis } from '../redis/shared-redis.js';
import { createRedisSignals, type RedisSignals } from './redis-signals.js';
import type { SignalPayloads } from './signals.js';

type LogLine = { msg: string; level: number };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One process's side: its Redis client, its signals, what its subscribers heard, its log. */
interface Side {
  redis: SharedRedis;
  signals: RedisSignals;
  heard: SignalPayloads['order-placed'][];
  lines: LogLine[];
}

async function openSide(url: string): Promise<Side> {
  const lines: LogLine[] = [];
  const record = (level: number) => (first: unknown, second?: unknown) =>
    void lines.push({ level, msg: String(typeof first === 'string' ? first : second) });
  const log = {
    level: 'info',
    trace: record(10),
    debug: record(20),
    info: record(30),
    warn: record(40),
    error: record(50),
    fatal: record(60),
    silent: () => {},
    child: () => log,
  } as unknown as FastifyBaseLogger;
  const redis = openRedis(url);
  const signals = createRedisSignals(redis);
  await redis.start(log);
  await signals.start(log);
  const heard: Side['heard'] = [];
  signals.subscribe('order-placed', (payload) => heard.push(payload));
  return { redis, signals, heard, lines };
}

async function until(check: () => boolean, what: string, timeoutMs = 5_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

// Runs where the test command runs (it installs redis-server); in CI it runs or fails, never skips.
describe.runIf(process.env.CI || process.env.TEST_REDIS_URL)('signals through Redis', () => {
  let own: OwnRedis;
  let first: Side;
  let second: Side;
  beforeAll(async () => {
    own = await startOwnRedis();
    first = await openSide(own.url);
    second = await openSide(own.url);
  });
  afterAll(async () => {
    for (const side of [first, second]) {
      await side?.signals.close();
      await side?.redis.close();
    }
    await own?.stop();
  });

  it('delivers a signal published by one process to the subscribers of both', async () => {
    await first.signals.publish('order-placed', { orderId: 'a1' });
    await until(() => second.heard.length === 1 && first.heard.length === 1, 'both to hear a1');
    expect(second.heard).toEqual([{ orderId: 'a1' }]);
    expect(first.heard).toEqual([{ orderId: 'a1' }]);
    // A subscriber that throws does not stop the others (and is logged).
    const unsubscribe = second.signals.subscribe('order-placed', () => {
      throw new Error('a broken subscriber');
    });
    await second.signals.publish('order-placed', { orderId: 'a2' });
    await until(() => second.heard.length === 2, 'a2');
    unsubscribe();
    expect(second.lines.some((line) => line.msg === 'signals: a subscriber failed')).toBe(true);
  });

  it('publishes the order signals of a moment as one message, each heard, in order (issue 28)', async () => {
    const observer = new Redis(own.url, { maxRetriesPerRequest: 0 });
    /** How many PUBLISH commands Redis has run. */
    const publishes = async () => {
      const stats = await observer.info('commandstats');
      return Number(/cmdstat_publish:calls=(\d+)/.exec(stats)?.[1] ?? 0);
    };
    try {
      const before = { publishes: await publishes(), first: first.heard.length, second: second.heard.length };
      const ids = Array.from({ length: 20 }, (_, n) => `g${n}`);
      // Twenty placing requests of one process, a few milliseconds apart.
      const sent: Promise<void>[] = [];
      for (const orderId of ids) {
        sent.push(first.signals.publish('order-placed', { orderId }));
        await sleep(1);
      }
      await Promise.all(sent);
      const heard = (side: Side, from: number) => side.heard.slice(from).map((payload) => payload.orderId);
      await until(
        () => heard(second, before.second).length === ids.length,
        'the other process to hear all 20',
      );
      await until(
        () => heard(first, before.first).length === ids.length,
        'the publishing process to hear all 20',
      );
      expect(heard(second, before.second)).toEqual(ids);
      expect(heard(first, before.first)).toEqual(ids);
      // One message a gathering window: far fewer PUBLISH commands than orders.
      expect((await publishes()) - before.publishes).toBeLessThanOrEqual(10);
      // A signal published alone still arrives as itself.
      await second.signals.publish('order-placed', { orderId: 'alone' });
      await until(() => first.heard.at(-1)?.orderId === 'alone', 'the lone signal');
    } finally {
      observer.disconnect();
    }
  });

  it('listens on a topic only while something in the process subscribes to it (issue 28)', async () => {
    const observer = new Redis(own.url, { maxRetriesPerRequest: 0 });
    /** How many connections Redis sends the topic's messages to. */
    const listeners = async (topic: string) => {
      const reply = (await observer.pubsub('NUMSUB', `shop:signal:${topic}`)) as [string, number];
      return Number(reply[1]);
    };
    /** The count once Redis has read the (UN)SUBSCRIBE sent before: it comes on another connection. */
    const settled = async (topic: string, expected: number) => {
      for (let wait = 0; wait < 50 && (await listeners(topic)) !== expected; wait++) await sleep(20);
      return listeners(topic);
    };
    const third = await openSide(own.url);
    try {
      // openSide subscribes to 'order-placed' in each of the three; none subscribes to 'pages-changed'.
      expect(await settled('order-placed', 3)).toBe(3);
      expect(await listeners('pages-changed')).toBe(0);
      const pages: unknown[] = [];
      const stop = third.signals.subscribe('pages-changed', (payload) => pages.push(payload));
      const also = third.signals.subscribe('pages-changed', () => {});
      expect(await settled('pages-changed', 1)).toBe(1);
      await first.signals.publish('pages-changed', { collections: ['dmvt'] });
      await until(() => pages.length === 1, 'the third side to hear pages-changed');
      stop();
      stop(); // a second call changes nothing
      await sleep(100);
      expect(await listeners('pages-changed')).toBe(1); // `also` still listens
      also();
      expect(await settled('pages-changed', 0)).toBe(0);
    } finally {
      await third.signals.close();
      await third.redis.close();
      observer.disconnect();
    }
  });

  it('keeps signals in the publishing process while Redis is down, says so once, and shares again after', async () => {
    await own.stop();
    await until(() => !first.redis.isUp(), 'the client to see Redis down');
    first.heard.length = 0;
    second.heard.length = 0;
    await first.signals.publish('order-placed', { orderId: 'b1' });
    await first.signals.publish('order-placed', { orderId: 'b2' });
    expect(first.heard).toEqual([{ orderId: 'b1' }, { orderId: 'b2' }]);
    await sleep(200);
    expect(second.heard).toEqual([]);
    const down = first.lines.filter((line) => line.msg.startsWith('signals: Redis unavailable'));
    expect(down).toHaveLength(1);

    await own.start();
    // Both reconnect by themselves, and the second subscribes again.
    await until(() => first.redis.isUp() && second.redis.isUp(), 'Redis back', 10_000);
    let delivered = false;
    for (let attempt = 0; attempt < 50 && !delivered; attempt++) {
      await first.signals.publish('order-placed', { orderId: `c${attempt}` });
      await sleep(100);
      delivered = second.heard.length > 0;
    }
    expect(delivered).toBe(true);
    expect(
      first.lines.filter((line) => line.msg === 'signals: Redis back, signals shared again'),
    ).toHaveLength(1);
  }, 30_000);
});
