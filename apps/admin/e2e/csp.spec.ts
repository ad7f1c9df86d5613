import { expect, type Page, test } from '@playwright/test';
import { watchPolicy } from '@shop/e2e/csp';
import { placeOrderThroughApi } from '@shop/e2e/checkout';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { logInToConsole } from './support/console';

// The console under the shop's Content-Security-Policy, enforced (decision 037): every screen runs
// in Chromium without one violation (charts, dialogs, toasts, the editor's preview, printing).

const SCREENS = [
  '/admin',
  '/admin/orders',
  '/admin/customers',
  '/admin/messages',
  '/admin/products',
  '/admin/products/new',
  '/admin/catalogue/categories',
  '/admin/catalogue/lines',
  '/admin/stock',
  '/admin/promotions',
  '/admin/promotions/flash-sales',
  '/admin/promotions/vouchers',
  '/admin/content',
  '/admin/content/news/new',
  '/admin/schedules',
  '/admin/settings?tab=company',
  '/admin/settings?tab=payments',
  '/admin/team',
  '/admin/backup',
];

/**
 * The page loaded and its first calls answered. Not 'networkidle': the console's order feed is a
 * fetch that stays open (an event stream with its token in a header), so the network is never idle.
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
}

test('every screen of the console runs under the enforced policy without a violation', async ({ page }) => {
  test.setTimeout(180_000);
  const order = await placeOrderThroughApi(page.request, 'bank-transfer');
  const violations = await watchPolicy(page);
  const login = await page.goto('/admin/login');
  const policy = (await login!.allHeaders())['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'(;|$)/);
  await logInToConsole(page, DEMO_OWNER);
  for (const address of SCREENS) {
    await page.goto(address);
    await expect(page.locator('h1').first(), address).toBeVisible();
    await settled(page);
    expect(violations, address).toEqual([]);
  }
  await page.goto(`/admin/orders/${order._id}`);
  await expect(page.getByText(order.so_ct).first()).toBeVisible();
  await page.goto(`/admin/orders/print?ids=${order._id}`);
  await settled(page);
  // A confirmation dialog and a toast (Headless UI's dialog, sonner's styles written at run time).
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: order.so_ct }).first().click();
  await page.getByRole('button', { name: 'Xác nhận đơn', exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await dialog.getByRole('button').last().click();
  await settled(page);
  expect(violations).toEqual([]);
});
