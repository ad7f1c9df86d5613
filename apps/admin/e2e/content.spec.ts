import { expect, type Page } from '@playwright/test';
import { test } from './support/owner';
import { auditAccessibility } from '@shop/e2e/a11y';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { keepScreenshot, openConsole, signInToConsole } from './support/console';

const ARTICLE = {
  slug: 'ca-phe-cau-dat-mua-hoa-trang',
  vi: {
    title: 'Cà phê Cầu Đất mùa hoa trắng',
    summary: 'Tháng Ba, đồi cà phê Cầu Đất trắng hoa.',
    body: '## Vùng trồng\n\nCầu Đất ở độ cao **1.500 m**, *mát quanh năm*.\n\n- Arabica\n- Moka\n\n> Hoa nở sau cơn mưa đầu mùa.\n\nXem [liên hệ](/lien-he).',
  },
  en: {
    title: 'Cau Dat coffee in white bloom',
    summary: 'In March the Cau Dat coffee hills turn white.',
    body: '## Where it grows\n\nCau Dat lies at **1,500 m**, *cool all year*.\n\n1. Arabica\n2. Moka\n\nSee [contact](/lien-he).',
  },
};
/** A 1×1 PNG: the cover picture uploaded through the file API. */
const COVER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JOB = { vi: 'Nhân viên pha chế Cầu Đất', en: 'Barista, Cau Dat' };

/** The preview's rendered body, once it shows `heading`. */
async function previewHtml(page: Page, heading: string): Promise<string> {
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { name: heading })).toBeVisible();
  return preview.locator('[data-rich-text]').innerHTML();
}

