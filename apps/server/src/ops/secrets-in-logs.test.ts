import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, signupForm } from '../accounts/auth.test-kit.js';
import { startTestShop, testBackend, type TestShop } from '../testing.js';

type LogLine = Record<string, unknown> & { msg?: string };
type Json = Record<string, unknown>;

const OWNER = { email: 'chu@example.vn', password: 'ChuQuan12345' };
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/**
 * A production start without SMTP_URL (the default of `npm start` on a real shop), its log
 * captured line by line at debug (request lines too).
 */
describe('a production shop without SMTP writes no code or token to its log', () => {
  let shop: TestShop;
  const lines: LogLine[] = [];
  const text = () => lines.map((line) => JSON.stringify(line)).join('\n');

  beforeAll(async () => {
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
    shop = await startTestShop(
      testBackend(),
      {
        NODE_ENV: 'production',
        DEV_OUTBOX: '0',
        LOG_LEVEL: 'debug',
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        METRICS_TOKEN,
      },
      { logStream },
    );
  }, 60_000);
  afterAll(() => shop?.close());

  const outboxBodies = async (recipient: string) =>
    (
      await shop.db.query<{ body: string; kind: string }>(
        'SELECT body, kind FROM outbox WHERE recipient = $1 ORDER BY created_at',
        [recipient],
      )
    ).map((row) => row);

  it('logs a sign-up code and a reset code by kind and recipient only; the outbox keeps the text', async () => {
    const email = 'mai.tran@example.vn';
    const signup = await shop.app.inject({
      method: 'POST',
      url: '/signup',
      payload: signupForm(shop.env, { email }),
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const reset = await shop.app.inject({ url: `/resetpassword?email=${email}`, remoteAddress: '192.0.2.9' });
    expect([200, 429]).toContain(reset.statusCode);
    const mails = await outboxBodies(email);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const codes = mails.map((mail) => /\b(\d{6})\b/.exec(mail.body)?.[1]);
    expect(codes.every(Boolean)).toBe(true);
    const kept = lines.filter((line) => line.msg === 'mail kept in outbox');
    expect(kept.length).toBe(mails.length);
    for (const line of kept) {
      expect(Object.keys(line)).not.toContain('text');
      expect(Object.keys(line)).not.toContain('subject');
      expect(line).toMatchObject({ kind: 'code', to: email });
    }
    for (const code of codes) expect(text()).not.toContain(code);
  });

  it("logs a staff invitation by kind and recipient, never its link's token", async () => {
    const login = await shop.app.inject({
      url: `/auth/local?id_app=${shop.env.ID_APP}&group_id=${shop.env.GROUP_ID}`,
      headers: { authorization: basic(OWNER.email, OWNER.password) },
    });
    const token = login.json<{ token: string }>().token;
    const invited = await shop.app.inject({
      method: 'POST',
      url: `/api/${shop.env.ID_APP}/console/invitations`,
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 'nhanvien.moi@example.vn' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [mail] = await outboxBodies('nhanvien.moi@example.vn');
    const link = /invite\?token=(\S+)/.exec(mail?.body ?? '')?.[1];
    expect(link).toBeTruthy();
    expect(mail?.kind).toBe('invitation');
    expect(lines.find((line) => line.to === 'nhanvien.moi@example.vn')).toMatchObject({
      msg: 'mail kept in outbox',
      kind: 'invitation',
    });
    // The invitation's token stays in its link (decision 016): opening the link and asking the
    // console about it logs their paths only.
    const page = await shop.app.inject({ url: `/admin/invite?token=${link}` });
    expect(page.statusCode).toBeLessThan(500);
    const asked = await shop.app.inject({ url: `/api/${shop.env.ID_APP}/console/invite?token=${link}` });
    expect(asked.json<Json>(), asked.body).toMatchObject({ email: 'nhanvien.moi@example.vn' });
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.path)).toEqual(
      expect.arrayContaining(['/admin/invite', `/api/${shop.env.ID_APP}/console/invite`]),
    );
    expect(text()).not.toContain(link);
    // The session token never reached the log either (the request lines carry the path only).
    expect(text()).not.toContain(token);
  });

  it('logs the path of a request without its query, whatever the route answers', async () => {
    const secret = 'tok-secret-0123456789abcdef0123';
    for (const url of [
      `/api/${shop.env.ID_APP}/cart?access_token=${secret}`,
      `/api/nothing-here?access_token=${secret}`,
      `/api/${shop.env.ID_APP}/so1?q={bad&access_token=${secret}`,
    ])
      await shop.app.inject({ url });
    // Wherever a line carries a request (Fastify's own error lines), its query is left out too.
    shop.app.log.error({ req: { method: 'GET', url: `/x?access_token=${secret}` } }, 'a request line');
    expect(lines.some((line) => line.msg === 'request')).toBe(true);
    expect(lines.find((line) => line.msg === 'a request line')?.req).toEqual({ method: 'GET', path: '/x' });
    expect(text()).not.toContain(secret);
  });

  describe('the console sends its token in a header, never in the address', () => {
    let owner: string;
    beforeAll(async () => {
      const login = await shop.app.inject({
        url: `/auth/local?id_app=${shop.env.ID_APP}&group_id=${shop.env.GROUP_ID}`,
        headers: { authorization: basic(OWNER.email, OWNER.password) },
      });
      owner = login.json<{ token: string }>().token;
    });

    const me = `/api/${'{id_app}'}/console/me`;
    const consoleMe = (extra: { query?: string; headers?: Record<string, string> }) =>
      shop.app.inject({
        url: `${me.replace('{id_app}', shop.env.ID_APP)}${extra.query ?? ''}`,
        headers: extra.headers ?? {},
      });

    it('takes the token from Authorization: Bearer (or X-Access-Token)', async () => {
      const bearer = await consoleMe({ headers: { authorization: `Bearer ${owner}` } });
      expect(bearer.statusCode).toBe(200);
      expect(bearer.json<Json>()).toMatchObject({ user: { role: 'owner' } });
      expect((await consoleMe({ headers: { 'x-access-token': owner } })).statusCode).toBe(200);
    });

    it('refuses a console call whose token is in the query, in both languages', async () => {
      const refused = await consoleMe({ query: `?access_token=${owner}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<Json>()).toEqual({
        error: 'TOKEN_IN_QUERY',
        message:
          'Mã truy cập của trang quản trị phải gửi trong tiêu đề Authorization, không gửi trong địa chỉ',
      });
      const english = await consoleMe({
        query: `?access_token=${owner}&lang=en`,
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(english.statusCode).toBe(400);
      expect(english.json<Json>().message).toBe(
        "The console's access token goes in the Authorization header, never in the address",
      );
      // An address spelt with escapes reaches the same route, and the same refusal.
      const escaped = await shop.app.inject({
        url: `/api/${shop.env.ID_APP}/%63onsole/me?access_token=${owner}`,
      });
      expect(escaped.json<Json>()).toMatchObject({ error: 'TOKEN_IN_QUERY' });
      // Neither the refused calls nor the accepted ones put the token in the log.
      expect(text()).not.toContain(owner);
    });

    it("keeps SPEC §7's query token for the shop's calls, and /metrics its own bearer token", async () => {
      const user = await shop.app.inject({ url: `/api/user?access_token=${owner}` });
      expect(user.statusCode).toBe(200);
      const headerUser = await shop.app.inject({
        url: '/api/user',
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(headerUser.statusCode).toBe(200);
      const metrics = await shop.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.statusCode).toBe(200);
    });
  });
});
