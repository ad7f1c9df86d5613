import { describe, expect, it } from 'vitest';
import { testBackend, testBackends } from '../testing.js';
import { authSuite } from './auth.test-kit.js';

describe.each(testBackends())('verification codes on %s', (backend) => {
  const kit = authSuite(backend);

  const register = async (email: string) => {
    const reply = await kit().signup({ email });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ _id: string }>()._id;
  };
  /** A new account's code record and the code mailed for it. */
  const registered = async (email: string) => {
    const id = await register(email);
    return { id, code: await kit().code(email) };
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers an unknown account with the spec message', async () => {
    const reply = await kit().get('/send-otp/khongco@example.com');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({
      error: 'ACCOUNT_NOT_FOUND',
      message: 'Lỗi: Không tìm thấy email hoặc số điện thoại',
    });
    const english = await kit().get('/send-otp/khongco@example.com', { 'accept-language': 'en-GB' });
    expect(english.json().message).toBe('Error: email or phone number not found');
  });

  it('sends a code to a phone account and returns the record id', async () => {
    await kit().signup({ phone: '0987654321' });
    const reply = await kit().get('/send-otp/0987.654.321');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      account: '0987654321',
    });
    expect(reply.json().message).toBe('Đã gửi mã xác thực đến 0987654321');
    expect(await kit().code('0987654321')).toMatch(/^\d{6}$/);
  });

  it('uses a code once', async () => {
    const { id, code } = await registered('motlan@example.com');
    expect((await kit().get(`/verify-otp/${id}/${code}`)).statusCode).toBe(200);
    const again = await kit().get(`/verify-otp/${id}/${code}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Không có mã xác thực');
  });

  it('refuses an expired code', async () => {
    const { id, code } = await registered('hethan@example.com');
    await kit().shop.db.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      id,
    ]);
    const reply = await kit().get(`/verify-otp/${id}/${code}`);
    expect(reply.statusCode).toBe(410);
    expect(reply.json().message).toBe('Mã xác thực đã hết hạn');
  });

  it('counts wrong tries and kills the code at the fifth', async () => {
    const { id, code } = await registered('saima@example.com');
    for (let attempt = 1; attempt <= 4; attempt++) {
      const reply = await kit().get(`/verify-otp/${id}/${wrongCode(code)}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toBe('CODE_WRONG');
    }
    const fifth = await kit().get(`/verify-otp/${id}/${wrongCode(code)}`);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Bạn đã nhập sai quá số lần cho phép');
    // Even the right code is refused now.
    expect((await kit().get(`/verify-otp/${id}/${code}`)).json().error).toBe('CODE_TOO_MANY_ATTEMPTS');
  });

  it("caps wrong tries over all of an account's codes within the hour", async () => {
    const account = 'nhieuma@example.com';
    const first = await register(account);
    const tryWrong = async (id: string, times: number) => {
      const replies = [];
      for (let attempt = 0; attempt < times; attempt++) {
        const code = await kit().code(account);
        replies.push((await kit().get(`/verify-otp/${id}/${wrongCode(code)}`)).json().error);
      }
      return replies;
    };
    const resend = async () => (await kit().get(`/send-otp/${account}`)).json<{ _id: string }>()._id;
    expect(await tryWrong(first, 4)).toEqual(Array(4).fill('CODE_WRONG'));
    const second = await resend();
    expect(await tryWrong(second, 4)).toEqual(Array(4).fill('CODE_WRONG'));
    const third = await resend();
    // Two wrong tries at a fresh code reach the account's ten.
    expect(await tryWrong(third, 2)).toEqual(['CODE_WRONG', 'CODE_TOO_MANY_ATTEMPTS']);
    const right = await kit().code(account);
    const refused = await kit().get(`/verify-otp/${third}/${right}`);
    expect(refused.statusCode).toBe(429);
    // An hour later the old tries are forgotten: a new code works.
    await kit().shop.db.query(
      `UPDATE otp_codes SET created_at = created_at - interval '61 minutes'
       WHERE user_id = (SELECT user_id FROM otp_codes WHERE id = $1)`,
      [third],
    );
    const fourth = await resend();
    expect((await kit().get(`/verify-otp/${fourth}/${await kit().code(account)}`)).statusCode).toBe(200);
    // The retired codes older than the hour are gone, not kept forever.
    const [left] = await kit().shop.db.query<{ count: number | string }>(
      'SELECT count(*) AS count FROM otp_codes WHERE account = $1',
      [account],
    );
    expect(Number(left?.count)).toBe(1);
  });

  it('replaces the old code on resend', async () => {
    const { id: first, code: oldCode } = await registered('guilai@example.com');
    const resent = await kit().get('/send-otp/guilai@example.com');
    const second = resent.json<{ _id: string }>()._id;
    expect(second).not.toBe(first);
    expect((await kit().get(`/verify-otp/${first}/${oldCode}`)).json().error).toBe('CODE_NOT_PENDING');
    expect(
      (await kit().get(`/verify-otp/${second}/${await kit().code('guilai@example.com')}`)).statusCode,
    ).toBe(200);
  });

  it('verifies by account as SPEC §7 writes the path', async () => {
    const { code } = await registered('theotaikhoan@example.com');
    const reply = await kit().get(`/verify-otp/theotaikhoan@example.com/${code}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().token).toEqual(expect.any(String));
    expect((await kit().get('/verify-otp/theotaikhoan@example.com/123456')).json().message).toBe(
      'Không có mã xác thực',
    );
  });

  it('lists the outbox newest first on the development page', async () => {
    const json = await kit().get('/dev/outbox?format=json');
    const entries = json.json<{ to: string; created_at: string }[]>();
    expect(entries[0]?.to).toBe('theotaikhoan@example.com');
    expect(entries.map((entry) => entry.created_at)).toEqual(
      [...entries.map((entry) => entry.created_at)].sort().reverse(),
    );
    const html = await kit().get('/dev/outbox', { accept: 'text/html' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('theotaikhoan@example.com');
  });
});

describe('resend pause', () => {
  // Started in a hook (longer timeout than a test): PGlite start-up is slow on a busy machine.
  const kit = authSuite(testBackend(), { OTP_RESEND_SECONDS: '60' });

  it('refuses a second code within OTP_RESEND_SECONDS, but login still points to the pending one', async () => {
    const signup = await kit().signup({ email: 'chodoi@example.com' });
    const resend = await kit().get('/send-otp/chodoi@example.com');
    expect(resend.statusCode).toBe(429);
    expect(resend.json().message).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau');
    const login = await kit().login('chodoi@example.com', 'MatKhau123');
    expect(login.statusCode).toBe(403);
    expect(login.json()._id).toBe(signup.json()._id);
  });
});
