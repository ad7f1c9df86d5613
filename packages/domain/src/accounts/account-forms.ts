import * as v from 'valibot';
import { isStrongPassword, isValidEmail, isValidPhone, isVerificationCode } from './account.js';
import { toVietnamDate } from '../primitives/date.js';
import type { Locale } from '../primitives/locale.js';
import {
  atMost,
  optionalTrimmedText,
  rawText,
  requiredText,
  TEXT_MAX,
  textOf,
} from '../primitives/common-schemas.js';

/** Login (SPEC §5): username (e-mail or phone) and password, neither blank. */
export function loginFormSchema(locale: Locale = 'vi') {
  const t = textOf(locale);
  return v.object({
    username: requiredText(t('USERNAME_REQUIRED')),
    password: v.pipe(
      rawText(t('PASSWORD_REQUIRED')),
      v.check((password) => password.trim() !== '', t('PASSWORD_REQUIRED')),
    ),
  });
}
export type LoginForm = v.InferOutput<ReturnType<typeof loginFormSchema>>;

/** A new password (SPEC §5): 6+ characters with an upper-case letter, a lower-case one and a digit. Not trimmed. */
export function passwordSchema(locale: Locale = 'vi') {
  const message = textOf(locale)('PASSWORD_WEAK');
  return v.pipe(rawText(message), v.check(isStrongPassword, message));
}

/** The password + repeat pair of the register, reset and change-password forms. */
function passwordPairEntries(locale: Locale) {
  return { password: passwordSchema(locale), repeat_password: rawText(textOf(locale)('PASSWORD_MISMATCH')) };
}

const samePassword = (input: { password: string; repeat_password: string }): boolean =>
  input.password === input.repeat_password;

/**
 * Setting a password (reset with a verified token, or change while logged in): the password
 * rule, and repeat_password must be identical (reported on repeat_password, whenever the two
 * differ, even while the password itself is too weak).
 */
export function newPasswordFormSchema(locale: Locale = 'vi') {
  return v.pipe(
    v.object(passwordPairEntries(locale)),
    v.forward(
      v.partialCheck([['password'], ['repeat_password']], samePassword, textOf(locale)('PASSWORD_MISMATCH')),
      ['repeat_password'],
    ),
  );
}
export type NewPasswordForm = v.InferOutput<ReturnType<typeof newPasswordFormSchema>>;

/**
 * Registration (SPEC §3, §5). The account name is the e-mail, else the phone
 * (registrationUsername); both blank -> USERNAME_REQUIRED on email; a given e-mail or phone that
 * is not valid -> USERNAME_INVALID on that field. Full name required, the password rule, repeat
 * match, referral code free, terms must be accepted (accept_terms true), marketing mails optional (accept_marketing). A
 * missing field reads as empty, so each field shows its own message.
 */
export function registerFormSchema(locale: Locale = 'vi') {
  const t = textOf(locale);
  const invalid = t('USERNAME_INVALID');
  return v.pipe(
    v.object({
      phone: v.pipe(
        optionalTrimmedText,
        atMost(TEXT_MAX.phone, locale),
        v.check((phone) => phone === '' || isValidPhone(phone), invalid),
      ),
      email: v.pipe(
        optionalTrimmedText,
        atMost(TEXT_MAX.email, locale),
        v.check((email) => email === '' || isValidEmail(email), invalid),
      ),
      name: v.pipe(requiredText(t('NAME_REQUIRED')), atMost(TEXT_MAX.name, locale)),
      ...passwordPairEntries(locale),
      referral_code: v.pipe(optionalTrimmedText, atMost(TEXT_MAX.name, locale)),
      accept_terms: v.pipe(
        v.optional(v.boolean(t('TERMS_NOT_ACCEPTED')), false),
        v.check((accepted) => accepted, t('TERMS_NOT_ACCEPTED')),
      ),
      // Its own box, never ticked for the shopper and never required (decision 063).
      accept_marketing: v.optional(v.boolean(), false),
    }),
    v.forward(
      v.partialCheck(
        [['email'], ['phone']],
        (input) => input.email !== '' || input.phone !== '',
        t('USERNAME_REQUIRED'),
      ),
      ['email'],
    ),
    v.forward(v.partialCheck([['password'], ['repeat_password']], samePassword, t('PASSWORD_MISMATCH')), [
      'repeat_password',
    ]),
  );
}
export type RegisterForm = v.InferOutput<ReturnType<typeof registerFormSchema>>;

/** Forgot password (SPEC §5): the account (e-mail or phone) must not be blank. */
export function forgotPasswordFormSchema(locale: Locale = 'vi') {
  return v.object({ username: requiredText(textOf(locale)('USERNAME_REQUIRED')) });
}
export type ForgotPasswordForm = v.InferOutput<ReturnType<typeof forgotPasswordFormSchema>>;

/** The verification code: six digits (surrounding spaces trimmed). */
export function codeFormSchema(locale: Locale = 'vi') {
  const message = textOf(locale)('CODE_INVALID');
  return v.object({ code: v.pipe(rawText(message), v.trim(), v.check(isVerificationCode, message)) });
}
export type CodeForm = v.InferOutput<ReturnType<typeof codeFormSchema>>;

/**
 * The profile (SPEC §5, §7): full name required; birth date (ngay_sinh, ISO 'YYYY-MM-DD') and
 * gender ('male' | 'female') optional, '' when not given.
 */
export function profileFormSchema(locale: Locale = 'vi') {
  return v.object({
    name: v.pipe(requiredText(textOf(locale)('NAME_REQUIRED')), atMost(TEXT_MAX.name, locale)),
    ngay_sinh: v.pipe(
      optionalTrimmedText,
      v.check((date) => date === '' || (/^\d{4}-\d{2}-\d{2}$/.test(date) && toVietnamDate(date) !== null)),
    ),
    gioi_tinh: v.optional(v.picklist(['male', 'female', '']), ''),
  });
}
export type ProfileForm = v.InferOutput<ReturnType<typeof profileFormSchema>>;
