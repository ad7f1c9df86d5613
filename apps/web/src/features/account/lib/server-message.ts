import { ApiError } from '@shop/api-client';

/** SPEC §8: the server's message (from its error data) when it sent one, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message.trim() !== '' ? error.message : fallback;
}

/** The error code the server named (`ACCOUNT_NOT_FOUND`, `REQUIRE_VERIFY`…), if any. */
export function serverCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
