import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { AppToaster, notifyAccount, notifyCheckout, TOAST_DURATION_MS } from './toast';

/** A notice on screen and not closing (sonner marks a closing toast data-removed). */
function isShown(text: string): boolean {
  const toast = screen.queryByText(text)?.closest('[data-sonner-toast]');
  return toast !== null && toast !== undefined && toast.getAttribute('data-removed') !== 'true';
}

/** Sends a notice and lets the lazily loaded toaster show it; time starts when it is on screen. */
async function showNotice(send: () => unknown, text: string) {
  render(<AppToaster />);
  send();
  await vi.waitFor(() => expect(isShown(text)).toBe(true), { timeout: 5000, interval: 1 });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts (SPEC §2, §9)', () => {
  it('keep their durations in one table: checkout 3000 ms, account 4000 ms', () => {
    expect(TOAST_DURATION_MS).toEqual({ checkout: 3000, account: 4000 });
  });

  it('an account notice is still shown at 3.9 s and closes at 4 s', async () => {
    await showNotice(() => notifyAccount('success', 'Đăng nhập thành công'), 'Đăng nhập thành công');
    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(isShown('Đăng nhập thành công')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(isShown('Đăng nhập thành công')).toBe(false);
  });

  it('a checkout notice closes at 3 s', async () => {
    await showNotice(
      () => notifyCheckout('info', 'Bạn đã thêm mã giảm giá này'),
      'Bạn đã thêm mã giảm giá này',
    );
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(isShown('Bạn đã thêm mã giảm giá này')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(isShown('Bạn đã thêm mã giảm giá này')).toBe(false);
  });

  it("names its close button in the page's language, not sonner's 'Close toast' (issue 26)", async () => {
    await showNotice(() => notifyAccount('success', 'Đã lưu'), 'Đã lưu');
    expect(screen.getAllByRole('button', { name: 'Đóng thông báo' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Close toast' })).toBeNull();
  });

  it('says it in English when the page is in English', async () => {
    await act(() => useLanguageStore.getState().setLanguage('en'));
    try {
      await showNotice(() => notifyAccount('success', 'Saved'), 'Saved');
      expect(screen.getAllByRole('button', { name: 'Close the notice' }).length).toBeGreaterThan(0);
    } finally {
      await act(() => useLanguageStore.getState().setLanguage('vi'));
    }
  });
});
