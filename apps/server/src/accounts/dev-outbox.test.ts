import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env.js';
import { startTestShop, testBackend, type TestShop } from '../testing.js';
import { basic } from './auth.test-kit.js';
import { DEMO_CUSTOMER } from './seed-accounts.js';

describe('development mode is asked for, never assumed', () => {
  it('runs as production when NODE_ENV is unset', () => {
    expect(readEnv({}).NODE_ENV).toBe('production');
    expect(readEnv({}).DEV_OUTBOX).toBe(false);
  });

  it('refuses the outbox page in production', () => {
    expect(() => readEnv({ DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX/);
    expect(() => readEnv({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX/);
    expect(readEnv({ NODE_ENV: 'development', DEV_OUTBOX: '1' }).DEV_OUTBOX).toBe(true);
  });

  it("refuses real mail in production without the shop's own address for its links", () => {
    const smtp = 'smtp://mail.example:587';
    expect(() => readEnv({ SMTP_URL: smtp })).toThrow(/PUBLIC_ORIGIN/);
    expect(readEnv({ SMTP_URL: smtp, PUBLIC_ORIGIN: 'https://shop.example' }).PUBLIC_ORIGIN).toBe(
      'https://shop.example',
    );
    expect(readEnv({ NODE_ENV: 'development', SMTP_URL: smtp }).SMTP_URL).toBe(smtp);
  });
});

describe('the outbox page', () => {
  let production: TestShop;
  let plainDevelopment: TestShop;
  let withOutbox: TestShop;
  beforeAll(async () => {
    production = await startTestShop(testBackend(), { NODE_ENV: 'production', DEV_OUTBOX: '0' });
    plainDevelopment = await startTestShop(testBackend(), { NODE_ENV: 'development', DEV_OUTBOX: '0' });
    withOutbox = await startTestShop(testBackend(), { NODE_ENV: 'development', DEV_OUTBOX: '1' });
  }, 120_000);
  afterAll(async () => {
    await production?.close();
    await plainDevelopment?.close();
    await withOutbox?.close();
  });

  const outbox = (shop: TestShop, remoteAddress: string) =>
    shop.app.inject({ url: '/dev/outbox?format=json', remoteAddress });

  it('is absent in production and in development without DEV_OUTBOX', async () => {
    expect((await outbox(production, '127.0.0.1')).statusCode).toBe(404);
    expect((await outbox(plainDevelopment, '127.0.0.1')).statusCode).toBe(404);
  });

  it('answers loopback clients only, whatever X-Forwarded-For says', async () => {
    expect((await outbox(withOutbox, '127.0.0.1')).statusCode).toBe(200);
    expect((await outbox(withOutbox, '::1')).statusCode).toBe(200);
    expect((await outbox(withOutbox, '203.0.113.7')).statusCode).toBe(404);
    const spoofed = await withOutbox.app.inject({
      url: '/dev/outbox?format=json',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
  });

  it("lists one recipient's messages with ?to=, whatever their channel, with channel and state", async () => {
    const mailer = withOutbox.app.mail.outbox;
    await mailer.send({ to: '0911222333', subject: 'Mã', text: 'Mã 111111', code: '111111' });
    for (let other = 0; other < 55; other += 1)
      await mailer.send({ to: `khac${other}@example.vn`, subject: 'Mã', text: 'Mã 222222', code: '222222' });
    const all = (await outbox(withOutbox, '127.0.0.1')).json<{ to: string }[]>();
    expect(all).toHaveLength(50);
    expect(all.some((entry) => entry.to === '0911222333')).toBe(false);
    const one = await withOutbox.app.inject({
      url: '/dev/outbox?format=json&to=0911222333',
      remoteAddress: '127.0.0.1',
    });
    expect(one.json()).toEqual([
      expect.objectContaining({ to: '0911222333', channel: 'sms', kind: 'code', status: expect.any(String) }),
    ]);
    const page = await withOutbox.app.inject({
      url: '/dev/outbox?to=0911222333',
      remoteAddress: '127.0.0.1',
    });
    expect(page.body).toContain('<td>sms</td><td>0911222333</td>');
    expect(page.body).not.toContain('khac0@example.vn');
  });

  it('seeds the demo customer in development mode only', async () => {
    const login = (shop: TestShop) =>
      shop.app.inject({
        url: '/auth/local',
        headers: { authorization: basic(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password) },
      });
    expect((await login(production)).statusCode).toBe(401);
    expect((await login(plainDevelopment)).statusCode).toBe(200);
  });
});
