import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic } from '../accounts/auth.test-kit.js';
import { ADDRESS, COD, newGuest } from '../routes/commerce/commerce.test-kit.js';
import { startTestShop, testBackend, type TestShop } from '../testing.js';
import { type OwnRedis, startOwnRedis } from './redis-server.test-kit.js';

type LogLine = { msg: string; level: number };

// Runs where the test command runs (it installs redis-server and sets TEST_REDIS_URL).
describe.runIf(process.env.CI || process.env.TEST_REDIS_URL)(
  'rate-limit counters in Redis, and Redis going down',
  () => {
    let redis: OwnRedis;
    let shop: TestShop;
    const lines: LogLine[] = [];
    let address = 0;
    beforeAll(async () => {
      redis = await startOwnRedis();
      const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
      shop = await startTestShop(
        testBackend(),
        { REDIS_URL: redis.url, RATE_LIMIT_LOGIN: '3', LOG_LEVEL: 'info' },
        { logStream },
      );
    });
    afterAll(async () => {
      await shop?.close();
      await redis?.stop();
    });

    // A name of its own per address: five wrong passwords for one name would lock it (decision 014).
    const login = (remoteAddress: string) =>
      shop.app.inject({
        url: '/auth/local',
        remoteAddress,
        headers: { authorization: basic(`khach${address}@example.com`, 'Sai123456') },
      });
    /** Three wrong passwords from a new address pass, the fourth is refused by the rate limit. */
    async function expectLimitHolds() {
      const from = `203.0.113.${++address}`;
      for (let attempt = 0; attempt < 3; attempt++) expect((await login(from)).statusCode).toBe(401);
      expect((await login(from)).statusCode).toBe(429);
    }
    const call = (guest: { uid: string }, method: 'POST' | 'PUT', path: string, body: object) =>
      shop.app.inject({
        method,
        url: `/api/${shop.env.ID_APP}/${path}?access_token=${shop.env.PUBLIC_TOKEN}`,
        headers: { uid: guest.uid },
        payload: body,
      });
    async function placeOrder() {
      const guest = newGuest();
      expect((await call(guest, 'POST', 'cart', { ma_vt: 'NSA-004', sl_xuat: 1 })).statusCode).toBe(200);
      const draft = await call(guest, 'POST', 'so1', { trang_thai: 'LCT' });
      expect(draft.statusCode).toBe(200);
      const placed = await call(guest, 'PUT', `so1/${draft.json()._id}`, {
        ...ADDRESS,
        pt_thanh_toan: COD,
        trang_thai: '0',
      });
      return placed.statusCode;
    }
    const messages = (pattern: RegExp) => lines.filter((line) => pattern.test(line.msg));

    it('counts in Redis while it is up, under the group of the route', async () => {
      await expectLimitHolds();
      expect(await redis.rateLimitKeys()).toContain(`shop:rate-limit:group:login|203.0.113.${address}login`);
      expect(messages(/^redis: connected \(REDIS_URL\)/)).toHaveLength(1);
      expect((await shop.app.inject({ url: '/readyz' })).json()).toEqual({
        status: 'ready',
        database: 'up',
        redis: 'up',
      });
    });

    it('keeps selling when Redis stops, limits held in the process, and says so once', async () => {
      await redis.stop();
      for (let order = 0; order < 5; order++) expect(await placeOrder()).toBe(200);
      await expectLimitHolds();
      await expectLimitHolds();
      expect(messages(/^redis: unavailable/)).toHaveLength(1);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      const ready = await shop.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
    });

    it('shares the counters again once Redis is back, and says so once', async () => {
      await redis.start();
      for (let wait = 0; wait < 50 && messages(/^redis: connected again/).length === 0; wait++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(messages(/^redis: connected again/)).toHaveLength(1);
      await expectLimitHolds();
      expect(await redis.rateLimitKeys()).toContain(`shop:rate-limit:group:login|203.0.113.${address}login`);
      expect(messages(/^redis: unavailable/)).toHaveLength(1);
    });
  },
);
