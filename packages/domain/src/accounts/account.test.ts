import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  isValidEmail,
  isValidPhone,
  isValidUsername,
  isVerificationCode,
  PASSWORD_MIN_LENGTH,
  registrationUsername,
} from './account.js';

describe('account rules', () => {
  it('password: 6+ characters with upper, lower and digit (SPEC §5)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(isStrongPassword('Abc123')).toBe(true);
    expect(isStrongPassword('Ab12')).toBe(false);
    expect(isStrongPassword('abc123')).toBe(false);
    expect(isStrongPassword('ABC123')).toBe(false);
    expect(isStrongPassword('Abcdef')).toBe(false);
    expect(isStrongPassword('Đăng1x')).toBe(true);
  });

  it('username: a valid e-mail or phone (SPEC §5)', () => {
    expect(isValidUsername('an@tra.vn')).toBe(true);
    expect(isValidUsername('0912 345 678')).toBe(true);
    expect(isValidUsername('+84912345678')).toBe(true);
    expect(isValidUsername('091-234-5678')).toBe(true);
    expect(isValidUsername('an')).toBe(false);
    expect(isValidUsername('12345')).toBe(false);
    expect(isValidEmail('an@tra')).toBe(false);
    expect(isValidPhone('1912345678')).toBe(false);
  });

  it('code: six digits', () => {
    expect(isVerificationCode(' 123456 ')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
  });

  it('registration username: the e-mail, else the phone', () => {
    expect(registrationUsername({ email: ' an@tra.vn ', phone: '0912345678' })).toBe('an@tra.vn');
    expect(registrationUsername({ email: '', phone: '0912345678' })).toBe('0912345678');
    expect(registrationUsername({})).toBe('');
  });

  it('property: a strong password has each required kind of character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 12 }), (password) => {
        const expected =
          password.length >= 6 && /[A-Z]/.test(password) && /[a-z]/.test(password) && /[0-9]/.test(password);
        expect(isStrongPassword(password)).toBe(expected);
      }),
    );
  });
});
