import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
});
