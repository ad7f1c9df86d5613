import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import { ReturnWindowCard } from './return-window-card';

const consoleReturnSettings = vi.fn(async () => ({ return_window_hours: 48 }));
const saveReturnSettings = vi.fn(async (body: { return_window_hours: number }) => ({
  ...body,
  message: 'Đã lưu thời hạn đổi trả',
}));
vi.mock('@/lib/api', () => ({ getConsoleApi: async () => ({ consoleReturnSettings, saveReturnSettings }) }));

describe('the return window setting (issue 33)', () => {
  beforeAll(() => {
    activateLocale('vi');
    useLanguageStore.setState({ language: 'vi' });
  });

  it('shows 48 hours, refuses 0, 721 and 1,5 before any call, saves 72', async () => {
    renderWithProviders(<ReturnWindowCard />);
    const hours = (await screen.findByLabelText('Thời hạn đổi trả (giờ)')) as HTMLInputElement;
    expect(hours.value).toBe('48');
    for (const wrong of ['0', '721', '1,5']) {
      fireEvent.change(hours, { target: { value: wrong } });
      fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
      expect(await screen.findByText('Thời hạn đổi/trả phải là số giờ nguyên từ 1 đến 720')).toBeTruthy();
    }
    expect(saveReturnSettings).not.toHaveBeenCalled();
    fireEvent.change(hours, { target: { value: '72' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(saveReturnSettings).toHaveBeenCalledWith({ return_window_hours: 72 }));
  });
});
