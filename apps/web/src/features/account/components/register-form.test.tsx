import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { RegisterForm } from './register-form';
import * as api from '@/lib/api';
import * as toast from '@/ui/toast';

const signup = vi.fn();
const notifyAccount = vi.fn();

beforeEach(() => {
  // Spies, not module mocks: put back after each test, so the file shares its worker (tooling/vitest).
  vi.spyOn(api, 'getAuthApi').mockResolvedValue({ signup } as unknown as api.AuthApi);
  vi.spyOn(toast, 'notifyAccount').mockImplementation((...args) => notifyAccount(...args));
  signup.mockReset();
  notifyAccount.mockReset();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));

describe('RegisterForm', () => {
  it('checks the account, the password pair and the terms before sending', async () => {
    await renderWithRouter(<RegisterForm />, '/dang-ky');
    fill('Email', 'khong-phai-email');
    fill('Họ và tên *', 'An');
    fill('Mật khẩu *', 'MatKhau123');
    fill('Nhập lại mật khẩu *', 'MatKhau124');
    submit();
    expect(await screen.findByText('Email hoặc số điện thoại không hợp lệ')).toBeTruthy();
    expect(screen.getByText('Nhập lại mật khẩu không trùng khớp')).toBeTruthy();
    expect(screen.getByText('Vui lòng đồng ý với điều khoản sử dụng')).toBeTruthy();
    expect(signup).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'chính sách bảo mật' }).getAttribute('href')).toBe(
      '/chinh-sach/chinh-sach-bao-mat',
    );
  });

  it("says 'Tạo tài khoản thành công! …' and goes to the code the server sent", async () => {
    signup.mockResolvedValue({ _id: 'c0de', account: '0912345678', message: '' });
    const { router } = await renderWithRouter(<RegisterForm />, '/dang-ky');
    fill('Số điện thoại', '0912 345 678');
    fill('Họ và tên *', ' Nguyễn An ');
    fill('Mật khẩu *', 'MatKhau123');
    fill('Nhập lại mật khẩu *', 'MatKhau123');
    const terms = screen.getByRole('checkbox', { name: 'Tôi đồng ý với điều khoản sử dụng và' });
    const marketing = screen.getByRole('checkbox', {
      name: 'Tôi muốn nhận thư tin tức, ưu đãi và nhắc nhở qua email (không bắt buộc)',
    });
    // Two consents, two boxes, neither ticked for the shopper (decision 063).
    expect([(terms as HTMLInputElement).checked, (marketing as HTMLInputElement).checked]).toEqual([
      false,
      false,
    ]);
    fireEvent.click(terms);
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/xac-thuc'));
    expect(signup).toHaveBeenCalledWith({
      phone: '0912 345 678',
      name: 'Nguyễn An',
      password: 'MatKhau123',
      repeat_password: 'MatKhau123',
      accept_terms: true,
      accept_marketing: false,
    });
    expect(notifyAccount).toHaveBeenCalledWith(
      'success',
      'Tạo tài khoản thành công! Đăng nhập để mua sắm ngay nào',
    );
    expect(router.state.location.search).toMatchObject({ account: '0912345678', id: 'c0de' });
  });
});
