import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  codeFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  newPasswordFormSchema,
  profileFormSchema,
  registerFormSchema,
} from './accounts/account-forms.js';
import { addressFormSchema, orderConfirmationFormSchema } from './accounts/address-form.js';
import { cancelReasonFormSchema } from './orders/cancel-reason-form.js';
import { contactFormSchema, subscribeFormSchema } from './content/contact-form.js';

/** The messages of a failed parse by dotted field path ('' for the whole form). */
function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

describe('contact form (SPEC §5)', () => {
  it('gives the spec messages for missing fields', () => {
    expect(fieldErrors(contactFormSchema('vi'), { ho_ten: ' ', email: '', noi_dung: '' })).toEqual({
      ho_ten: ['Vui lòng nhập họ tên của quý khách'],
      email: ['Vui lòng nhập email để cửa hàng liên hệ với quý khách'],
      noi_dung: ['Vui lòng nhập nội dung'],
    });
    expect(fieldErrors(contactFormSchema('vi'), {})).toEqual({
      ho_ten: ['Vui lòng nhập họ tên của quý khách'],
      email: ['Vui lòng nhập email để cửa hàng liên hệ với quý khách'],
      noi_dung: ['Vui lòng nhập nội dung'],
    });
  });

  it("checks the e-mail shape 'text@text' without spaces", () => {
    const form = { ho_ten: 'An', noi_dung: 'Xin chào' };
    expect(fieldErrors(contactFormSchema(), { ...form, email: 'an tra@x' })).toEqual({
      email: ['Email không hợp lệ'],
    });
    expect(fieldErrors(contactFormSchema('en'), { ...form, email: 'an' })).toEqual({
      email: ['Invalid email'],
    });
    expect(v.parse(contactFormSchema(), { ...form, email: ' an@tra ' })).toEqual({
      ho_ten: 'An',
      email: 'an@tra',
      dien_thoai: '',
      dia_chi: '',
      noi_dung: 'Xin chào',
    });
  });

  it('gives English messages in English', () => {
    expect(fieldErrors(contactFormSchema('en'), { ho_ten: '', email: 'a@b', noi_dung: 'x' })).toEqual({
      ho_ten: ['Please enter your name'],
    });
  });

  it('subscribe needs a valid e-mail', () => {
    expect(fieldErrors(subscribeFormSchema(), { email: '' })).toEqual({ email: ['Vui lòng nhập email'] });
    expect(fieldErrors(subscribeFormSchema(), { email: 'a@b' })).toEqual({ email: ['Email không hợp lệ'] });
    expect(v.is(subscribeFormSchema(), { email: 'a@b.vn' })).toBe(true);
  });
});

