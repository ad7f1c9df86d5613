import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleKit, startConsoleKit } from '../console/console.test-kit.js';
import { openEventStream } from '../ops/event-stream.test-kit.js';
import { STARTUP_TIMEOUT_MS } from './commerce.test-kit.js';

describe('the console new-order feed (server-sent events)', () => {
  let kit: ConsoleKit;
  let origin: string;
  beforeAll(async () => {
    kit = await startConsoleKit('pglite');
    origin = await kit.shop.listen();
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => kit?.shop.close());

  const feedUrl = (token: string | undefined) =>
    `${origin}${kit.base}/console/orders/events?access_token=${token ?? kit.shop.env.PUBLIC_TOKEN}`;

  it('refuses guests and shoppers with the console refusal (403), not a stream', async () => {
    for (const who of ['guest', 'customer'] as const) {
      // A connection of its own, closed after the reply (the last test stops the server).
      const reply = await new Promise<{ status?: number; type?: string; body: string }>((resolve, reject) => {
        get(
          feedUrl(kit.callers[who].token),
          { agent: false, headers: { uid: kit.callers[who].uid } },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
          },
        ).on('error', reject);
      });
      expect(reply.status).toBe(403);
      expect(reply.type).toMatch(/^application\/json/);
      expect(JSON.parse(reply.body)).toMatchObject({ error: 'CONSOLE_LOGIN_REQUIRED' });
    }
  });

  it('tells the owner and the staff of each order placed, as it is committed', async () => {
    const owner = await openEventStream(feedUrl(kit.callers.owner.token));
    const staff = await openEventStream(feedUrl(kit.callers.staff.token));
    try {
      expect(owner.status).toBe(200);
      expect(owner.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(owner.headers.get('x-accel-buffering')).toBe('no');
      expect(owner.headers.get('cache-control')).toBe('no-store');
      expect(owner.headers.get('x-request-id')).toBeTruthy();
      const first = await kit.place();
      const second = await kit.place();
      for (const stream of [owner, staff]) {
        expect(await stream.next('order-placed', (data) => data.orderId === first._id)).toEqual({
          orderId: first._id,
        });
        await stream.next('order-placed', (data) => data.orderId === second._id);
      }
      expect(owner.text()).toMatch(/^retry: 5000\n\n/);
      // Placing a placed order again is no new order: no second event for it.
      await kit.call(first.owner, 'PUT', `so1/${first._id}`, { trang_thai: '0' });
      const third = await kit.place();
      await owner.next('order-placed', (data) => data.orderId === third._id);
      expect(owner.text().split(`"orderId":"${first._id}"`)).toHaveLength(2);
    } finally {
      owner.close();
      staff.close();
    }
  });

  it('ends open feeds when the server stops, so a graceful stop is not held up', async () => {
    const stream = await openEventStream(feedUrl(kit.callers.owner.token));
    expect(stream.status).toBe(200);
    const started = Date.now();
    await kit.shop.app.close();
    // Within the grace period of a stop (SHUTDOWN_GRACE_SECONDS, 10 s); a feed left open would hold
    // the close for the keep-alive timeout (72 s).
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(stream.text()).toMatch(/^retry: 5000\n\n/);
    stream.close();
  });
});
