import { expect, type Page } from '@playwright/test';
import { test } from './support/owner';
import { auditAccessibility } from '@shop/e2e/a11y';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { keepScreenshot, signInToConsole } from './support/console';
import { PNG } from './support/pictures';

// Categories are data in the shop too (decision 030): one created in the console is at once in the
// shop's menu, chips and tiles, with its page /san-pham/{slug} rendered on the server in both
// languages; a rename shows at once; it cannot go while products use it.

async function openCategory(page: Page, name: string) {
  await page.goto('/admin/catalogue/categories');
  await expect(page.getByRole('heading', { name: 'Danh mục sản phẩm' })).toBeVisible();
  await page.getByRole('link', { name: `Sửa ${name}`, exact: true }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

test('the owner creates "Mật ong" and a product in it: the shop lists it, in both languages, with or without JavaScript; a rename shows; deleting is refused while it has products', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, DEMO_OWNER);
  await page.goto('/admin/catalogue/categories');
  await page.getByLabel('Mã (đường dẫn)').fill('Mật ong');
  await page.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(page.getByText('Mã gồm 2–40 chữ thường không dấu')).toBeVisible();
  await page.getByLabel('Mã (đường dẫn)').fill('mat-ong');
  await page.getByLabel('Tên tiếng Việt').fill('Mật ong');
  await page.getByLabel('Tên tiếng Anh').fill('Honey');
  await page.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã tạo Mật ong' })).toBeVisible();

  // Its edit view: descriptions, a picture uploaded through the file API with its alt texts.
  await openCategory(page, 'Mật ong');
  await page.getByLabel('Mô tả (tiếng Việt)').fill('Mật ong rừng U Minh, nguyên chất.');
  await page.getByLabel('Mô tả (tiếng Anh)').fill('Pure U Minh forest honey.');
  await page
    .getByLabel('Chọn ảnh từ máy')
    .setInputFiles({ name: 'mat-ong.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Ảnh hiện tại' })).toHaveAttribute('src', /\/api\/.+\/file\?q=/);
  await page.getByLabel('Mô tả ảnh (tiếng Việt)').fill('Hũ mật ong rừng');
  await page.getByLabel('Mô tả ảnh (tiếng Anh)').fill('A jar of forest honey');
  await auditAccessibility(page);
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu Mật ong' })).toBeVisible();
  const timeline = page.getByTestId('item-timeline');
  await expect(timeline.getByRole('listitem').first()).toContainText('chuquan@example.com');
  await expect(timeline.getByRole('listitem').first()).toContainText('Mô tả (tiếng Việt)');
  await keepScreenshot(page, 'category-editor', 1280);

  // A product in it.
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Thêm sản phẩm' }).click();
  await page.getByLabel('Tên sản phẩm (tiếng Việt)').fill('Mật ong rừng U Minh');
  await page.getByLabel('Tên sản phẩm (tiếng Anh)').fill('U Minh forest honey');
  await page.getByLabel('Mã sản phẩm', { exact: true }).fill('mo-001');
  await page.getByLabel('Danh mục', { exact: true }).selectOption('mat-ong');
  await page.getByLabel('Giá bán lẻ (₫)').fill('250000');
  await page.getByLabel('Tồn kho ban đầu').fill('20');
  await page.getByRole('button', { name: 'Tạo sản phẩm' }).click();
  await expect(page.getByRole('heading', { name: 'Mật ong rừng U Minh' })).toBeVisible();

  // The shop: its menu, its page in Vietnamese and English, its tile on the home page.
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto('/san-pham');
  await expect(
    shop.getByRole('navigation', { name: 'Danh mục sản phẩm' }).getByRole('link', { name: 'Mật ong' }),
  ).toBeVisible();
  const openMenu = shop.getByRole('button', { name: 'Mở danh mục Sản phẩm' });
  await expect(openMenu).toBeVisible();
  await openMenu.click();
  await shop.getByRole('banner').getByRole('link', { name: 'Mật ong', exact: true }).click();
  await expect(shop).toHaveURL(/\/san-pham\/mat-ong$/);
  await expect(shop.getByRole('heading', { level: 1, name: 'Mật ong' })).toBeVisible();
  await expect(shop.getByText('Mật ong rừng U Minh, nguyên chất.')).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Mật ong rừng U Minh' })).toBeVisible();
  await shop.goto('/san-pham/mat-ong?lang=en');
  await expect(shop.getByRole('heading', { level: 1, name: 'Honey' })).toBeVisible();
  await expect(shop.getByText('Pure U Minh forest honey.')).toBeVisible();
  await expect(shop.getByRole('link', { name: 'U Minh forest honey' })).toBeVisible();
  await shop.goto('/?lang=vi');
  await expect(shop.getByRole('img', { name: 'Hũ mật ong rừng' })).toHaveAttribute(
    'src',
    /\/api\/.+\/file\?q=/,
  );
  await shopper.close();

  // The server's HTML alone (no JavaScript) holds the page in each language.
  const crawler = await browser.newContext({ javaScriptEnabled: false });
  const plain = await crawler.newPage();
  await plain.goto('/san-pham/mat-ong');
  await expect(plain.getByRole('heading', { level: 1, name: 'Mật ong' })).toBeVisible();
  await expect(plain.getByText('Mật ong rừng U Minh', { exact: true })).toBeVisible();
  await plain.goto('/san-pham/mat-ong?lang=en');
  await expect(plain.getByRole('heading', { level: 1, name: 'Honey' })).toBeVisible();
  await expect(plain.getByText('U Minh forest honey', { exact: true })).toBeVisible();

  await crawler.close();

  // A rename shows at once (on a fresh visit: a browser keeps a page it has for its 60 s).
  await openCategory(page, 'Mật ong');
  await page.getByLabel('Tên tiếng Việt').fill('Mật ong rừng');
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu Mật ong rừng' })).toBeVisible();
  const later = await browser.newContext({ javaScriptEnabled: false });
  const renamed = await later.newPage();
  await renamed.goto('/san-pham/mat-ong');
  await expect(renamed.getByRole('heading', { level: 1, name: 'Mật ong rừng' })).toBeVisible();
  await renamed.goto('/san-pham');
  await expect(renamed.getByRole('link', { name: 'Mật ong rừng', exact: true }).first()).toBeVisible();
  await later.close();

  // It cannot go while a product is in it.
  await page.goto('/admin/catalogue/categories');
  await page.getByRole('button', { name: 'Xoá Mật ong rừng', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Xoá', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'Không thể xoá danh mục Mật ong rừng',
  );
});

test('@mobile a category edit view at 390 px: readable, saves, axe clean', async ({ ownerPage: page }) => {
  await openCategory(page, 'Cà phê');
  await auditAccessibility(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel('Mô tả ảnh (tiếng Việt)').fill('Hạt cà phê rang');
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu Cà phê' })).toBeVisible();
  await keepScreenshot(page, 'category-editor', 390);
});
