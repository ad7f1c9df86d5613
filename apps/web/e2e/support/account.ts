import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { isMobile, openDrawer } from './header';
import { LOGGED_OUT_MARK, readConfig } from '@shop/e2e/session';

/** A field's label exactly, with or without the asterisk of a required field. */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

/** A sonner notice with exactly this text. */
export function notice(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

/**
 * Waits for a notice. Some follow a reload (login, verification): on a busy machine that can take
 * longer than the default 10 s, and the notice lives 4 s once shown.
 */
export async function expectNotice(page: Page, text: string) {
  await expect(notice(page, text)).toBeVisible({ timeout: 20_000 });
}

/** The header's account button of a logged-in customer (avatar, and the name from 992 px). */
export function accountButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name: `Tài khoản: ${name}` });
}

/** Logs out the way a customer does at this width: the header's dropdown, or the drawer's submenu. */
export async function logOutInUi(page: Page, name: string) {
  await markWindow(page);
  // A token given by useTokenInPage is not given back at the logout's reload.
  await page.evaluate((mark) => sessionStorage.setItem(mark, '1'), LOGGED_OUT_MARK);
  if (isMobile(page)) {
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: `Tài khoản: ${name}` }).click();
    await drawer.getByRole('button', { name: 'Đăng xuất' }).click();
  } else {
    await accountButton(page, name).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  }
  // Logout ends with a reload (SPEC §4): wait for it, so the next step is not undone by it.
  await expect.poll(() => hasReloaded(page).catch(() => false)).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
}

/** Fills the login form and sends it. */
export async function submitLogin(page: Page, account: string, password: string) {
  const form = page.getByRole('form', { name: 'Đăng nhập' });
  await form.getByLabel(label('Email hoặc số điện thoại')).fill(account);
  await form.getByLabel(label('Mật khẩu')).fill(password);
  await form.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** A mark on the window that a reload wipes: proves the page reloaded (SPEC §4 "Login"). */
export async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { beforeReload?: boolean }).beforeReload = true;
  });
}

export async function hasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => !(window as unknown as { beforeReload?: boolean }).beforeReload);
}

/** The user as the server holds it (GET /api/user), or the HTTP status when the token is refused. */
export async function fetchUser(request: APIRequestContext, token: string) {
  const config = await readConfig(request);
  const response = await request.get('/api/user', {
    params: { access_token: token, trust_key: config.trust_key },
  });
  return { status: response.status(), user: response.ok() ? await response.json() : undefined };
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function shot(page: Page, name: string, project: string) {
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}-${project}.png` });
  }
}
