import { expect, type Page } from '@playwright/test';

/** The console accounts seeded in development mode (apps/server seed-accounts.ts, README). */
export const DEMO_OWNER = { email: 'chuquan@example.com', password: 'ChuQuan123' };
export const DEMO_STAFF = { email: 'nhanvien@example.com', password: 'NhanVien123' };

/** Logs in on the console's login screen and waits for the orders inbox. */
export async function logInToConsole(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email hoặc số điện thoại').fill(account.email);
  await page.getByLabel('Mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Đơn hàng' })).toBeVisible();
}

/** A screenshot kept with the run's results, to look at the console at each width. */
export async function keepScreenshot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}