describe('account forms (SPEC §5)', () => {
  it('login: username and password not blank', () => {
    expect(fieldErrors(loginFormSchema(), { username: ' ', password: ' ' })).toEqual({
      username: ['Email hoặc số điện thoại không được để trống'],
      password: ['Mật khẩu không được để trống'],
    });
    expect(v.parse(loginFormSchema(), { username: ' an@tra.vn ', password: ' x ' })).toEqual({
      username: 'an@tra.vn',
      password: ' x ',
    });
  });

  it('password rule and repeat match', () => {
    expect(fieldErrors(newPasswordFormSchema(), { password: 'abc', repeat_password: 'abc' })).toEqual({
      password: ['Mật khẩu có ít nhất 6 ký tự và ít nhất 1 chữ hoa, 1 chữ thường, 1 chữ số'],
    });
    expect(fieldErrors(newPasswordFormSchema(), { password: 'Abc123', repeat_password: 'Abc124' })).toEqual({
      repeat_password: ['Nhập lại mật khẩu không trùng khớp'],
    });
    expect(fieldErrors(newPasswordFormSchema('en'), { password: 'Abc123', repeat_password: '' })).toEqual({
      repeat_password: ['The repeated password does not match'],
    });
    expect(v.is(newPasswordFormSchema(), { password: 'Abc123', repeat_password: 'Abc123' })).toBe(true);
  });

  const register = {
    phone: '0912345678',
    email: 'an@tra.vn',
    name: 'Nguyễn Văn An',
    password: 'Abc123',
    repeat_password: 'Abc123',
    accept_terms: true,
  };

  it('register: accepts a complete form and fills the optional fields', () => {
    expect(v.parse(registerFormSchema(), register)).toEqual({
      ...register,
      referral_code: '',
      accept_marketing: false,
    });
    expect(v.is(registerFormSchema(), { ...register, email: '' })).toBe(true);
    expect(v.is(registerFormSchema(), { ...register, phone: undefined })).toBe(true);
  });

  it("register: username must be a valid e-mail or phone ('Email hoặc số điện thoại không hợp lệ')", () => {
    expect(fieldErrors(registerFormSchema(), { ...register, email: 'an@' })).toEqual({
      email: ['Email hoặc số điện thoại không hợp lệ'],
    });
    expect(fieldErrors(registerFormSchema(), { ...register, phone: '12345' })).toEqual({
      phone: ['Email hoặc số điện thoại không hợp lệ'],
    });
    expect(fieldErrors(registerFormSchema(), { ...register, phone: '', email: ' ' })).toEqual({
      email: ['Email hoặc số điện thoại không được để trống'],
    });
  });

  it('register: name, password, repeat and terms', () => {
    expect(
      fieldErrors(registerFormSchema(), {
        ...register,
        name: '',
        password: 'abc',
        repeat_password: 'x',
        accept_terms: false,
      }),
    ).toEqual({
      name: ['Vui lòng nhập đầy đủ họ và tên'],
      password: ['Mật khẩu có ít nhất 6 ký tự và ít nhất 1 chữ hoa, 1 chữ thường, 1 chữ số'],
      repeat_password: ['Nhập lại mật khẩu không trùng khớp'],
      accept_terms: ['Vui lòng đồng ý với điều khoản sử dụng'],
    });
    expect(fieldErrors(registerFormSchema('en'), { ...register, repeat_password: 'Abc12' })).toEqual({
      repeat_password: ['The repeated password does not match'],
    });
    const { accept_terms: _, ...withoutTerms } = register;
    expect(fieldErrors(registerFormSchema('en'), withoutTerms)).toEqual({
      accept_terms: ['Please accept the terms of use'],
    });
  });

  it('forgot password: the account must not be empty', () => {
    expect(fieldErrors(forgotPasswordFormSchema(), { username: '' })).toEqual({
      username: ['Email hoặc số điện thoại không được để trống'],
    });
    expect(v.parse(forgotPasswordFormSchema(), { username: ' 0912345678 ' })).toEqual({
      username: '0912345678',
    });
  });

  it('code: six digits', () => {
    expect(fieldErrors(codeFormSchema(), { code: '12a456' })).toEqual({ code: ['Mã xác thực gồm 6 chữ số'] });
    expect(v.parse(codeFormSchema(), { code: ' 123456 ' })).toEqual({ code: '123456' });
  });

  it("keeps texts to their bounds: a name, an e-mail, a message, in the form's language", () => {
    expect(fieldErrors(profileFormSchema(), { name: 'A'.repeat(101) })).toEqual({
      name: ['Nội dung dài quá 100 ký tự'],
    });
    expect(v.is(profileFormSchema(), { name: 'A'.repeat(100) })).toBe(true);
    const contact = { ho_ten: 'An', email: 'an@example.com', noi_dung: 'x'.repeat(5001) };
    expect(fieldErrors(contactFormSchema('en'), contact)).toEqual({
      noi_dung: ['This is longer than 5000 characters'],
    });
    expect(v.is(contactFormSchema(), { ...contact, noi_dung: 'x'.repeat(5000) })).toBe(true);
    expect(fieldErrors(subscribeFormSchema(), { email: `${'a'.repeat(250)}@example.com` }).email).toContain(
      'Nội dung dài quá 254 ký tự',
    );
  });

  it("profile: 'Vui lòng nhập đầy đủ họ và tên'", () => {
    expect(fieldErrors(profileFormSchema(), { name: '   ' })).toEqual({
      name: ['Vui lòng nhập đầy đủ họ và tên'],
    });
    expect(v.parse(profileFormSchema(), { name: ' An ' })).toEqual({
      name: 'An',
      ngay_sinh: '',
      gioi_tinh: '',
    });
    expect(v.is(profileFormSchema(), { name: 'An', ngay_sinh: '1990-02-28', gioi_tinh: 'female' })).toBe(
      true,
    );
    expect(v.is(profileFormSchema(), { name: 'An', ngay_sinh: '28/02/1990' })).toBe(false);
    expect(v.is(profileFormSchema(), { name: 'An', ngay_sinh: '1990-02-30' })).toBe(false);
    expect(v.is(profileFormSchema(), { name: 'An', gioi_tinh: 'other' })).toBe(false);
  });
});

