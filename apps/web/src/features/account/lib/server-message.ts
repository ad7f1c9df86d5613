import { ApiError } from '@shop/api-client';
import { type MessageCode, messageWireCode } from '@shop/domain/messages';

/** SPEC §8: the server's message (from its error data) when it sent one, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message.trim() !== '' ? error.message : fallback;
}

/** The error code the server named (`ACCOUNT_NOT_FOUND`, `REQUIRE_VERIFY`…), if any. */
export function serverCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/**
 * Refusals whose own message tells the user what to do (wait for the lock to end, slow down, fix a
 * character), so a form shows it instead of its generic failure notice. The server writes the
 * message in the language the client sent (Accept-Language), i.e. the user's.
 */
const SELF_EXPLAINING: ReadonlySet<string> = new Set(
  (['ACCOUNT_LOCKED', 'RATE_LIMITED', 'TEXT_INVALID'] satisfies MessageCode[]).map(messageWireCode),
);

/** The server's message for a self-explaining refusal, else the form's `fallback` (SPEC §8 notice). */
export function failureMessage(error: unknown, fallback: string): string {
  const code = serverCode(error);
  return code !== undefined && SELF_EXPLAINING.has(code) ? serverMessage(error, fallback) : fallback;
}
