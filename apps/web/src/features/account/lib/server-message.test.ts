import { ApiError } from '@shop/api-client';
import { messageText } from '@shop/domain/messages';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './server-message';

describe('failureMessage', () => {
  const fallback = messageText('PASSWORD_CHANGE_FAILED', 'en');

  it("shows the server's message for a lockout or a bad character, in the language it was sent in", () => {
    const locked = messageText('ACCOUNT_LOCKED', 'en', { minutes: 15 });
    expect(failureMessage(new ApiError(locked, 429, 'ACCOUNT_LOCKED', {}), fallback)).toBe(locked);
    const bad = messageText('TEXT_INVALID', 'vi', { where: 'body name' });
    expect(failureMessage(new ApiError(bad, 400, 'TEXT_INVALID', {}), fallback)).toBe(bad);
  });

  it('keeps the form notice for any other failure', () => {
    const wrong = messageText('OLD_PASSWORD_WRONG', 'en');
    expect(failureMessage(new ApiError(wrong, 400, 'OLD_PASSWORD_WRONG', {}), fallback)).toBe(fallback);
    expect(failureMessage(new Error('offline'), fallback)).toBe(fallback);
    expect(failureMessage(new ApiError('', 429, 'ACCOUNT_LOCKED', {}), fallback)).toBe(fallback);
  });
});