describe('address and order confirmation forms (SPEC §5)', () => {
  const receiver = {
    ten_nguoi_nhan: 'Trần Thị Bình',
    sdt_nguoi_nhan: '0987654321',
    dia_chi: '5 Hàng Bài',
    tinh_thanh: 'Thành phố Hà Nội',
    xa_phuong: 'Phường Hoàn Kiếm',
  };

  it('accepts a two-tier address and defaults the optional fields', () => {
    expect(v.parse(addressFormSchema(), receiver)).toEqual({
      ...receiver,
      email_nguoi_nhan: '',
      quan_huyen: '',
      ngam_dinh: false,
    });
  });

  it('gives the spec messages', () => {
    expect(
      fieldErrors(orderConfirmationFormSchema('vi', { provinceHasDistricts: true }), {
        ten_nguoi_nhan: 'Trần Thị Bình',
        sdt_nguoi_nhan: '098765',
        email_nguoi_nhan: 'binh@',
        dia_chi: '',
        tinh_thanh: 'Hà Nội',
        xa_phuong: '',
      }),
    ).toEqual({
      sdt_nguoi_nhan: ['Số điện thoại không hợp lệ'],
      email_nguoi_nhan: ['Email không hợp lệ'],
      dia_chi: ['Vui lòng nhập đầy đủ thông tin'],
      quan_huyen: ['Vui lòng nhập đầy đủ thông tin'],
      xa_phuong: ['Vui lòng nhập đầy đủ thông tin'],
    });
    expect(fieldErrors(addressFormSchema('en'), { ...receiver, ten_nguoi_nhan: '' })).toEqual({
      ten_nguoi_nhan: ['Please enter your full name'],
    });
  });

  it("needs the receiver's name to confirm an order (issue 26), in both languages", () => {
    const { ten_nguoi_nhan: _, ...rest } = receiver;
    expect(fieldErrors(orderConfirmationFormSchema(), { ...rest, pt_thanh_toan: 'cod' })).toEqual({
      ten_nguoi_nhan: ['Vui lòng nhập họ tên người nhận'],
    });
    expect(
      fieldErrors(orderConfirmationFormSchema('en'), {
        ...receiver,
        ten_nguoi_nhan: '  ',
        pt_thanh_toan: '',
      }),
    ).toEqual({ ten_nguoi_nhan: ["Please enter the receiver's full name"] });
    expect(v.parse(orderConfirmationFormSchema(), { ...receiver, pt_thanh_toan: 'cod' })).toMatchObject({
      ten_nguoi_nhan: 'Trần Thị Bình',
      pt_thanh_toan: 'cod',
    });
  });

  it('cancel reason: more than 5 characters', () => {
    expect(fieldErrors(cancelReasonFormSchema(), { reason: ' abcde ' })).toEqual({
      reason: ['Vui lòng nhập đủ kí tự (>5)'],
    });
    expect(v.parse(cancelReasonFormSchema(), { reason: ' Đổi địa chỉ ' })).toEqual({ reason: 'Đổi địa chỉ' });
  });

  it('property: the order form accepts exactly the phones with 10+ characters once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (phone) => {
        const accepted = v.is(orderConfirmationFormSchema(), { ...receiver, sdt_nguoi_nhan: phone });
        expect(accepted).toBe(phone.trim().length >= 10);
      }),
    );
  });
});
