import { expect, type Page } from '@playwright/test';
import { test } from './support/owner';
import { formatPrice } from '@shop/domain/primitives';
import { auditAccessibility } from '@shop/e2e/a11y';
import { placeOrderThroughApi } from '@shop/e2e/checkout';
import { DEMO_STAFF } from '@shop/e2e/accounts';
import { keepScreenshot, signInToConsole } from './support/console';
import { PNG } from './support/pictures';

/** Opens a product of the console's list by searching its name without diacritics. */
async function openProduct(page: Page, search: string, name: string) {
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Sản phẩm', exact: true })).toBeVisible();
  await page.getByLabel('Tìm sản phẩm').fill(search);
  await page.getByRole('button', { name: 'Tìm', exact: true }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** Drops files on the pictures' drop zone, as a drag from the desktop does. */
async function dropPicture(page: Page, fileName: string, bytes: Buffer = PNG) {
  const data = bytes.toString('base64');
  const transfer = await page.evaluateHandle(
    ({ data, fileName }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], fileName, { type: 'image/png' }));
      return dt;
    },
    { data, fileName },
  );
  await page.getByTestId('picture-drop').dispatchEvent('drop', { dataTransfer: transfer });
}

test('the owner changes a price: a fresh shop page shows it and the checkout charges it', async ({
  ownerPage: page,
  browser,
}) => {
  await page.goto('/admin/products?category=ca-phe');
  await expect(page.getByTestId('products').getByRole('row')).toHaveCount(10);
  await auditAccessibility(page);
  await keepScreenshot(page, 'products', 1280);
  await openProduct(page, 'ca phe culi robusta', 'Cà phê Culi Robusta hạt tuyển');
  await auditAccessibility(page);
  const price = page.getByLabel('Giá bán lẻ (₫)');
  await expect(price).toHaveValue('185000');
  await price.fill('173500');
  await page.getByRole('button', { name: 'Lưu sản phẩm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu sản phẩm CPH-006' })).toBeVisible();
  const timeline = page.getByTestId('item-timeline');
  await expect(timeline.getByRole('listitem').first()).toContainText('chuquan@example.com');
  await expect(timeline.getByRole('listitem').first()).toContainText('Giá bán lẻ');
  await expect(timeline.getByRole('listitem').first()).not.toContainText('Dòng sản phẩm');
  await keepScreenshot(page, 'product-editor', 1280);
  await expect(page.getByTestId('stock')).toHaveText(/^\d+$/);
  await expect(page.getByRole('link', { name: 'Điều chỉnh tồn kho' })).toHaveAttribute(
    'href',
    '/admin/stock?product=CPH-006',
  );

  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto('/mua-hang/san-pham/CPH-006');
  await expect(shop.getByRole('heading', { name: 'Cà phê Culi Robusta hạt tuyển' })).toBeVisible();
  await expect(shop.getByText(formatPrice(173_500, 'vi')).first()).toBeVisible();
  await expect(shop.getByText(formatPrice(185_000, 'vi'))).toHaveCount(0);
  const order = await placeOrderThroughApi(shopper.request, 'cod', { ma_vt: 'CPH-006', sl_xuat: 2 });
  const details = (order as unknown as { details: { ma_vt: string; tien: number }[] }).details;
  expect(details.find((line) => line.ma_vt === 'CPH-006')?.tien).toBe(347_000);
  await shopper.close();
});

