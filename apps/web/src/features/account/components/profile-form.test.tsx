import type { UserInfo } from '@shop/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initLanguage } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import { ProfileForm } from './profile-form';
import * as profile from '../api/profile';
import * as toast from '@/ui/toast';

const updateProfile = vi.fn();
const notifyAccount = vi.fn();

const user = {
  _id: 'u1',
  name: 'Lê Văn An',
  email: 'an@example.vn',
  local: { exfields: { ngay_sinh: '1990-05-17', gioi_tinh: 'male' } },
} as UserInfo;

beforeEach(() => {
  // Spies, not module mocks: put back after each test, so the file shares its worker (tooling/vitest).
  vi.spyOn(profile, 'updateProfile').mockImplementation((...args) => updateProfile(...args));
  vi.spyOn(toast, 'notifyAccount').mockImplementation((...args) => notifyAccount(...args));
  updateProfile.mockReset().mockResolvedValue(user);
  notifyAccount.mockReset();
});

function birthDate() {
  return screen.getByLabelText('Ngày sinh') as HTMLInputElement;
}

describe('ProfileForm birth date', () => {
  it('shows the stored date as DD/MM/YYYY in a numeric text field', () => {
    renderWithProviders(<ProfileForm user={user} />);
    expect(birthDate().value).toBe('17/05/1990');
    expect(birthDate().type).toBe('text');
    expect(birthDate().inputMode).toBe('numeric');
    expect(birthDate().placeholder).toBe('DD/MM/YYYY');
  });

  it('saves a typed DD/MM/YYYY as YYYY-MM-DD', async () => {
    renderWithProviders(<ProfileForm user={user} />);
    fireEvent.change(birthDate(), { target: { value: '02/09/1985' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalled());
    expect(updateProfile.mock.calls[0]?.[1]).toEqual({
      name: 'Lê Văn An',
      ngay_sinh: '1985-09-02',
      gioi_tinh: 'male',
    });
  });

  it('says what is wrong with an impossible or future date, and saves nothing', async () => {
    renderWithProviders(<ProfileForm user={user} />);
    fireEvent.change(birthDate(), { target: { value: '31/02/1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(
      await screen.findByText('Ngày sinh không hợp lệ, vui lòng nhập theo dạng DD/MM/YYYY'),
    ).toBeTruthy();
    expect(birthDate().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(birthDate(), { target: { value: '01/01/2999' } });
    expect(await screen.findByText('Ngày sinh không được sau ngày hôm nay')).toBeTruthy();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('speaks English on an English page', async () => {
    await initLanguage('en');
    renderWithProviders(<ProfileForm user={user} />);
    const field = screen.getByLabelText('Date of birth') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '1990/05/17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid date of birth; please enter it as DD/MM/YYYY')).toBeTruthy();
  });
});
