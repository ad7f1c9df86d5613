import { describe, expect, it } from 'vitest';
import { testBackends } from '../testing.js';
import { basic, RELAXED_LIMITS, STRONG_PASSWORD, authSuite } from './auth.test-kit.js';
import { DEMO_CUSTOMER } from './seed-accounts.js';

describe.each(testBackends())('login, signup and administration on %s', (backend) => {
  const kit = authSuite(backend);

  it('logs the seeded demo customer in, by GET /auth/local and POST /auth/sign', async () => {
    const local = await kit().login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(local.statusCode).toBe(200);
    expect(local.json()).toMatchObject({ email: DEMO_CUSTOMER.email, role: 'customer', verified: true });
    const sign = await kit().post('/auth/sign', {
      email: 'KhachHang@example.com',
      password: DEMO_CUSTOMER.password,
    });
    expect(sign.statusCode).toBe(200);
    expect(sign.json().token).not.toBe(local.json().token);
  });

  it('refuses a wrong password and an unknown account alike, in both languages', async () => {
    const wrong = await kit().login(DEMO_CUSTOMER.email, 'Sai123456');
    const unknown = await kit().login('khongai@example.com', 'Sai123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'LOGIN_FAILED', message: 'Tài khoản hoặc mật khẩu không đúng' });
    expect(unknown.json()).toEqual(wrong.json());
    const english = await kit().login(DEMO_CUSTOMER.email, 'Sai123456', '&lang=en');
    expect(english.json().message).toBe('Wrong account or password');
  });

  it('says what is missing in a login', async () => {
    const noHeader = await kit().get('/auth/local');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toBe('Email hoặc số điện thoại không được để trống');
    const noPassword = await kit().get('/auth/local', { authorization: basic(DEMO_CUSTOMER.email, '') });
    expect(noPassword.json().error).toBe('PASSWORD_REQUIRED');
    const otherApp = await kit().get('/auth/local?id_app=000000000000000000000000', {
      authorization: basic(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password),
    });
    expect(otherApp.statusCode).toBe(404);
  });

  it('ends the other sessions with once=1', async () => {
    const first = (await kit().login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).json<{ token: string }>()
      .token;
    const second = await kit().login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '&once=1');
    expect((await kit().get(`/api/user?access_token=${first}`)).statusCode).toBe(401);
    expect((await kit().get(`/api/user?access_token=${second.json().token}`)).statusCode).toBe(200);
  });

  it('validates a registration with the domain messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '' }, 'Email hoặc số điện thoại không được để trống'],
      [{ email: 'khong-hop-le' }, 'Email hoặc số điện thoại không hợp lệ'],
      [
        { email: 'a@example.com', password: 'yeu', repeat_password: 'yeu' },
        'Mật khẩu có ít nhất 6 ký tự và ít nhất 1 chữ hoa, 1 chữ thường, 1 chữ số',
      ],
      [{ email: 'a@example.com', repeat_password: 'Khac1234' }, 'Nhập lại mật khẩu không trùng khớp'],
      [{ email: 'a@example.com', name: '' }, 'Vui lòng nhập đầy đủ họ và tên'],
      [{ email: 'a@example.com', accept_terms: false }, 'Vui lòng đồng ý với điều khoản sử dụng'],
    ];
    for (const [fields, message] of cases) {
      const reply = await kit().signup(fields);
      expect(reply.statusCode, message).toBe(400);
      expect(reply.json()).toEqual({ error: 'VALIDATION_FAILED', message });
    }
    const english = await kit().post('/signup?lang=en', { email: 'x' });
    expect(english.json().message).toBe('Invalid email or phone number');
  });

  it('refuses an e-mail or phone already registered', async () => {
    expect((await kit().signup({ email: 'trung@example.com', phone: '0901234567' })).statusCode).toBe(200);
    for (const fields of [{ email: 'TRUNG@example.com' }, { phone: '+84901234567' }]) {
      const again = await kit().signup(fields);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'ACCOUNT_EXISTS', message: 'Tài khoản đã tồn tại' });
    }
  });

  it('lets only an administrator change another password or read another profile', async () => {
    const customer = (await kit().login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).json<{
      token: string;
    }>();
    const admin = await kit().login(RELAXED_LIMITS.ADMIN_EMAIL, RELAXED_LIMITS.ADMIN_PASSWORD);
    expect(admin.json()).toMatchObject({ role: 'owner' });
    const adminToken = admin.json<{ token: string }>().token;
    await kit().signup({ email: 'doimk@example.com' });

    const refused = await kit().post(`/api/changepasswordByAdmin?access_token=${customer.token}`, {
      email: 'doimk@example.com',
      password: 'BiDoi1234',
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await kit().get(`/api/profile?access_token=${customer.token}&email=doimk@example.com`)).statusCode,
    ).toBe(403);

    const weak = await kit().post(`/api/changepasswordByAdmin?access_token=${adminToken}`, {
      email: 'doimk@example.com',
      password: 'yeu',
    });
    expect(weak.statusCode).toBe(400);
    const done = await kit().post(`/api/changepasswordByAdmin?access_token=${adminToken}`, {
      email: 'doimk@example.com',
      password: 'BiDoi1234',
    });
    expect(done.json()).toEqual({ message: 'Đổi mật khẩu thành công' });
    expect((await kit().login('doimk@example.com', STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await kit().login('doimk@example.com', 'BiDoi1234')).statusCode).toBe(403); // still unverified
    const profile = await kit().get(`/api/profile?access_token=${adminToken}&email=doimk@example.com`);
    expect(profile.json()).toMatchObject({ email: 'doimk@example.com', verified: false });
    expect(profile.json().token).toBeUndefined();
  });

  it('answers guests on account routes with 401 and logs a user in as the identity of data routes', async () => {
    const guest = await kit().get(`/api/user?access_token=${kit().shop.env.PUBLIC_TOKEN}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Vui lòng đăng nhập lại');
    const { token } = (await kit().login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).json<{
      token: string;
    }>();
    const cart = await kit().get(`/api/${kit().shop.env.ID_APP}/cart?access_token=${token}`);
    expect(cart.statusCode).toBe(200);
    const forbidden = await kit().get(`/api/${kit().shop.env.ID_APP}/users?access_token=${token}`);
    expect(forbidden.statusCode).toBe(403);
  });

  it('never sends a password hash', () => {
    for (const body of kit().bodies) expect(body).not.toMatch(/argon2|password_hash|code_hash|token_hash/);
  });
});
