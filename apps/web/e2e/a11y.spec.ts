import { expect, type Page, test } from '@playwright/test';
import { auditAccessibility } from '@shop/e2e/a11y';
import { hydrated } from './support/hydration';

/**
 * Every public page to audit. Add a route here when it is built; a page that needs a state
 * (an open drawer, a filled form) gets a `prepare` step. Each page is audited at the phone's width;
 * the frame (header, menu or drawer, footer) is audited at both widths on the home page (`both`:
 * decision 044, sixth addendum).
 */
const PAGES: { path: string; name: string; both?: true; prepare?: (page: Page) => Promise<void> }[] = [
  { path: '/', name: 'home', both: true },
  { path: '/gioi-thieu', name: 'about' },
  { path: '/san-pham', name: 'products' },
  { path: '/san-pham/tra', name: 'products: tea' },
  { path: '/noi-dia', name: 'domestic' },
  { path: '/xuat-khau', name: 'export' },
  { path: '/tin-tuc', name: 'news' },
  { path: '/tin-tuc/ca-phe', name: 'news: coffee' },
  { path: '/tuyen-dung', name: 'jobs' },
  { path: '/lien-he', name: 'contact' },
  {
    path: '/lien-he',
    name: "contact, with the form's errors",
    prepare: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Gửi thông tin' }).click();
      await expect(page.getByText('Vui lòng nhập nội dung').first()).toBeVisible();
    },
  },
  { path: '/mua-hang/san-pham?sort=newest', name: 'purchase catalogue' },
  { path: '/mua-hang/tim-kiem?keyword=ca%20phe', name: 'search results' },
  {
    path: '/',
    name: 'home with the drawer or the search open',
    both: true,
    prepare: async (page) => {
      const isMobile = (page.viewportSize()?.width ?? 1280) < 992;
      await page.getByRole('button', { name: isMobile ? 'Mở menu' : 'Tìm kiếm' }).click();
      await expect(page.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' })).toBeVisible();
    },
  },
];

for (const { path, name, both, prepare } of PAGES) {
  test(`no serious or critical accessibility violation: ${name} (${path})`, {
    tag: both ? '@both' : [],
  }, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Wait for the footer's data, so its links are audited too.
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeAttached();
    // The server rendered the page: its buttons answer once the browser has hydrated it.
    await hydrated(page);
    await prepare?.(page);
    await auditAccessibility(page);
  });
}
