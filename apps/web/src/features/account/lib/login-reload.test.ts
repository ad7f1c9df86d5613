import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearStaleUpdateFlag,
  markLoggedIn,
  reloadOnceAfterLogin,
  showNoticeKeptForReload,
} from './login-reload';
import * as toast from '@/ui/toast';

const notifyAccount = vi.fn();

beforeEach(() => {
  // Spies, not module mocks: put back after each test, so the file shares its worker (tooling/vitest).
  vi.spyOn(toast, 'notifyAccount').mockImplementation((...args) => notifyAccount(...args));
  sessionStorage.clear();
  notifyAccount.mockReset();
});

describe('the reload after a login (SPEC §4)', () => {
  it('reloads once at the next route change, then never again', () => {
    const reload = vi.fn();
    expect(reloadOnceAfterLogin(reload)).toBe(false);
    markLoggedIn({ type: 'success', message: 'Đăng nhập thành công' });
    expect(localStorage.getItem('isUpdate')).toBe('1');
    expect(reloadOnceAfterLogin(reload)).toBe(true);
    expect(reloadOnceAfterLogin(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('isUpdate')).toBeNull();
  });

  it('shows the kept notice once after the reload', () => {
    markLoggedIn({ type: 'success', message: 'Đăng nhập thành công' });
    clearStaleUpdateFlag();
    expect(localStorage.getItem('isUpdate')).toBeNull();
    showNoticeKeptForReload();
    showNoticeKeptForReload();
    expect(notifyAccount).toHaveBeenCalledTimes(1);
    expect(notifyAccount).toHaveBeenCalledWith('success', 'Đăng nhập thành công');
  });
});
