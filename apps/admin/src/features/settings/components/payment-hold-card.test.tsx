import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';
import { PaymentHoldCard } from './payment-hold-card';
import { renderWithProviders } from '@/test/render';

const paymentSettings = vi.fn(async () => ({ payment_hold_hours: 24 }));
const savePaymentSettings = vi.fn(async (body: { payment_hold_hours: number }) => ({
  ...body,
  message: 'Đã lưu thời gian giữ đơn',
}));
vi.mock('@/lib/api', () => ({ getConsoleApi: async () => ({ paymentSettings, savePaymentSettings }) }));

describe('the payment hold setting (issue 30, decision 067)', () => {
  beforeAll(() => {
    activateLocale('vi');
    useLanguageStore.setState({ language: 'vi' });
  });

  it("shows the hold (24 hours by default), refuses 0 and 200 with the server's words, saves 48", async () => {
    renderWithProviders(<PaymentHoldCard />);
    const hours = (await screen.findByLabelText(
      'Thời gian giữ đơn chưa thanh toán (giờ)',
    )) as HTMLInputElement;
    expect(hours.value).toBe('24');
    for (const wrong of ['0', '200', '1,5']) {
      fireEvent.change(hours, { target: { value: wrong } });
      fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
      expect(
        await screen.findByText('Thời gian giữ đơn chờ thanh toán phải là số giờ nguyên từ 1 đến 168'),
      ).toBeTruthy();
    }
    expect(savePaymentSettings).not.toHaveBeenCalled();
    fireEvent.change(hours, { target: { value: '48' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(savePaymentSettings).toHaveBeenCalledWith({ payment_hold_hours: 48 }));
  });
});
