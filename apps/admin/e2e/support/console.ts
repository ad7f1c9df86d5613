import { expect, type Page } from '@playwright/test';

/** Logs in on the console's login screen and waits for the orders inbox. */
export async function logInToConsole(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email hoặc số điện thoại').fill(account.email);
  await page.getByLabel('Mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Đơn hàng' })).toBeVisible();
}

/**
 * How a journey calls the console's API with the page's own session, as the console does (decision
 * 016): the trust key in the address, the token in `Authorization` (a console call with
 * `access_token` in its address is refused, 400 TOKEN_IN_QUERY).
 */
export async function consoleAuth(page: Page, trustKey: string) {
  const token = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('shop-console-session') ?? '{}')?.state?.token as string | undefined,
  );
  return {
    params: { trust_key: trustKey },
    headers: token ? { authorization: `Bearer ${token}` } : ({} as Record<string, string>),
  };
}

/**
 * A screenshot to look at the console at each width, kept in `SCREENSHOT_DIR` when it is set (as the
 * shop's journeys' screenshots): it checks nothing, and a full-page picture costs Chromium up to
 * seconds of CPU, so a run that does not ask for them takes none (decision 044, tenth addendum).
 */
export async function keepScreenshot(page: Page, name: string, width: number) {
  if (!process.env.SCREENSHOT_DIR) return;
  await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
}

/** The console's main menu. */
export const consoleMenu = (page: Page) => page.getByRole('navigation', { name: 'Quản trị' });

/**
 * Opens the menu's "More" panel when the width shows it (from 1024 px the least used entries,
 * schedules, settings, staff and backup, are under it; on a phone they are in the row).
 */
export async function openMoreMenu(page: Page) {
  const more = consoleMenu(page).getByRole('button', { name: 'Mục khác', exact: true });
  if ((await more.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
}

/** Clicks an entry of the console's menu, through "More" when it is under it. */
export async function openMenuEntry(page: Page, name: string) {
  await openMoreMenu(page);
  await consoleMenu(page).getByRole('link', { name, exact: true }).click();
}
