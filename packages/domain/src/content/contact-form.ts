import * as v from 'valibot';
import { CONTACT_EMAIL_PATTERN, isValidEmail } from '../accounts/account.js';
import type { Locale } from '../primitives/locale.js';
import { atMost, optionalTrimmedText, requiredText, TEXT_MAX, textOf } from '../primitives/common-schemas.js';

/**
 * The contact form (SPEC §5): ho_ten, email and noi_dung required (trimmed), email of the shape
 * text@text without spaces; dien_thoai and dia_chi free (missing -> '').
 */
export function contactFormSchema(locale: Locale = 'vi') {
  const t = textOf(locale);
  return v.object({
    ho_ten: v.pipe(requiredText(t('CONTACT_NAME_REQUIRED')), atMost(TEXT_MAX.name, locale)),
    email: v.pipe(
      requiredText(t('CONTACT_EMAIL_REQUIRED')),
      atMost(TEXT_MAX.email, locale),
      v.check((email) => email === '' || CONTACT_EMAIL_PATTERN.test(email), t('EMAIL_INVALID')),
    ),
    dien_thoai: v.pipe(optionalTrimmedText, atMost(TEXT_MAX.phone, locale)),
    dia_chi: v.pipe(optionalTrimmedText, atMost(TEXT_MAX.address, locale)),
    noi_dung: v.pipe(requiredText(t('CONTACT_CONTENT_REQUIRED')), atMost(TEXT_MAX.message, locale)),
  });
}
export type ContactForm = v.InferOutput<ReturnType<typeof contactFormSchema>>;

/** The footer's subscribe form: one e-mail, required and of the standard shape. */
export function subscribeFormSchema(locale: Locale = 'vi') {
  const t = textOf(locale);
  return v.object({
    email: v.pipe(
      requiredText(t('EMAIL_REQUIRED')),
      atMost(TEXT_MAX.email, locale),
      v.check((email) => email === '' || isValidEmail(email), t('EMAIL_INVALID')),
    ),
  });
}
export type SubscribeForm = v.InferOutput<ReturnType<typeof subscribeFormSchema>>;
