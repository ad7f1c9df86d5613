import { expect, type Page } from '@playwright/test';
import { loginThroughApi } from '@shop/e2e/session';

type Account = { email: string; password: string };

/**
 * Logs in on the console's login screen and waits for the orders inbox: for the journeys whose
 * subject is the login itself (console.spec's journey at each width, a staff member's login, the
 * login page's first load). `onLoginPage`: the journey has just loaded it.
 */
export async function logInToConsole(page: Page, account: Account, { onLoginPage = false } = {}) {
  if (!onLoginPage) await page.goto('/admin/login');
  await page.getByLabel('Email hoặc số điện thoại').fill(account.email);
  await page.getByLabel('Mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Đơn hàng' })).toBeVisible();
}

/** Where the console keeps its session (`apps/admin/src/stores/session-store.ts`, zustand's persist). */
const SESSION_KEY = 'shop-console-session';

/**
 * Signs `page` in to the console as `account` without its login screen, for the journeys whose
 * subject is something else: the token of GET /auth/local (the call the login screen makes) is put
 * where the console keeps its session before the tab's first page, so the journey opens its screen
 * at once (no login screen to load, fill and leave: decision 044, sixteenth addendum). The console
 * then asks the server who it is (GET console/me), as after a login. Given only while the tab has
 * no session of its own: a logout, or a refused token the console cleared, stays so. Each journey
 * gets a token of its own, so one that ends a session leaves the others' alone.
 */
export async function signInToConsole(page: Page, account: Account): Promise<string> {
  const token = await loginThroughApi(page.request, account.email, account.password);
  await page.addInitScript(
    ({ key, value }) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    { key: SESSION_KEY, value: JSON.stringify({ state: { token }, version: 0 }) },
  );
  return token;
}

/**
 * Opens a console screen of a signed-in page and waits for its main heading. The tab's first
 * console page loads and compiles the console's scripts before it asks who is signed in: as long as
 * a page load may take (the config's `navigationTimeout`), not an expectation's 10 s.
 */
export async function openConsole(page: Page, address = '/admin/orders') {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
}

/**
 * How a journey calls the console's API with the page's own session, as the console does (decision
 * 016): the trust key in the address, the token in `Authorization` (a console call with
 * `access_token` in its address is refused, 400 TOKEN_IN_QUERY).
 */
export async function consoleAuth(page: Page, trustKey: string) {
  const token = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}')?.state?.token as string | undefined,
    SESSION_KEY,
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