test('the owner creates a product with a variant and a dropped picture: it shows in its shop category', async ({
  ownerPage: page,
  browser,
}) => {
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Thêm sản phẩm' }).click();
  await expect(page.getByRole('heading', { name: 'Sản phẩm mới' })).toBeVisible();
  await page.getByRole('button', { name: 'Tạo sản phẩm' }).click();
  await expect(page.getByText('Vui lòng nhập tên sản phẩm tiếng Việt (tối đa 200 ký tự)')).toBeVisible();

  await page.getByLabel('Tên sản phẩm (tiếng Việt)').fill('Trà sen Tây Hồ ướp bông');
  await page.getByLabel('Tên sản phẩm (tiếng Anh)').fill('West Lake lotus-scented tea');
  await page.getByLabel('Mã sản phẩm', { exact: true }).fill('tra-sen-01');
  await page.getByLabel('Danh mục', { exact: true }).selectOption('tra');
  await page.getByLabel('Mô tả (tiếng Việt)').fill('Trà Thái Nguyên ướp bông sen Tây Hồ.');
  await page.getByLabel('Mô tả (tiếng Anh)').fill('Thai Nguyen tea scented with West Lake lotus.');
  await page.getByRole('button', { name: 'Thêm biến thể' }).click();
  await page.getByLabel('Màu 1', { exact: true }).fill('Hộp gỗ');
  await page.getByLabel('Màu 1 (tiếng Anh)').fill('Wooden box');
  await page.getByLabel('Kích cỡ 1').fill('100g');
  await page.getByLabel('Giá biến thể 1 (₫)').fill('450000');
  await page.getByLabel('Tồn kho ban đầu 1').fill('12');
  await dropPicture(page, 'tra-sen.png');
  await expect(page.getByTestId('pictures').getByRole('listitem')).toHaveCount(1);
  // The list shows the picture's small WebP variant (decision 032), not the upload itself.
  const listed = page.getByTestId('pictures').getByRole('img');
  await expect(listed).toHaveAttribute('src', /\/file\?q=[0-9a-f]{24}&w=240$/);
  await expect
    .poll(() => listed.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // A PDF named .png is refused by its content, with the server's words, and nothing is added.
  await dropPicture(page, 'khong-phai-anh.png', Buffer.from('%PDF-1.4\n%%EOF\n'));
  await expect(page.getByText('Tệp này không phải là ảnh (JPEG, PNG, WebP, AVIF hoặc GIF)')).toBeVisible();
  await expect(page.getByTestId('pictures').getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Mô tả ảnh 1 (tiếng Việt)').fill('Hộp gỗ trà sen Tây Hồ');
  await page.getByLabel('Mô tả ảnh 1 (tiếng Anh)').fill('A wooden box of lotus tea');
  await auditAccessibility(page);
  await page.getByRole('button', { name: 'Tạo sản phẩm' }).click();
  await expect(page.getByRole('heading', { name: 'Trà sen Tây Hồ ướp bông' })).toBeVisible();
  await expect(page.getByTestId('stock')).toHaveText('12');
  await expect(page.getByText('Tồn kho biến thể 1')).toBeVisible();

  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto('/san-pham/tra');
  const card = shop.getByRole('link', { name: /Trà sen Tây Hồ ướp bông/ }).first();
  await expect(card).toBeVisible();
  await shop.goto('/mua-hang/san-pham/TRA-SEN-01');
  const main = shop.getByRole('img', { name: 'Hộp gỗ trà sen Tây Hồ' });
  await expect(main).toHaveAttribute('src', /\/api\/.+\/file\?q=[0-9a-f]{24}&w=\d+$/);
  await expect(main).toHaveAttribute('srcset', /&w=1440 1440w$/);
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(shop.getByText(formatPrice(450_000, 'vi')).first()).toBeVisible();
  await shopper.close();
});

test('staff edit products too, and categories refuse deletion while products use them', async ({ page }) => {
  await signInToConsole(page, DEMO_STAFF);
  await openProduct(page, 'tra o long bao loc', 'Trà ô long Bảo Lộc Lâm Đồng');
  await page.getByLabel('Tên sản phẩm (tiếng Anh)').fill('Bao Loc oolong tea, Lam Dong');
  await page.getByRole('button', { name: 'Lưu sản phẩm' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Đã lưu sản phẩm TRA-/ })).toBeVisible();
  await expect(page.getByTestId('item-timeline').getByRole('listitem').first()).toContainText(
    'nhanvien@example.com',
  );

  await page.getByRole('link', { name: '← Sản phẩm' }).click();
  await page.getByRole('link', { name: 'Danh mục sản phẩm' }).click();
  await expect(page.getByRole('heading', { name: 'Danh mục sản phẩm' })).toBeVisible();
  await page.getByRole('button', { name: 'Xoá Trà', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Xoá', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Không thể xoá danh mục Trà');
  await page.getByRole('dialog').getByRole('button', { name: 'Thôi' }).click();
  await auditAccessibility(page);
  await keepScreenshot(page, 'catalogue-categories', 1280);
});

test('@mobile the product editor at 390 px: readable, saves, axe clean', async ({ ownerPage: page }) => {
  await openProduct(page, 'ca phe sua da pha san', 'Cà phê sữa đá pha sẵn (thùng 24 lon)');
  await auditAccessibility(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel('Tên sản phẩm (tiếng Anh)').fill('Ready-to-drink iced milk coffee (case of 24 cans)');
  await page.getByRole('button', { name: 'Lưu sản phẩm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu sản phẩm CPH-008' })).toBeVisible();
  await keepScreenshot(page, 'product-editor', 390);
});
