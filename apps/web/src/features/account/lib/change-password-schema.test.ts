import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '@/lib/form-errors';
import { changePasswordSchema } from './change-password-schema';

function errorsOf(values: Record<string, string>) {
  const result = changePasswordSchema('vi')['~standard'].validate(values);
  if (result instanceof Promise || !result.issues) return {};
  return toFieldErrors(result.issues);
}

describe('changePasswordSchema', () => {
  it('needs the current password and the rules of SPEC §5 for the new one', () => {
    expect(errorsOf({ old_password: ' ', password: 'abc', repeat_password: 'abd' })).toEqual({
      old_password: 'Mật khẩu không được để trống',
      password: 'Mật khẩu có ít nhất 6 ký tự và ít nhất 1 chữ hoa, 1 chữ thường, 1 chữ số',
      repeat_password: 'Nhập lại mật khẩu không trùng khớp',
    });
  });

  it('returns the three passwords as typed when they pass', () => {
    const result = changePasswordSchema('en')['~standard'].validate({
      old_password: 'MatKhau123',
      password: 'MoiMoi456',
      repeat_password: 'MoiMoi456',
    });
    expect(result).toEqual({
      value: { old_password: 'MatKhau123', password: 'MoiMoi456', repeat_password: 'MoiMoi456' },
    });
  });
});
