import { describe, expect, it } from 'vitest';
import { testBackends } from '../testing.js';
import { STRONG_PASSWORD, authSuite } from './auth.test-kit.js';

describe.each(testBackends())('account journey on %s', (backend) => {
  const kit = authSuite(backend);

  it('signs up, verifies with the mailed code, logs in, edits the profile, changes the password, logs out', async () => {
    const email = 'Mai.Tran@Example.com';
    const signup = await kit().signup({ email, phone: '0912 345 678', referral_code: 'BANBE' });
    expect(signup.statusCode).toBe(200);
    const registered = signup.json<{ message: string; _id: string; account: string }>();
    expect(registered.message).toBe('Tạo tài khoản thành công! Đăng nhập để mua sắm ngay nào');
    expect(registered._id).toMatch(/^[0-9a-f]{24}$/);
    expect(registered.account).toBe('mai.tran@example.com');

    const code = await kit().code(email);
    const verify = await kit().get(`/verify-otp/${registered._id}/${code}?id_app=${kit().shop.env.ID_APP}`);
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ message: 'Xác thực thành công', token: expect.any(String) });

    // Login by phone, in another spelling, works too once verified.
    const byPhone = await kit().login('+84912345678', STRONG_PASSWORD);
    expect(byPhone.statusCode).toBe(200);
    const login = await kit().login(email, STRONG_PASSWORD);
    expect(login.statusCode).toBe(200);
    const session = login.json<{ token: string; email: string; message: string }>();
    expect(session).toMatchObject({ email: 'mai.tran@example.com', message: 'Đăng nhập thành công' });
    expect(session.token.length).toBeGreaterThanOrEqual(22);

    const me = await kit().get(`/api/user?access_token=${session.token}`);
    expect(me.json()).toMatchObject({
      token: session.token,
      email: 'mai.tran@example.com',
      name: 'Trần Thị Mai',
      picture: '',
      local: { exfields: { ngay_sinh: '', gioi_tinh: '' } },
    });

    const emptyName = await kit().post(`/api/updateprofile?access_token=${session.token}`, { name: ' ' });
    expect(emptyName.statusCode).toBe(400);
    expect(emptyName.json().message).toBe('Vui lòng nhập đầy đủ họ và tên');
    const emptyNameEn = await kit().post(`/api/updateprofile?access_token=${session.token}&lang=en`, {
      name: '',
    });
    expect(emptyNameEn.json().message).toBe('Please enter your full name');
    // A name of a megabyte, or a picture that is a script, is refused: nothing is stored.
    const longName = await kit().post(`/api/updateprofile?access_token=${session.token}`, {
      name: 'A'.repeat(101),
    });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toBe('Nội dung dài quá 100 ký tự');
    const scriptPicture = await kit().post(`/api/updateprofile?access_token=${session.token}`, {
      name: 'Mai',
      picture: 'javascript:alert(1)',
    });
    expect(scriptPicture.statusCode).toBe(400);

    const update = await kit().post(`/api/updateprofile?access_token=${session.token}`, {
      name: 'Trần Thị Mai Anh',
      local: { exfields: { ngay_sinh: '1995-04-30', gioi_tinh: 'female' } },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().message).toBe('Thay đổi thông tin thành công');
    const profile = await kit().get(`/api/profile?access_token=${session.token}&email=${email}`);
    expect(profile.json()).toMatchObject({
      name: 'Trần Thị Mai Anh',
      local: { exfields: { ngay_sinh: '1995-04-30', gioi_tinh: 'female' } },
    });

    const other = await kit().login('Mai.Tran@example.com', STRONG_PASSWORD);
    const otherToken = other.json<{ token: string }>().token;

    const wrongOld = await kit().post(`/api/changepassword?access_token=${session.token}`, {
      old_password: 'Sai12345',
      password: 'MoiMoi456',
      repeat_password: 'MoiMoi456',
    });
    expect(wrongOld.statusCode).toBe(400);
    const noOld = await kit().post(`/api/changepassword?access_token=${session.token}`, {
      password: 'MoiMoi456',
    });
    expect(noOld.json().error).toBe('OLD_PASSWORD_REQUIRED');
    const change = await kit().post(`/api/changepassword?access_token=${session.token}`, {
      old_password: STRONG_PASSWORD,
      password: 'MoiMoi456',
      repeat_password: 'MoiMoi456',
    });
    expect(change.statusCode).toBe(200);
    const changed = change.json<{ message: string; token: string }>();
    expect(changed.message).toBe('Đổi mật khẩu thành công');

    // A password change ends every earlier session.
    expect((await kit().get(`/api/user?access_token=${session.token}`)).statusCode).toBe(401);
    expect((await kit().get(`/api/user?access_token=${otherToken}`)).statusCode).toBe(401);
    expect((await kit().login(email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await kit().get(`/api/user?access_token=${changed.token}`)).statusCode).toBe(200);

    const logout = await kit().get(`/api/user/logout?access_token=${changed.token}`);
    expect(logout.statusCode).toBe(200);
    expect((await kit().get(`/api/user?access_token=${changed.token}`)).statusCode).toBe(401);
    expect((await kit().login(email, 'MoiMoi456')).statusCode).toBe(200);
  });

  it('resets a forgotten password with a code', async () => {
    const email = 'quenmatkhau@example.com';
    await kit().signup({ email });
    const first = await kit().code(email);
    const signupCode = await kit().get(`/verify-otp/${email}/${first}`);
    expect(signupCode.statusCode).toBe(200);

    const sent = await kit().get(`/resetpassword?email=${email}`);
    expect(sent.statusCode).toBe(200);
    const record = sent.json<{ _id: string; message: string }>();
    expect(record.message).toBe(`Đã gửi mã xác thực đến ${email}`);
    const verified = await kit().get(`/verify-otp/${record._id}/${await kit().code(email)}`);
    const { token } = verified.json<{ token: string }>();
    const reset = await kit().post(`/api/changepassword?access_token=${token}`, {
      password: 'DatLai789',
      repeat_password: 'DatLai789',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Thay đổi mật khẩu thành công');
    expect((await kit().login(email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await kit().login(email, 'DatLai789')).statusCode).toBe(200);
  });

  it('asks an unverified account to verify, with a code sent', async () => {
    const email = 'chuaxacminh@example.com';
    await kit().signup({ email });
    const login = await kit().login(email, STRONG_PASSWORD);
    expect(login.statusCode).toBe(403);
    const body = login.json<{ require_verify: boolean; _id: string; message: string; token?: string }>();
    expect(body.require_verify).toBe(true);
    expect(body.token).toBeUndefined();
    expect(body.message).toBe(`Xác minh tài khoản! Mã xác thực được gửi đến ${email}`);
    const english = await kit().login(email, STRONG_PASSWORD, '&lang=en');
    expect(english.json().message).toBe(`Verify your account! A verification code was sent to ${email}`);
    const latest = english.json<{ _id: string }>()._id;
    expect((await kit().get(`/verify-otp/${latest}/${await kit().code(email)}`)).statusCode).toBe(200);
    expect((await kit().login(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('never sends a password hash', () => {
    expect(kit().bodies.length).toBeGreaterThan(20);
    for (const body of kit().bodies) {
      expect(body).not.toMatch(/argon2|password_hash|code_hash|token_hash/);
    }
  });
});
