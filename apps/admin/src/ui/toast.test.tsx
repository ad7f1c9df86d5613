import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/lib/i18n';
import { showToast, TOAST_MS, Toaster } from './toast';

/** A toast on screen and not closing (sonner marks a closing toast data-removed). */
function isShown(text: string): boolean {
  const shown = screen.queryByText(text)?.closest('[data-sonner-toast]');
  return shown !== null && shown !== undefined && shown.getAttribute('data-removed') !== 'true';
}

describe('the console toaster', () => {
  beforeAll(async () => {
    await activateLocale('en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a confirmation and takes it away after its time', async () => {
    vi.useFakeTimers();
    render(
      <I18nProvider i18n={i18n}>
        <Toaster />
      </I18nProvider>,
    );
    const text = 'The bank transfer for order DH000001 is recorded';
    act(() => showToast(text));
    await vi.waitFor(() => expect(isShown(text)).toBe(true), { timeout: 5000, interval: 1 });
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS - 200));
    expect(isShown(text)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(isShown(text)).toBe(false);
  });
});
