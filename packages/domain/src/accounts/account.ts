import { EMAIL_PATTERN } from '../orders/order-confirmation.js';

/** Passwords need at least this many characters (SPEC §9). */
export const PASSWORD_MIN_LENGTH = 6;

/** Verification codes are this many digits. */
export const VERIFICATION_CODE_LENGTH = 6;

/** The contact form's looser e-mail shape (SPEC §5): text, '@', text, no spaces. */
export const CONTACT_EMAIL_PATTERN = /^\S+@\S+$/;

/** A Vietnamese phone number once spaces, dots, dashes and brackets are removed. */
const PHONE_PATTERN = /^(\+84|84|0)\d{9,10}$/;

/** True for a trimmed e-mail of the standard shape (see EMAIL_PATTERN). */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/**
 * True for a Vietnamese phone number: 0, 84 or +84, then 9 or 10 digits ('0912 345 678',
 * '+84912345678'); spaces, dots, dashes and brackets are ignored.
 */
export function isValidPhone(text: string): boolean {
  return PHONE_PATTERN.test(text.replace(/[\s.\-()]/g, ''));
}

/** A login name (SPEC §5): a valid e-mail or a valid phone number. */
export function isValidUsername(text: string): boolean {
  return isValidEmail(text) || isValidPhone(text);
}

/**
 * The password rule (SPEC §5): at least 6 characters (code points) with at least one upper-case
 * letter, one lower-case letter and one digit. Letters with diacritics count ('Đ', 'ă').
 */
export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\d/.test(password)
  );
}

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** True for exactly six ASCII digits once trimmed. */
export function isVerificationCode(text: string): boolean {
  return CODE_PATTERN.test(text.trim());
}

/**
 * The account name a registration creates: the e-mail when given, else the phone number
 * (both trimmed); '' when both are blank.
 */
export function registrationUsername(form: { readonly email?: string; readonly phone?: string }): string {
  return (form.email ?? '').trim() || (form.phone ?? '').trim();
}
