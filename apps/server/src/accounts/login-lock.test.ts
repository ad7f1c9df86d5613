import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bothBackends, neutralOn } from '../testing.js';
import { type AuthKit, basic, RELAXED_LIMITS, startAuthKit } from './auth.test-kit.js';
import { pruneLoginFailures } from './login-failures.js';
import { DEMO_CUSTOMER } from './seed-accounts.js';

const LOCKED_VI = 'Tài khoản tạm khoá do nhập sai mật khẩu nhiều lần. Vui lòng thử lại sau 1 phút';
const LOCKED_EN =
  'This account is temporarily locked after too many wrong passwords. Please try again in 1 min';

// The tries arriving together run on both engines (PGlite serialises them, PostgreSQL takes row
// locks); the others test no engine and run on the test command's one (decision 044).
describe.each(bothBackends())('wrong passwords per account on %s', (backend) => {
  let kit: AuthKit;
  beforeAll(async () => {
    // Five failures lock for a minute: the lock's end is reached by moving the server's clock
    // (`afterTheLock`), not by waiting for it.
    kit = await startAuthKit(backend, { LOGIN_MAX_FAILURES: '5', LOGIN_LOCK_SECONDS: '60' });
  });
  afterAll(() => kit?.shop.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  let address = 0;
  /** Each try from a new client address: the lock is per account, whatever the address. */
  const login = (account: string, password: string, language = 'vi') =>
    kit.shop.app.inject({
      url: '/auth/local',
      remoteAddress: `198.51.100.${++address % 250}`,
      headers: { authorization: basic(account, password), 'accept-language': language },
    });
  const tenWrong = async (account: string) => {
    const replies = [];
    for (let attempt = 0; attempt < 10; attempt++) replies.push(await login(account, 'Sai123456'));
    return replies;
  };
  /**
   * The server's clock moved past the lock (its counts and locks are times of `Date`, which the test
   * runs on from here; the timers stay real).
   */
  const afterTheLock = () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 61_000);
  };

  it('gives a code at most five tries, even when they arrive together', async () => {
    const signup = await kit.signup({ email: 'namlan@example.com' });
    const code = await kit.code('namlan@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => kit.get(`/verify-otp/${signup.json()._id}/${wrong}`)),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429]);
    expect((await kit.get(`/verify-otp/${signup.json()._id}/${code}`)).statusCode).toBe(429);
  });

  // Tests of no engine: on the test command's engine only.
  if (neutralOn(backend)) {
    it('locks after five wrong passwords, refuses the right one, then lets it in after the lock', async () => {
      const replies = await tenWrong(DEMO_CUSTOMER.email);
      expect(replies.map((reply) => reply.statusCode)).toEqual([
        401, 401, 401, 401, 429, 429, 429, 429, 429, 429,
      ]);
      const right = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ error: 'ACCOUNT_LOCKED', message: LOCKED_VI });
      expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, 'en')).json().message).toBe(LOCKED_EN);
      afterTheLock();
      expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
    });

    it('restarts the count after a success and after a lock ends', async () => {
      const fourWrong = async () => {
        for (let attempt = 0; attempt < 4; attempt++)
          expect((await login(DEMO_CUSTOMER.email, 'Sai123456')).statusCode).toBe(401);
      };
      await fourWrong();
      expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
      await fourWrong();
      expect((await login(DEMO_CUSTOMER.email, 'Sai123456')).statusCode).toBe(429);
      afterTheLock();
      await fourWrong();
      expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
    });

    it('treats an unknown account exactly like a known one', async () => {
      const known = await tenWrong(RELAXED_LIMITS.ADMIN_EMAIL);
      const unknown = await tenWrong('khongco@example.com');
      expect(unknown.map((reply) => reply.statusCode)).toEqual(known.map((reply) => reply.statusCode));
      expect(unknown.map((reply) => reply.body)).toEqual(known.map((reply) => reply.body));
    });

    it('is lifted by a new password set through the code flow', async () => {
      const admin = RELAXED_LIMITS.ADMIN_EMAIL;
      await tenWrong(admin);
      expect((await login(admin, RELAXED_LIMITS.ADMIN_PASSWORD)).statusCode).toBe(429);
      expect((await kit.get(`/resetpassword?email=${admin}`)).statusCode).toBe(200);
      const verified = await kit.get(`/verify-otp/${admin}/${await kit.code(admin)}`);
      const reset = await kit.post(`/api/changepassword?access_token=${verified.json().token}`, {
        password: 'DatLai2026x',
        repeat_password: 'DatLai2026x',
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(admin, 'DatLai2026x')).statusCode).toBe(200);
    });

    it('counts wrong current passwords of a password change too', async () => {
      const signup = await kit.signup({ email: 'doimatkhau@example.com' });
      const verified = await kit.get(
        `/verify-otp/${signup.json()._id}/${await kit.code('doimatkhau@example.com')}`,
      );
      const change = (old: string) =>
        kit.post(`/api/changepassword?access_token=${verified.json().token}`, {
          old_password: old,
          password: 'MoiMoi2026',
        });
      for (let attempt = 0; attempt < 4; attempt++) expect((await change('Sai123456')).statusCode).toBe(400);
      expect((await change('Sai123456')).statusCode).toBe(429);
      expect((await login('doimatkhau@example.com', 'MatKhau123')).json().error).toBe('ACCOUNT_LOCKED');
    });

    it('prunes counters whose failures and lock are over, keeping running ones', async () => {
      await login('cu@example.com', 'SaiMatKhau1');
      await kit.shop.db.query(
        "UPDATE login_failures SET last_failed_at = now() - interval '1 hour' WHERE account = 'name:cu@example.com'",
      );
      for (let attempt = 0; attempt < 5; attempt++) await login('dangkhoa@example.com', 'SaiMatKhau1');
      await kit.shop.db.query(
        "UPDATE login_failures SET last_failed_at = now() - interval '1 hour' WHERE account = 'name:dangkhoa@example.com'",
      );
      await login('moi@example.com', 'SaiMatKhau1');
      const pruned = await pruneLoginFailures(kit.shop.db, { maxFailures: 5, lockMs: 2_000 });
      const left = await kit.shop.db.query<{ account: string }>(
        "SELECT account FROM login_failures WHERE account IN ('name:cu@example.com', 'name:dangkhoa@example.com', 'name:moi@example.com') ORDER BY account",
      );
      expect(pruned).toBeGreaterThanOrEqual(1);
      // The locked account stays locked (its lock runs on), the fresh failure stays counted.
      expect(left.map((row) => row.account)).toEqual(['name:dangkhoa@example.com', 'name:moi@example.com']);
    });
  }
});
