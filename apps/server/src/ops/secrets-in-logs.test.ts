import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, STRONG_PASSWORD } from '../accounts/auth.test-kit.js';
import { startTestShop, type TestShop } from '../testing.js';

type LogLine = Record<string, unknown> & { msg?: string };

const OWNER = { email: 'chu@example.vn', password: 'ChuQuan12345' };

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
      'pglite',
      {
        NODE_ENV: 'production',
        DEV_OUTBOX: '0',
        LOG_LEVEL: 'debug',
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
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
      payload: {
        email,
        name: 'Trần Thị Mai',
        password: STRONG_PASSWORD,
        repeat_password: STRONG_PASSWORD,
        accept_terms: true,
        id_app: shop.env.ID_APP,
        group_id: shop.env.GROUP_ID,
      },
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
      headers: { 'x-access-token': token },
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
});
