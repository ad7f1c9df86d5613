import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSetupToken, SETUP_TOKEN_TTL_MS } from '../accounts/owner-setup.js';
import { startTestShop, type TestShop, testBackends } from '../testing.js';

describe.each(testBackends())('owner setup on a shop without an owner (%s)', (backend) => {
  let shop: TestShop;
  const url = () => `/api/${shop.env.ID_APP}/console/setup`;
  const post = (payload: object, lang = 'vi') =>
    shop.app.inject({ method: 'POST', url: url(), payload, headers: { 'accept-language': lang } });
  const owner = { name: 'Chủ Quán Mới', email: 'Chu@Example.vn', password: 'ChuQuan2026' };

  beforeAll(async () => {
    // Production mode: no demo accounts, no ADMIN_PASSWORD, so nobody owns the shop yet.
    shop = await startTestShop(backend, { NODE_ENV: 'production', DEV_OUTBOX: '0' });
  }, 60_000);
  afterAll(() => shop?.close());

  it('says setup is needed and refuses an unknown, expired or weak attempt', async () => {
    expect((await shop.app.inject({ method: 'GET', url: url() })).json()).toEqual({ needed: true });
    const unknown = await post({ ...owner, token: 'x'.repeat(43) }, 'en');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({
      error: 'SETUP_TOKEN_INVALID',
      message: 'The setup link is invalid, used or expired',
    });
    const stale = await issueSetupToken(shop.db, new Date(Date.now() - SETUP_TOKEN_TTL_MS - 1000));
    expect((await post({ ...owner, token: stale })).statusCode).toBe(403);
    const token = await issueSetupToken(shop.db);
    const weak = await post({ ...owner, token, password: 'abc' });
    expect(weak.json()).toMatchObject({ error: 'PASSWORD_WEAK' });
    expect(weak.statusCode).toBe(400);
  });

  it('creates the owner once with a live token, logs them in and burns the token', async () => {
    const token = await issueSetupToken(shop.db);
    expect(token).toMatch(/^[\w-]{43}$/);
    const created = await post({ ...owner, token });
    expect(created.statusCode).toBe(200);
    const reply = created.json<{ token: string; user: { role: string; email: string }; message: string }>();
    expect(reply.user).toMatchObject({ role: 'owner', email: 'chu@example.vn' });
    expect(reply.message).toBe('Đã tạo tài khoản chủ cửa hàng');
    const me = await shop.app.inject({
      method: 'GET',
      url: `/api/${shop.env.ID_APP}/console/me`,
      headers: { authorization: `Bearer ${reply.token}` },
    });
    expect(me.json()).toMatchObject({ user: { role: 'owner' } });
    expect((await post({ ...owner, email: 'other@example.vn', token })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: url() })).json()).toEqual({ needed: false });
    expect(await issueSetupToken(shop.db)).toBeUndefined();
    const rows = await shop.db.query('SELECT 1 FROM owner_setup_tokens');
    expect(rows).toEqual([]);
  });
});
