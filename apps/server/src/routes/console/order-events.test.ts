import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNER, DEMO_STAFF } from '../../accounts/seed-accounts.js';
import { deleteUserSessions } from '../../accounts/sessions.js';
import { findUserByAccount } from '../../accounts/users.js';
import { type ConsoleKit, sessionOf, startConsoleKit } from '../../console/console.test-kit.js';
import { STREAMS_PER_USER } from '../../console/live-streams.js';
import { type EventStream, openEventStream } from '../../ops/event-stream.test-kit.js';
import { testBackend } from '../../testing.js';
import { STARTUP_TIMEOUT_MS } from '../commerce/commerce.test-kit.js';

describe('the console new-order feed (server-sent events)', () => {
  let kit: ConsoleKit;
  let origin: string;
  beforeAll(async () => {
    kit = await startConsoleKit(testBackend());
    origin = await kit.shop.listen();
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => kit?.shop.close());

  /** The feed's address: no token in it, the console's token goes in a header (decision 016). */
  const feedUrl = (query = '') => `${origin}${kit.base}/console/orders/events${query}`;
  const bearer = (token: string | undefined) => ({
    authorization: `Bearer ${token ?? kit.shop.env.PUBLIC_TOKEN}`,
  });
  const openFeed = (token: string | undefined) => openEventStream(feedUrl(), bearer(token));

  /** A reply that is not a stream, over a connection of its own (the last test stops the server). */
  const refusal = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status?: number; type?: string; body: string }>((resolve, reject) => {
      get(url, { agent: false, headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
      }).on('error', reject);
    });

  it('refuses guests and shoppers with the console refusal (403), not a stream', async () => {
    for (const who of ['guest', 'customer'] as const) {
      const reply = await refusal(feedUrl(), {
        ...bearer(kit.callers[who].token),
        uid: kit.callers[who].uid,
      });
      expect(reply.status).toBe(403);
      expect(reply.type).toMatch(/^application\/json/);
      expect(JSON.parse(reply.body)).toMatchObject({ error: 'CONSOLE_LOGIN_REQUIRED' });
    }
  });

  it('refuses a feed whose token is in the address (400 TOKEN_IN_QUERY), not a stream', async () => {
    const reply = await refusal(feedUrl(`?access_token=${kit.callers.owner.token}`));
    expect(reply.status).toBe(400);
    expect(reply.type).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body)).toMatchObject({ error: 'TOKEN_IN_QUERY' });
  });

  it('tells the owner and the staff of each order placed, as it is committed', async () => {
    const owner = await openFeed(kit.callers.owner.token);
    const staff = await openFeed(kit.callers.staff.token);
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

  // Issue 25, item 6: a stream lives only as long as its session (decision 039). The re-check
  // interval is the default 15 s, so an end within 5 s of the change is the signal's doing.
  const staffId = async () => (await findUserByAccount(kit.shop.db, DEMO_STAFF.email))?.id ?? '';
  const expectEndedBySession = async (stream: EventStream) => {
    await stream.ended(5_000);
    expect(stream.text()).toMatch(/event: session-ended\ndata: \{"reason":"session-ended"\}\n\n$/);
  };
  const expectAlive = async (stream: EventStream) => {
    const order = await kit.place();
    await stream.next('order-placed', (data) => data.orderId === order._id);
  };

  it("ends the feed of a session that logs out, and only that session's", async () => {
    const [first, second] = [
      await sessionOf(kit.shop, DEMO_OWNER.email),
      await sessionOf(kit.shop, DEMO_OWNER.email),
    ];
    const gone = await openFeed(first);
    const kept = await openFeed(second);
    try {
      expect([gone.status, kept.status]).toEqual([200, 200]);
      const logout = await kit.shop.app.inject({ url: `/api/user/logout?access_token=${first}` });
      expect(logout.statusCode).toBe(200);
      await expectEndedBySession(gone);
      await expectAlive(kept);
    } finally {
      gone.close();
      kept.close();
    }
  });

  it('ends every feed of a staff member who changes their password', async () => {
    const token = await sessionOf(kit.shop, DEMO_STAFF.email);
    const stream = await openFeed(token);
    try {
      expect(stream.status).toBe(200);
      const changed = await kit.shop.app.inject({
        method: 'POST',
        url: `/api/changepassword?access_token=${token}`,
        payload: { old_password: DEMO_STAFF.password, password: 'NhanVienMoi123' },
      });
      expect(changed.statusCode).toBe(200);
      await expectEndedBySession(stream);
    } finally {
      stream.close();
    }
  });

  it("ends a revoked staff member's open feed at once", async () => {
    const stream = await openFeed(await sessionOf(kit.shop, DEMO_STAFF.email));
    try {
      expect(stream.status).toBe(200);
      await expectAlive(stream);
      const revoked = await kit.call(kit.callers.owner, 'POST', `console/team/${await staffId()}/revoke`);
      expect(revoked.status).toBe(200);
      await expectEndedBySession(stream);
    } finally {
      stream.close();
    }
  });

  it('ends a feed whose session ended elsewhere unsignalled (another process, Redis down) at the re-check', async () => {
    // The staff member is a customer since the revocation; invited back through the database.
    await kit.shop.db.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [await staffId()]);
    // The stream's re-check is an interval of the default 15 s from its opening: the test moves
    // that clock (intervals only; the server's timeouts, the database and the sockets stay real)
    // rather than wait it out. Restored in `finally`: the file shares its worker.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await openFeed(await sessionOf(kit.shop, DEMO_STAFF.email));
    try {
      expect(stream.status).toBe(200);
      // What another process does, its 'access-changed' signal lost: the row goes, nothing is said.
      await deleteUserSessions(kit.shop.db, await staffId());
      await expectAlive(stream);
      // Just before the re-check the feed is still open; at it, it ends.
      await vi.advanceTimersByTimeAsync(kit.shop.env.STREAM_RECHECK_SECONDS * 1000 - 100);
      await expectAlive(stream);
      await vi.advanceTimersByTimeAsync(100);
      await stream.ended(5_000);
      expect(stream.text()).toContain('event: session-ended');
    } finally {
      stream.close();
      vi.useRealTimers();
    }
  });

  it(`refuses a ${STREAMS_PER_USER + 1}th feed of one user with 429, and opens one again once another closed`, async () => {
    // The staff member: every feed of theirs was ended by the server above, none is left counted.
    const token = await sessionOf(kit.shop, DEMO_STAFF.email);
    const open: EventStream[] = [];
    try {
      for (let n = 0; n < STREAMS_PER_USER; n += 1) open.push(await openFeed(token));
      expect(open.map((stream) => stream.status)).toEqual(Array(STREAMS_PER_USER).fill(200));
      // Another session of the same user counts too: the cap is the user's.
      const refused = await refusal(feedUrl(), bearer(await sessionOf(kit.shop, DEMO_STAFF.email)));
      expect(refused.status).toBe(429);
      expect(refused.type).toMatch(/^application\/json/);
      expect(JSON.parse(refused.body)).toMatchObject({ error: 'CONSOLE_STREAMS_LIMIT' });
      const english = await refusal(feedUrl('?lang=en'), bearer(token));
      expect(JSON.parse(english.body).message).toMatch(/too many live order feeds/);
      open.shift()?.close();
      let again: EventStream | undefined;
      for (let tries = 0; tries < 40 && again?.status !== 200; tries += 1) {
        again?.close();
        await new Promise((resolve) => setTimeout(resolve, 50));
        again = await openFeed(token);
      }
      if (again) open.push(again);
      expect(again?.status).toBe(200);
    } finally {
      for (const stream of open) stream.close();
    }
  });

  it('ends open feeds when the server stops, so a graceful stop is not held up', async () => {
    const stream = await openFeed(kit.callers.owner.token);
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
