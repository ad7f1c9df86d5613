import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';
import { RightsForm } from './rights-form';
import { renderWithProviders } from '@/test/render';
import { fakeApi } from '@/test/fake-api';

const setStaffRights = vi.fn(async (_id: string, areas: string[]) => ({
  member: { _id: 's1', email: 'a@b.vn', name: 'An', role: 'staff', areas: ['orders', ...areas] },
  message: 'Đã lưu quyền của An',
}));
fakeApi({ console: () => ({ setStaffRights }) });

async function show(language: 'vi' | 'en') {
  await activateLocale(language);
  useLanguageStore.setState({ language });
  renderWithProviders(
    <RightsForm
      member={{ _id: 's1', email: 'a@b.vn', name: 'An', role: 'staff', areas: ['orders', 'customers'] }}
    />,
  );
}

describe('the refund right on the staff screen (issue 30)', () => {
  afterEach(() => {
    cleanup();
    setStaffRights.mockClear();
  });

  it('offers it unticked, in Vietnamese and in English, and saves it when ticked', async () => {
    await show('en');
    expect(screen.getByRole('checkbox', { name: 'Refunds to shoppers' })).toBeTruthy();
    cleanup();
    await show('vi');
    const refund = screen.getByRole('checkbox', { name: 'Hoàn tiền cho khách' }) as HTMLInputElement;
    expect(refund.checked).toBe(false);
    fireEvent.click(refund);
    fireEvent.click(screen.getByRole('button', { name: 'Lưu quyền' }));
    await waitFor(() => expect(setStaffRights).toHaveBeenCalledTimes(1));
    expect(setStaffRights.mock.calls[0]?.[1]).toEqual(['customers', 'refund']);
  });
});
