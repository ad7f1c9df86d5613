import { ApiError } from '@shop/api-client';
import { isMessageCode, messageText } from '@shop/domain/messages';
import type { Locale } from '@shop/domain/primitives';

/**
 * What to tell the user about a failed call or a refused form value, in their language: the
 * server's message (it answers in the language the call asked for), else the text of a coded
 * message, else the fallback.
 */
export function errorText(error: unknown, locale: Locale, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  const code = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return codeText(code, locale) ?? fallback;
}

/** The text of a console or shop message code; undefined for anything else. */
export function codeText(code: string, locale: Locale): string | undefined {
  if (isMessageCode(code)) return messageText(code, locale);
  return undefined;
}
