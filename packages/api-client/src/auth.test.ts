import { describe, expect, it } from 'vitest';
import { ApiError, createAuthApi, createTokenStore, isRequireVerify } from './index.js';
import { useTestShop } from './shop.test-kit.js';

/** The newest six-digit code mailed to an account, read from the shop's development outbox page. */
async function latestCode(baseUrl: string, account: string): Promise<string> {
  const entries = (await (await fetch(`${baseUrl}/dev/outbox?format=json`)).json()) as {
    to: string;
    kind: string;
    text: string;
  }[];
  const code = entries
    .find((entry) => entry.to === account && entry.kind === 'code')
    ?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code for ${account}`);
  return code;
}

describe('api-client accounts against the real server', () => {
  const kit = useTestShop({
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_SIGNUP: '1000',
    RATE_LIMIT_OTP: '1000',
    OTP_RESEND_SECONDS: '0',
  });

  it('signs up, verifies, logs in, edits the profile, changes the password and logs out', async () => {
    const { auth, store } = kit.session();
    const email = 'client@example.com';
    const created = await auth.signup({
      email,
      name: 'Lê Văn Khách',
      password: 'MatKhau123',
      repeat_password: 'MatKhau123',
      accept_terms: true,
    });
    expect(created.message).toBe('Tạo tài khoản thành công! Đăng nhập để mua sắm ngay nào');

    const refused = await auth.login(email, 'MatKhau123').catch((error: unknown) => error);
    expect(isRequireVerify(refused)).toBe(true);
    if (!isRequireVerify(refused)) return;
    expect(refused.message).toBe(`Xác minh tài khoản! Mã xác thực được gửi đến ${email}`);
    expect(store.get()).toBeUndefined();

    const verified = await auth.verifyOtp(refused.data._id, await latestCode(kit.baseUrl(), email));
    expect(verified.message).toBe('Xác thực thành công');
    expect(auth.token()).toBe(verified.token);

    const login = await auth.login(email, 'MatKhau123', { once: true });
    expect(auth.token()).toBe(login.token);
    expect((await auth.getUser()).email).toBe(email);

    const updated = await auth.updateProfile({
      name: 'Lê Văn Khách Hàng',
      ngay_sinh: '1990-01-02',
      gioi_tinh: 'male',
    });
    expect(updated.message).toBe('Thay đổi thông tin thành công');
    expect((await auth.getProfile()).local.exfields).toEqual({ ngay_sinh: '1990-01-02', gioi_tinh: 'male' });

    const changed = await auth.changePassword({
      old_password: 'MatKhau123',
      password: 'MoiMoi456',
      repeat_password: 'MoiMoi456',
    });
    expect(changed.message).toBe('Đổi mật khẩu thành công');
    expect(auth.token()).toBe(changed.token);

    const oldToken = auth.token();
    await auth.logout();
    expect(auth.token()).toBeUndefined();
    const dead = await kit
      .session()
      .auth.getUser()
      .catch((error: unknown) => error);
    expect(dead).toBeInstanceOf(ApiError);
    const withOld = createAuthApi(kit.session().api.transport, { store: createTokenStore(oldToken) });
    expect(await withOld.getUser().catch((error: ApiError) => error.status)).toBe(401);
  });

  it('resets a forgotten password through a code', async () => {
    const { auth } = kit.session();
    const sent = await auth.resetPassword('khachhang@example.com');
    expect(sent.message).toBe('Đã gửi mã xác thực đến khachhang@example.com');
    await auth.verifyOtp(sent._id, await latestCode(kit.baseUrl(), 'khachhang@example.com'));
    const reset = await auth.changePassword({ password: 'DatLai789', repeat_password: 'DatLai789' });
    expect(reset.message).toBe('Thay đổi mật khẩu thành công');
    const again = kit.session().auth;
    expect((await again.sign('khachhang@example.com', 'DatLai789')).email).toBe('khachhang@example.com');
  });

  it('surfaces server messages as ApiError', async () => {
    const { auth } = kit.session();
    const unknown = await auth.sendOtp('khongco@example.com').catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(ApiError);
    expect((unknown as ApiError).message).toBe('Lỗi: Không tìm thấy email hoặc số điện thoại');
    const wrong = await auth.login('khachhang@example.com', 'Sai123456').catch((error: unknown) => error);
    expect((wrong as ApiError).status).toBe(401);
    expect(isRequireVerify(wrong)).toBe(false);
  });

  it('exports the account as JSON, then deletes it with the password (decision 063)', async () => {
    const { auth } = kit.session();
    const email = 'roi.di@example.com';
    await auth.signup({
      email,
      name: 'Người Rời Đi',
      password: 'MatKhau123',
      repeat_password: 'MatKhau123',
      accept_terms: true,
      accept_marketing: true,
    });
    const refused = await auth.login(email, 'MatKhau123').catch((error: unknown) => error);
    if (!isRequireVerify(refused)) throw new Error('expected a code');
    await auth.verifyOtp(refused.data._id, await latestCode(kit.baseUrl(), email));

    const data = await auth.exportAccountData();
    expect(data.profile).toMatchObject({ email, name: 'Người Rời Đi' });
    expect(data.consents.map((consent) => consent.purpose)).toEqual(['terms', 'marketing']);
    expect(await auth.exportAccountHtml()).toContain('Người Rời Đi');

    const wrong = await auth.deleteAccount('Sai12345').catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).message).toBe('Mật khẩu không đúng, tài khoản chưa bị xóa');
    expect(auth.token()).toBeDefined();
    expect((await auth.deleteAccount('MatKhau123')).message).toBe('Tài khoản của bạn đã được xóa');
    expect(auth.token()).toBeUndefined();
    expect(await auth.login(email, 'MatKhau123').catch((error: ApiError) => error.status)).toBe(401);
  });
});
