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
  it('password: at least 6 characters (SPEC §5)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });

  // SPEC §5: a password has 6+ characters with an upper-case letter, a lower-case one and a digit;
  // a username is a valid e-mail or phone; a verification code is six digits.
  it.each([
    ['a strong password', isStrongPassword, 'Abc123', true],
    ['a strong password', isStrongPassword, 'Ab12', false],
    ['a strong password', isStrongPassword, 'abc123', false],
    ['a strong password', isStrongPassword, 'ABC123', false],
    ['a strong password', isStrongPassword, 'Abcdef', false],
    ['a strong password', isStrongPassword, 'Đăng1x', true],
    ['a username', isValidUsername, 'an@tra.vn', true],
    ['a username', isValidUsername, '0912 345 678', true],
    ['a username', isValidUsername, '+84912345678', true],
    ['a username', isValidUsername, '091-234-5678', true],
    ['a username', isValidUsername, 'an', false],
    ['a username', isValidUsername, '12345', false],
    ['an e-mail', isValidEmail, 'an@tra', false],
    ['a phone', isValidPhone, '1912345678', false],
    ['a verification code', isVerificationCode, ' 123456 ', true],
    ['a verification code', isVerificationCode, '12345', false],
    ['a verification code', isVerificationCode, '12345a', false],
  ])('%s: %j is one: %s', (_rule, isOne, text, expected) => {
    expect(isOne(text)).toBe(expected);
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
