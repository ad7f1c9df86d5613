import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBotCheck } from '../../accounts/bot-check.js';
import { contentRoutes } from './content.js';
import { testBackend } from '../../testing.js';
import { type DataTestApp, startDataTestApp } from '../data/data.test-kit.js';

/** A fake reCAPTCHA service: only the token 'human' passes. */
const fakeVerify: typeof fetch = async (_url, init) => {
  const token = new URLSearchParams(String(init?.body)).get('response');
  return new Response(JSON.stringify({ success: token === 'human' }), { status: 200 });
};

describe('contact and subscribe forms with a bot check configured', () => {
  let kit: DataTestApp;
  let base: string;

  beforeAll(async () => {
    kit = await startDataTestApp(testBackend(), async (app, shop) => {
      const botCheck = createBotCheck({
        secret: 'test-secret',
        verifyUrl: 'http://verify.test',
        fetch: fakeVerify,
      });
      await app.register(contentRoutes, { db: shop.db, idApp: shop.env.ID_APP, botCheck });
    });
    base = `/api/${kit.shop.env.ID_APP}`;
  });
  afterAll(() => kit?.close());

  const storedContacts = async () =>
    Number(
      (
        await kit.shop.db.query<{ n: string | number }>(
          `SELECT count(*) AS n FROM documents WHERE collection = 'ecomcontactus'`,
        )
      )[0]?.n,
    );

  it('refuses a message without a passing token and stores nothing', async () => {
    const form = { ho_ten: 'An', email: 'an@x.vn', noi_dung: 'Xin chào' };
    for (const payload of [form, { ...form, 'g-recaptcha-response': 'robot' }]) {
      const reply = await kit.app.inject({ method: 'POST', url: `${base}/ecomcontactus`, payload });
      expect(reply.statusCode).toBe(400);
      expect(reply.json<{ error: string }>().error).toBe('BOT_CHECK_FAILED');
    }
    const subscribe = await kit.app.inject({
      method: 'POST',
      url: `${base}/ecomsubscribe`,
      payload: { email: 'a@x.vn' },
    });
    expect(subscribe.json<{ error: string }>().error).toBe('BOT_CHECK_FAILED');
    expect(await storedContacts()).toBe(0);
  });

  it('takes the message with a passing token, without storing the token', async () => {
    const payload = { ho_ten: 'An', email: 'an@x.vn', noi_dung: 'Xin chào', 'g-recaptcha-response': 'human' };
    const reply = await kit.app.inject({ method: 'POST', url: `${base}/ecomcontactus`, payload });
    expect(reply.statusCode).toBe(200);
    const [row] = await kit.shop.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM documents WHERE collection = 'ecomcontactus'`,
    );
    expect(row?.data).not.toHaveProperty('g-recaptcha-response');
  });
});
