import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthKit, basic, startAuthKit, authSuite } from './auth.test-kit.js';
import { DEMO_CUSTOMER } from './seed-accounts.js';
import { testBackend } from '../testing.js';

describe('rate limits', () => {
  const kit = authSuite(testBackend(), { RATE_LIMIT_LOGIN: '3', RATE_LIMIT_OTP: '2' });

  it('answers the login after the limit with 429 and a bilingual message', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await kit().login(DEMO_CUSTOMER.email, 'Sai123456')).statusCode).toBe(401);
    }
    const limited = await kit().login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const english = await kit().get('/auth/local', {
      authorization: basic(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password),
      'accept-language': 'en',
    });
    expect(english.json().message).toBe('Too many requests, please try again later');
  });

  it('counts send, resend and verify of codes together, apart from logins', async () => {
    expect((await kit().get('/send-otp/khongco@example.com')).statusCode).toBe(404);
    expect((await kit().get('/verify-otp/khongco@example.com/123456')).statusCode).toBe(404);
    expect((await kit().get('/send-otp/khongco@example.com')).statusCode).toBe(429);
  });
});

describe('bot check', () => {
  let kit: AuthKit;
  const fake = Fastify();
  const seen: string[] = [];

  beforeAll(async () => {
    fake.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, new URLSearchParams(String(body))),
    );
    // A stand-in for Google's siteverify: only the token 'nguoi-that' passes, with the right secret.
    fake.post('/siteverify', async (request) => {
      const form = request.body as URLSearchParams;
      seen.push(form.get('response') ?? '');
      return { success: form.get('secret') === 'bi-mat' && form.get('response') === 'nguoi-that' };
    });
    const url = await fake.listen({ host: '127.0.0.1', port: 0 });
    kit = await startAuthKit(testBackend(), {
      RECAPTCHA_SECRET: 'bi-mat',
      RECAPTCHA_VERIFY_URL: `${url}/siteverify`,
    });
  });
  afterAll(async () => {
    await kit?.shop.close();
    await fake.close();
  });

  it('refuses a signup without a passing token and accepts one with it', async () => {
    const missing = await kit.signup({ email: 'robot@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'BOT_CHECK_FAILED',
      message: 'Xác minh reCAPTCHA không thành công',
    });
    const failing = await kit.signup({ email: 'robot@example.com', 'g-recaptcha-response': 'may-moc' });
    expect(failing.statusCode).toBe(400);
    const passing = await kit.signup({ email: 'nguoi@example.com', 'g-recaptcha-response': 'nguoi-that' });
    expect(passing.statusCode).toBe(200);
    expect(seen).toEqual(['may-moc', 'nguoi-that']);
  });

  it('checks send-otp too, with the token in the query', async () => {
    expect((await kit.get('/send-otp/nguoi@example.com')).statusCode).toBe(400);
    const sent = await kit.get('/send-otp/nguoi@example.com?g-recaptcha-response=nguoi-that');
    expect(sent.statusCode).toBe(200);
  });
});
