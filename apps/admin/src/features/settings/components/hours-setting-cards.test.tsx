import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, type Mock, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import { PaymentHoldCard } from './payment-hold-card';
import { ReturnWindowCard } from './return-window-card';
import { fakeApi } from '@/test/fake-api';

const paymentSettings = vi.fn(async () => ({ payment_hold_hours: 24 }));
const savePaymentSettings = vi.fn(async (body: { payment_hold_hours: number }) => ({
  ...body,
  message: 'Đã lưu thời gian giữ đơn',
}));
const consoleReturnSettings = vi.fn(async () => ({ return_window_hours: 48 }));
const saveReturnSettings = vi.fn(async (body: { return_window_hours: number }) => ({
  ...body,
  message: 'Đã lưu thời hạn đổi trả',
}));
fakeApi({
  console: () => ({
    paymentSettings,
    savePaymentSettings,
    consoleReturnSettings,
    saveReturnSettings,
  }),
});

/** The settings typed in whole hours: each card, its stored hours, the hours refused, then a save. */
const cards: {
  name: string;
  card: ReactNode;
  label: string;
  stored: string;
  wrong: string[];
  refusal: string;
  typed: string;
  save: Mock;
  saved: Record<string, number>;
}[] = [
  {
    name: 'the payment hold (issue 30, decision 067): 24 hours by default, refuses 0, 200 and 1,5, saves 48',
    card: <PaymentHoldCard />,
    label: 'Thời gian giữ đơn chưa thanh toán (giờ)',
    stored: '24',
    wrong: ['0', '200', '1,5'],
    refusal: 'Thời gian giữ đơn chờ thanh toán phải là số giờ nguyên từ 1 đến 168',
    typed: '48',
    save: savePaymentSettings,
    saved: { payment_hold_hours: 48 },
  },
  {
    name: 'the return window (issue 33): shows 48 hours, refuses 0, 721 and 1,5, saves 72',
    card: <ReturnWindowCard />,
    label: 'Thời hạn đổi trả (giờ)',
    stored: '48',
    wrong: ['0', '721', '1,5'],
    refusal: 'Thời hạn đổi/trả phải là số giờ nguyên từ 1 đến 720',
    typed: '72',
    save: saveReturnSettings,
    saved: { return_window_hours: 72 },
  },
];

describe('the settings in whole hours', () => {
  beforeAll(() => {
    activateLocale('vi');
    useLanguageStore.setState({ language: 'vi' });
  });

  it.each(cards)("$name, in the server's words and before any call", async (setting) => {
    renderWithProviders(setting.card);
    const hours = (await screen.findByLabelText(setting.label)) as HTMLInputElement;
    expect(hours.value).toBe(setting.stored);
    for (const wrong of setting.wrong) {
      fireEvent.change(hours, { target: { value: wrong } });
      fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
      expect(await screen.findByText(setting.refusal)).toBeTruthy();
    }
    expect(setting.save).not.toHaveBeenCalled();
    fireEvent.change(hours, { target: { value: setting.typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(setting.save).toHaveBeenCalledWith(setting.saved));
  });
});