test('the owner publishes a news article in both languages and a job; the shop shows them as the preview did', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, DEMO_OWNER);
  await openConsole(page);
  await page.getByRole('link', { name: 'Nội dung', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nội dung', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mùa chè xuân trên đồi Tân Cương' })).toBeVisible();
  await auditAccessibility(page);

  await page.getByRole('link', { name: 'Viết tin mới' }).click();
  await page.getByLabel('Danh mục').selectOption('ca-phe');
  await page.getByLabel('Tiêu đề (tiếng Việt)').fill(ARTICLE.vi.title);
  // The slug follows the Vietnamese title, without diacritics.
  await expect(page.getByLabel('Đường dẫn', { exact: true })).toHaveValue(ARTICLE.slug);
  await page.getByLabel('Tóm tắt (tiếng Việt)').fill(ARTICLE.vi.summary);
  await page.getByLabel('Ảnh bìa', { exact: true }).setInputFiles({
    name: 'bia.png',
    mimeType: 'image/png',
    buffer: Buffer.from(COVER_PNG, 'base64'),
  });
  await expect(page.getByRole('img', { name: 'Ảnh bìa hiện tại' })).toHaveAttribute(
    'src',
    /\/file\?q=[0-9a-f]{24}$/,
  );
  await page.getByRole('textbox', { name: 'Nội dung (tiếng Việt)' }).fill(ARTICLE.vi.body);
  const viPreview = await previewHtml(page, 'Vùng trồng');
  expect(viPreview).toContain('<strong>1.500 m</strong>');

  // Saving without the English title is refused field by field, with the server's words.
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByText('Vui lòng nhập tiêu đề tiếng Anh')).toBeVisible();

  await page.getByLabel('Tiêu đề (tiếng Anh)').fill(ARTICLE.en.title);
  await page.getByLabel('Tóm tắt (tiếng Anh)').fill(ARTICLE.en.summary);
  await page.getByRole('textbox', { name: 'Nội dung (tiếng Anh)' }).fill(ARTICLE.en.body);
  const enPreview = await previewHtml(page, 'Where it grows');
  await page.getByLabel('Hiển thị trên cửa hàng từ ngày đăng').check();
  await auditAccessibility(page);
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu nội dung' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/news\/[0-9a-f]{24}$/);
  await expect(page.getByText('Đang hiển thị')).toBeVisible();
  // The timeline names who made the article.
  await expect(page.getByRole('heading', { name: 'Lịch sử thay đổi' })).toBeVisible();
  await expect(page.getByText(DEMO_OWNER.email).first()).toBeVisible();
  await keepScreenshot(page, 'content-editor', 1280);

  // The shop: under /tin-tuc and at its slug, in Vietnamese and in English, rendered as previewed.
  const shop = await browser.newPage();
  await shop.goto('/tin-tuc');
  await expect(shop.getByRole('link', { name: ARTICLE.vi.title }).first()).toBeVisible();
  await shop.goto(`/tin-tuc/bai-viet/${ARTICLE.slug}`);
  await expect(shop.getByRole('heading', { name: ARTICLE.vi.title, level: 1 })).toBeVisible();
  // The cover is the upload's WebP variant (decision 032), the page's largest picture.
  const cover = shop.locator('article img').first();
  await expect(cover).toHaveAttribute('src', /\/file\?q=[0-9a-f]{24}&w=720$/);
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  expect(await shop.locator('article [data-rich-text]').innerHTML()).toBe(viPreview);
  await shop.goto('/tin-tuc?lang=en');
  await expect(shop.getByRole('link', { name: ARTICLE.en.title }).first()).toBeVisible();
  await shop.goto(`/tin-tuc/bai-viet/${ARTICLE.slug}?lang=en`);
  await expect(shop.getByRole('heading', { name: ARTICLE.en.title, level: 1 })).toBeVisible();
  expect(await shop.locator('article [data-rich-text]').innerHTML()).toBe(enPreview);

  // Unpublished: gone from the shop at once.
  await page.getByRole('button', { name: 'Gỡ khỏi cửa hàng' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã gỡ nội dung khỏi cửa hàng' })).toBeVisible();
  await shop.goto('/tin-tuc?lang=vi');
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shop.getByRole('link', { name: ARTICLE.vi.title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Đăng lên cửa hàng' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã đăng nội dung' })).toBeVisible();

  // A job, published: the jobs page lists it.
  await page.goto('/admin/content?kind=jobs');
  await page.getByRole('link', { name: 'Thêm tin tuyển dụng' }).click();
  await page.getByLabel('Tiêu đề (tiếng Việt)').fill(JOB.vi);
  await page.getByLabel('Địa điểm').fill('Đà Lạt');
  await page.getByRole('textbox', { name: 'Nội dung (tiếng Việt)' }).fill('Pha **phin** và *pour-over*.');
  await page.getByRole('button', { name: 'Tiếng Anh' }).click();
  await page.getByLabel('Tiêu đề (tiếng Anh)').fill(JOB.en);
  await page.getByRole('textbox', { name: 'Nội dung (tiếng Anh)' }).fill('Brew **phin** and *pour-over*.');
  await page.getByLabel('Hiển thị trên cửa hàng từ ngày đăng').check();
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu nội dung' })).toBeVisible();
  await shop.goto('/tuyen-dung?lang=vi');
  await expect(shop.getByRole('link', { name: JOB.vi })).toBeVisible();
  await shop.goto('/tuyen-dung?lang=en');
  await expect(shop.getByRole('link', { name: JOB.en })).toBeVisible();
  await shop.close();
});

test('the editor on a phone (390 px): write and preview as tabs @mobile', async ({ ownerPage: page }) => {
  await page.goto('/admin/content?kind=pages');
  await expect(page.getByRole('link', { name: 'Chính sách bảo mật thông tin' })).toBeVisible();
  await keepScreenshot(page, 'content-list', 390);
  await auditAccessibility(page);
  await page.goto('/admin/content/news/new');
  const editor = page.getByRole('textbox', { name: 'Nội dung (tiếng Việt)' });
  await editor.fill('## Thử trên điện thoại\n\nChữ **đậm** và [liên kết](/lien-he).');
  const preview = page.getByTestId('markdown-preview');
  await expect(preview).toBeHidden();
  await page.getByRole('tab', { name: 'Xem trước' }).click();
  await expect(preview.getByRole('heading', { name: 'Thử trên điện thoại' })).toBeVisible();
  await expect(editor).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'content-preview', 390);
  await auditAccessibility(page);
  await page.getByRole('tab', { name: 'Soạn thảo' }).click();
  await expect(editor).toBeVisible();
  await keepScreenshot(page, 'content-editor', 390);
  await auditAccessibility(page);
});
