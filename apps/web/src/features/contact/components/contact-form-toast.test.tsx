import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AppToaster } from '@/ui/toast';
import { ContactForm } from './contact-form';
import * as api from '@/lib/api';
import * as provider from '@/lib/provider';

// The real toaster (sonner) under fake timers; only the network is replaced.

const SENT = 'Gửi thông tin thành công';

function isShown(text: string): boolean {
  const toast = screen.queryByText(text)?.closest('[data-sonner-toast]');
  return toast !== null && toast !== undefined && toast.getAttribute('data-removed') !== 'true';
}

beforeEach(() => {
  // Spies, not module mocks: put back after each test, so the file shares its worker (tooling/vitest).
  vi.spyOn(api, 'getBotToken').mockResolvedValue(undefined);
  vi.spyOn(provider, 'createDocument').mockResolvedValue({ _id: '6650a1b2c3d4e5f6a7b8c9d9' } as never);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ContactForm notice', () => {
  it(`'${SENT}' is still on screen 3 s after it appears (an account notice: 4 s)`, async () => {
    renderWithProviders(
      <>
        <ContactForm />
        <AppToaster />
      </>,
    );
    for (const [label, value] of [
      ['Họ và tên', 'An'],
      ['Email', 'an@example.vn'],
      ['Nội dung', 'Xin chào cửa hàng'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Gửi thông tin' }));
    await vi.waitFor(() => expect(isShown(SENT)).toBe(true), { timeout: 5000, interval: 1 });

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(isShown(SENT)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1300));
    expect(isShown(SENT)).toBe(false);
  });
});
