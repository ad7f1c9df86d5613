import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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
    await page.waitForTimeout(300); // animations settle before colours are measured
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    expect(blocking).toEqual([]);
  });
}
