import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './support/owner';
import { auditAccessibility } from '@shop/e2e/a11y';
import { apiParams } from '@shop/e2e/checkout';
import { DEMO_OWNER, DEMO_STAFF } from '@shop/e2e/accounts';
import {
  consoleAuth,
  keepScreenshot,
  openConsole,
  openMenuEntry,
  openMoreMenu,
  signInToConsole,
} from './support/console';

/** The staff member's row of rights on the staff screen. */
const staffRights = (page: Page) => page.getByTestId(`member-${DEMO_STAFF.email}`);
const menu = (page: Page) => page.getByRole('navigation', { name: 'Quản trị' });

/** A console call with the page's own session: its HTTP status and error code. */
async function consoleCall(page: Page, method: 'GET' | 'POST', path: string) {
  const { config } = await apiParams(page.request);
  const url = path.startsWith('/')
    ? path.replace('{id_app}', config.id_app)
    : `/api/${config.id_app}/console/${path}`;
  const reply = await page.request.fetch(url, { method, ...(await consoleAuth(page, config.trust_key)) });
  return { status: reply.status(), error: ((await reply.json()) as { error?: string }).error };
}

/** The owner on the staff screen, opened from the menu: in a browser of their own, or on `page`. */
async function ownerOnStaffScreen(browserOrPage: Browser | Page) {
  const page =
    'newContext' in browserOrPage ? await (await browserOrPage.newContext()).newPage() : browserOrPage;
  await signInToConsole(page, DEMO_OWNER);
  await openConsole(page);
  await openMenuEntry(page, 'Nhân sự');
  await expect(staffRights(page).getByRole('checkbox', { name: 'Tin nhắn' })).toBeVisible();
  return { context: page.context(), page };
}

async function saveRights(page: Page, areas: Record<string, boolean>) {
  const row = staffRights(page);
  for (const [name, checked] of Object.entries(areas))
    await row.getByRole('checkbox', { name }).setChecked(checked);
  await row.getByRole('button', { name: 'Lưu quyền' }).click();
  await expect(row.getByRole('status')).toContainText('Đã lưu quyền của');
}

test('the owner withdraws a right: the staff member’s menu loses it, the screen and the call are refused', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, DEMO_STAFF);
  await openConsole(page);
  await expect(menu(page).getByRole('link', { name: 'Tin nhắn' })).toBeVisible();
  expect((await consoleCall(page, 'GET', 'messages')).status).toBe(200);

  const owner = await ownerOnStaffScreen(browser);
  await auditAccessibility(owner.page);
  await keepScreenshot(owner.page, 'rights', 1280);
  await saveRights(owner.page, { 'Tin nhắn': false });
  // The change is on the rights' timeline, with its author.
  await staffRights(owner.page).getByText('Lịch sử thay đổi quyền').click();
  await expect(staffRights(owner.page).getByTestId('item-timeline')).toContainText(DEMO_OWNER.email);
  await auditAccessibility(owner.page);

  // The staff member's open console learns it on the next refused call: the link still in the
  // menu opens the not-allowed state, and the menu drops the entry.
  await menu(page).getByRole('link', { name: 'Tin nhắn' }).click();
  await expect(page.getByTestId('not-allowed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Tin nhắn' })).toHaveCount(0);
  expect(await consoleCall(page, 'GET', 'messages')).toEqual({ status: 403, error: 'CONSOLE_FORBIDDEN' });
  await auditAccessibility(page);
  // At the address, after a reload, too; the other rights stay.
  await page.goto('/admin/messages');
  await expect(page.getByTestId('not-allowed')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Khách hàng' })).toBeVisible();
  expect((await consoleCall(page, 'GET', 'customers')).status).toBe(200);

  // Given back, the entry returns.
  await saveRights(owner.page, { 'Tin nhắn': true });
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Tin nhắn' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Tin nhắn' })).toBeVisible();
  await owner.context.close();
});

test('staff cannot reach the staff screen, settings or backup: not in the menu, not at the address, refused by the server', async ({
  page,
}) => {
  await signInToConsole(page, DEMO_STAFF);
  await openConsole(page);
  await openMoreMenu(page);
  for (const name of ['Nhân sự', 'Cài đặt', 'Sao lưu'])
    await expect(menu(page).getByRole('link', { name })).toHaveCount(0);
  await page.goto('/admin/team');
  await expect(page.getByTestId('not-allowed')).toBeVisible();
  await expect(page.getByTestId('team')).toHaveCount(0);
  expect(await consoleCall(page, 'GET', 'team')).toEqual({ status: 403, error: 'CONSOLE_FORBIDDEN' });
  expect((await consoleCall(page, 'POST', '/api/app/backup/{id_app}')).status).toBe(403);
  await page.getByRole('link', { name: 'Về trang tổng quan' }).click();
  await expect(page.getByTestId('not-allowed')).toHaveCount(0);
});

test('the owner cannot grant settings, staff or backup: the staff screen offers only the grantable areas', async ({
  page,
}) => {
  const owner = await ownerOnStaffScreen(page);
  const row = staffRights(owner.page);
  await expect(row.getByRole('checkbox')).toHaveCount(7);
  await expect(row.getByRole('checkbox', { name: 'Hoàn tiền cho khách' })).not.toBeChecked();
  for (const name of ['Cài đặt', 'Nhân sự', 'Sao lưu'])
    await expect(row.getByRole('checkbox', { name })).toHaveCount(0);
  expect(await consoleCall(owner.page, 'GET', 'team')).toMatchObject({ status: 200 });
});

test('@mobile the staff screen with its rights at 390 px', async ({ ownerPage: page }) => {
  await page.goto('/admin/team');
  const row = staffRights(page);
  await expect(row.getByRole('checkbox', { name: 'Sản phẩm và kho' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const box = await row.getByRole('button', { name: 'Lưu quyền' }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await auditAccessibility(page);
  await keepScreenshot(page, 'rights', 390);
  await saveRights(page, { 'Khuyến mãi': false });
  await saveRights(page, { 'Khuyến mãi': true });
});
