import { expect, test } from '@playwright/test';
import { auditAccessibility } from '@shop/e2e/a11y';

/** The storefront pages a11y.spec.ts does not list: detail pages and the other categories. */
const PAGES = [
  '/mua-hang/san-pham/TRA-004',
  '/mua-hang/san-pham/CPH-002',
  '/mua-hang/san-pham?sort=price-asc&category=ca-phe&page=1',
  '/tin-tuc/bai-viet/robusta-buon-ma-thuot-vao-vu',
  '/tuyen-dung/ky-su-nong-nghiep-vung-che',
  '/chinh-sach/chinh-sach-bao-mat',
  '/huong-dan/huong-dan-dat-hang',
  '/san-pham/nuoc-ep-oi',
  '/mua-hang/tim-kiem?keyword=xyzzy',
];

for (const path of PAGES) {
  test(`no serious or critical accessibility violation: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await auditAccessibility(page);
  });
}
