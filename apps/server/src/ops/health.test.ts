import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../testing.js';

describe('health checks', () => {
  let shop: TestShop;
  let isDatabaseClosed = false;
  beforeAll(async () => {
    // A checkout limit of 1 a minute: the probes must not count against any limit.
    shop = await startTestShop('pglite', { RATE_LIMIT_LOGIN: '1', RATE_LIMIT_CHECKOUT: '1' });
  });
  afterAll(() => (isDatabaseClosed ? shop?.app.close() : shop?.close()));

  it('answers /healthz with JSON, never cached, however often it is asked', async () => {
    for (let probe = 0; probe < 20; probe++) {
      const reply = await shop.app.inject({ url: '/healthz' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers /readyz with the database up, without Redis when none is configured', async () => {
    for (let probe = 0; probe < 20; probe++) {
      const reply = await shop.app.inject({ url: '/readyz' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.json()).toEqual({ status: 'ready', database: 'up' });
    }
  });

  it('answers /readyz with 503 once the database is gone, /healthz still 200', async () => {
    await shop.db.close();
    isDatabaseClosed = true;
    const ready = await shop.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await shop.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
