import { expect, type Page } from '@playwright/test';
import { test } from './support/owner';
import { auditAccessibility } from '@shop/e2e/a11y';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { keepScreenshot } from './support/console';

/**
 * The settings' footer tab, a link added to one of its lists (`testId`, its section's `heading`):
 * the list's links, its section, how many links it had and the new one's group.
 */
async function addFooterLink(page: Page, testId: string, heading: string) {
  await page.goto('/admin/settings?tab=footer');
  const links = page.getByTestId(testId);
  await expect(links.getByRole('group').first()).toBeVisible();
  const count = await links.getByRole('group').count();
  const list = page.locator('section', { has: page.getByRole('heading', { name: heading }) });
  await list.getByRole('button', { name: 'Thêm liên kết' }).click();
  return { links, list, count, added: links.getByRole('group', { name: `Liên kết ${count + 1}` }) };
}

test('the owner adds a link to a footer list: the shop footer shows it in Vietnamese and English', async ({
  ownerPage: page,
  browser,
}) => {
  const {
    links: guides,
    list,
    count: before,
    added,
  } = await addFooterLink(page, 'footer-guide', 'Hướng dẫn');
  await added.getByText('Địa chỉ web', { exact: true }).click();
  // An unsafe address and a missing name are refused before anything is sent, in the server's words.
  await added.getByLabel('Địa chỉ liên kết', { exact: true }).fill('javascript:alert(1)');
  await list.getByRole('button', { name: 'Lưu danh sách' }).click();
  await expect(added.getByText('Vui lòng nhập tên liên kết (tiếng Việt)')).toBeVisible();
  await expect(added.getByText(/^Địa chỉ liên kết phải là đường dẫn của cửa hàng/)).toBeVisible();

  await added.getByLabel('Tên (tiếng Việt)').fill('Bản đồ cửa hàng');
  await added.getByLabel('Tên (tiếng Anh)').fill('Store map');
  await added.getByLabel('Địa chỉ liên kết', { exact: true }).fill('https://maps.example.com/moc-lam');
  // Moved to the top of the list.
  for (let step = 0; step < before; step += 1)
    await guides.getByRole('button', { name: 'Đưa lên: Bản đồ cửa hàng' }).click();
  await expect(guides.getByRole('group').first()).toHaveAccessibleName('Liên kết 1');
  await expect(guides.getByRole('group').first().getByLabel('Tên (tiếng Việt)')).toHaveValue(
    'Bản đồ cửa hàng',
  );
  await list.getByRole('button', { name: 'Lưu danh sách' }).click();
  await expect(list.getByRole('status').filter({ hasText: 'Đã lưu cài đặt' })).toBeVisible();
  await auditAccessibility(page);
  await keepScreenshot(page, 'settings-footer', 1280);

  const visitor = await browser.newContext();
  const shop = await visitor.newPage();
  await shop.goto('/');
  const column = shop.getByRole('navigation', { name: 'Hướng dẫn' });
  const first = column.getByRole('link').first();
  await expect(first).toHaveText('Bản đồ cửa hàng');
  await expect(first).toHaveAttribute('href', 'https://maps.example.com/moc-lam');
  await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
  // The English page, rendered by the server: the English name.
  await shop.goto('/?lang=en');
  await expect(shop.getByRole('navigation', { name: 'Guides' }).getByRole('link').first()).toHaveText(
    'Store map',
  );
  await visitor.close();

  // Removing it: the footer goes back to what it showed.
  await page.reload();
  await guides.getByRole('button', { name: 'Xoá liên kết: Bản đồ cửa hàng' }).click();
  await list.getByRole('button', { name: 'Lưu danh sách' }).click();
  await expect(list.getByRole('status').filter({ hasText: 'Đã lưu cài đặt' })).toBeVisible();
  const again = await browser.newContext();
  const fresh = await again.newPage();
  await fresh.goto('/');
  await expect(fresh.getByRole('navigation', { name: 'Hướng dẫn' }).getByRole('link')).toHaveCount(before);
  await expect(fresh.getByRole('navigation', { name: 'Hướng dẫn' })).not.toContainText('Bản đồ cửa hàng');
  await again.close();

  // The company record's timeline tells both saves by name, the links as readable lines.
  await page.goto('/admin/settings?tab=company');
  const timeline = page.getByTestId('item-timeline').first();
  await expect(timeline.getByRole('listitem').first()).toContainText(DEMO_OWNER.email);
  await expect(timeline.getByRole('listitem').first()).toContainText('Chân trang:');
  await expect(timeline).toContainText('Hướng dẫn 1: Tên: Bản đồ cửa hàng · Tên tiếng Anh: Store map');
  await keepScreenshot(page, 'settings-company-timeline', 1280);
});

test('the footer lists on a phone (390 px): a page of the shop chosen for a new link @mobile', async ({
  ownerPage: page,
}) => {
  const { added } = await addFooterLink(page, 'footer-policy', 'Chính sách khách hàng');
  await added.getByLabel('Trang', { exact: true }).selectOption('/lien-he');
  await expect(added.getByLabel('Tên (tiếng Việt)')).toHaveValue('Liên hệ');
  await expect(added.getByLabel('Tên (tiếng Anh)')).toHaveValue('Contact');
  await keepScreenshot(page, 'settings-footer', 390);
  await auditAccessibility(page);
});
