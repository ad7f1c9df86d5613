import { ApiError } from '@shop/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '@/lib/api';
import { renderWithRouter } from '@/test/render-with-router';
import * as toast from '@/ui/toast';
import { LoginForm } from './login-form';

const login = vi.fn();
const notifyAccount = vi.fn();

// Spies, not module mocks: put back after each test, so the file shares its worker (tooling/vitest).
beforeEach(() => {
  login.mockReset();
  notifyAccount.mockReset();
  vi.spyOn(api, 'getAuthApi').mockResolvedValue({ login } as unknown as api.AuthApi);
  vi.spyOn(toast, 'notifyAccount').mockImplementation((...args) => notifyAccount(...args));
});

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email hoặc số điện thoại', { exact: false }), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText('Mật khẩu', { exact: false }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

describe('LoginForm', () => {
  it('shows the rules of SPEC §5 and calls nothing', async () => {
    await renderWithRouter(<LoginForm />, '/dang-nhap');
    fillAndSubmit(' ', '');
    expect(await screen.findByText('Email hoặc số điện thoại không được để trống')).toBeTruthy();
    expect(screen.getByText('Mật khẩu không được để trống')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the server's message when the login fails", async () => {
    login.mockRejectedValue(new ApiError('Tài khoản hoặc mật khẩu không đúng', 401, 'LOGIN_FAILED', {}));
    await renderWithRouter(<LoginForm />, '/dang-nhap');
    fillAndSubmit('an@example.vn', 'Sai12345');
    await waitFor(() =>
      expect(notifyAccount).toHaveBeenCalledWith('error', 'Tài khoản hoặc mật khẩu không đúng'),
    );
    expect(localStorage.getItem('isUpdate')).toBeNull();
  });

  it('sends an unverified account to the code screen with the message of SPEC §8', async () => {
    const data = {
      error: 'REQUIRE_VERIFY',
      require_verify: true,
      _id: 'c0de',
      account: 'an@example.vn',
      message: '',
    };
    login.mockRejectedValue(new ApiError('x', 403, 'REQUIRE_VERIFY', data));
    const { router } = await renderWithRouter(<LoginForm redirect="/cart" />, '/dang-nhap');
    fillAndSubmit('an@example.vn', 'MatKhau123');
    await waitFor(() =>
      expect(notifyAccount).toHaveBeenCalledWith(
        'warning',
        'Xác minh tài khoản! Mã xác thực được gửi đến an@example.vn',
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/xac-thuc'));
    expect(router.state.location.search).toMatchObject({
      account: 'an@example.vn',
      id: 'c0de',
      redirect: '/cart',
    });
  });

  it('on success sets the update flag, keeps the notice for after the reload and goes on', async () => {
    login.mockResolvedValue({ token: 't0k3n' });
    const { router } = await renderWithRouter(
      <LoginForm redirect="/user-profile/my-profile" />,
      '/dang-nhap',
    );
    fillAndSubmit(' an@example.vn ', 'MatKhau123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-profile/my-profile'));
    expect(login).toHaveBeenCalledWith('an@example.vn', 'MatKhau123');
    expect(localStorage.getItem('isUpdate')).toBe('1');
    expect(JSON.parse(sessionStorage.getItem('accountNotice') ?? '{}')).toEqual({
      type: 'success',
      message: 'Đăng nhập thành công',
    });
  });
});
