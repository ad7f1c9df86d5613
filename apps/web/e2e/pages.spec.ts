import { expect, test } from '@shop/e2e/journey';
import { apiList, h1, shoot } from './support/public-pages';

type Product = { ma_vt: string; ten_vt: string; ten_vt_eng: string; ma_nvt: string; thi_truong: string[] };
type News = { slug: string; title: string; loai_tin_tuc: string; ngon_ngu: string };

test('home: hero, categories, featured and promoted products, latest news', async ({
  page,
  request,
}, info) => {
  const news = await apiList<News>(
    request,
    'news',
    { isnews: false, ngon_ngu: 'vi', shared: true },
    { sort: '{"date_created":-1}' },
  );
  await page.goto('/');
  await expect(h1(page)).toHaveText('Trà, cà phê và nông sản Việt');
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: /Cà phê/ })
      .first(),
  ).toBeVisible();
  await expect(page.locator('main a[href="/san-pham/nuoc-ep-oi"]').first()).toBeVisible();
  const promotions = page.locator('section', { has: page.getByRole('heading', { name: 'Đang khuyến mãi' }) });
  await promotions.scrollIntoViewIfNeeded();
  await expect(promotions.getByText('Khuyến mãi', { exact: true }).first()).toBeVisible();
  await expect(promotions.getByText('Flash sale', { exact: true }).first()).toBeVisible();
  const latest = page.locator('section', { has: page.getByRole('heading', { name: 'Tin tức mới' }) });
  await latest.scrollIntoViewIfNeeded();
  await expect(latest.getByRole('heading', { name: news[0]!.title })).toBeVisible();
  await expect(page).toHaveTitle(/Mộc Lam/);
  await shoot(page, 'home', info.project.name);
});

test('about page shows the company from its record', async ({ page }) => {
  await page.goto('/gioi-thieu');
  await expect(h1(page)).toHaveText('Công ty Cổ phần Nông sản Thực phẩm Mộc Lam');
  await expect(page.getByRole('heading', { name: 'Điều chúng tôi theo đuổi' })).toBeVisible();
  await expect(page.getByText('Số 86 đường Tân Cương', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveTitle('Giới thiệu — Mộc Lam');
});

const CATEGORIES: [string, string][] = [
  ['tra', 'Trà'],
  ['ca-phe', 'Cà phê'],
  ['nong-san', 'Nông sản'],
  ['nuoc-tang-luc', 'Nước tăng lực'],
  ['nuoc-ep-oi', 'Nước ép ổi'],
];

test('products and each of the five categories show their own products', async ({ page, request }, info) => {
  test.setTimeout(90_000); // seven pages in a row
  const products = await apiList<Product>(request, 'dmvt', {});
  await page.goto('/san-pham');
  await expect(h1(page)).toHaveText('Sản phẩm');
  await expect(page.locator('main').getByRole('list').getByRole('heading', { level: 3 })).toHaveCount(
    products.length,
  );
  for (const [slug, name] of CATEGORIES) {
    await page.goto(`/san-pham/${slug}`);
    await expect(h1(page)).toHaveText(name);
    const own = products.filter((product) => product.ma_nvt === slug);
    const other = products.find((product) => product.ma_nvt !== slug)!;
    await expect(page.getByRole('heading', { level: 3, name: own[0]!.ten_vt, exact: true })).toBeVisible();
    await expect(page.locator('main').getByRole('list').getByRole('heading', { level: 3 })).toHaveCount(
      own.length,
    );
    await expect(page.getByRole('heading', { level: 3, name: other.ten_vt, exact: true })).toHaveCount(0);
    if (slug === 'ca-phe') await shoot(page, 'san-pham-ca-phe', info.project.name);
  }
  const response = await page.goto('/san-pham/khong-co');
  expect(response?.status()).toBe(404);
  await expect(h1(page)).toHaveText('Không tìm thấy trang');
});

test('domestic and export pages list the products of their market', async ({ page, request }) => {
  const products = await apiList<Product>(request, 'dmvt', {});
  for (const [path, market, title] of [
    ['/noi-dia', 'noi-dia', 'Sản phẩm nội địa'],
    ['/xuat-khau', 'xuat-khau', 'Sản phẩm xuất khẩu'],
  ] as const) {
    await page.goto(path);
    await expect(h1(page)).toHaveText(title);
    const own = products.filter((product) => product.thi_truong.includes(market));
    const onlyOther = products.find((product) => !product.thi_truong.includes(market))!;
    await expect(page.locator('main').getByRole('list').getByRole('heading', { level: 3 })).toHaveCount(
      own.length,
    );
    await expect(page.getByRole('heading', { level: 3, name: onlyOther.ten_vt, exact: true })).toHaveCount(0);
  }
});

test('news and its three categories list the articles of the current language', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000); // four page loads
  const articles = await apiList<News>(request, 'news', { isnews: false, ngon_ngu: 'vi', shared: true });
  await page.goto('/tin-tuc');
  await expect(h1(page)).toHaveText('Tin tức');
  await expect(page.locator('main').getByRole('list').getByRole('heading', { level: 3 })).toHaveCount(
    articles.length,
  );
  await shoot(page, 'tin-tuc', info.project.name);
  for (const [slug, name] of CATEGORIES.slice(0, 3)) {
    await page.goto(`/tin-tuc/${slug}`);
    await expect(h1(page)).toHaveText(`Tin tức: ${name}`);
    const own = articles.filter((article) => article.loai_tin_tuc === slug);
    await expect(page.locator('main').getByRole('list').getByRole('heading', { level: 3 })).toHaveCount(
      own.length,
    );
    await expect(page.getByRole('heading', { level: 3, name: own[0]!.title })).toBeVisible();
  }
});

test('jobs list and a posting', async ({ page, request }) => {
  const jobs = await apiList<News>(request, 'news', { loai_tin_tuc: 'tuyen-dung', ngon_ngu: 'vi' });
  expect(jobs.length).toBeGreaterThan(0);
  await page.goto('/tuyen-dung');
  await expect(h1(page)).toHaveText('Tuyển dụng');
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(jobs.length);
  await page.getByRole('link', { name: jobs[0]!.title }).click();
  await expect(h1(page)).toHaveText(jobs[0]!.title);
  await expect(page.getByText('Mức lương').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tuyen-dung/${jobs[0]!.slug}$`));
});

test('policy and guide pages, in both languages on the same path', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/chinh-sach/chinh-sach-bao-mat');
  await expect(h1(page)).toHaveText('Chính sách bảo mật thông tin');
  await expect(page.getByRole('heading', { name: '1. Thông tin chúng tôi thu thập' })).toBeVisible();
  await expect(page).toHaveTitle('Chính sách bảo mật thông tin — Mộc Lam');
  await page.goto('/huong-dan/huong-dan-dat-hang');
  await expect(h1(page)).not.toBeEmpty();
  await expect(
    page.locator('main').getByRole('navigation', { name: 'Hướng dẫn' }).getByRole('link'),
  ).toHaveCount(5);

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/chinh-sach/chinh-sach-bao-mat');
  await expect(h1(page)).toHaveText('Privacy policy');
  await page.goto('/chinh-sach/privacy-policy');
  await expect(h1(page)).toHaveText('Privacy policy');
  await page.goto('/chinh-sach/khong-co-trang-nay');
  await expect(h1(page)).toHaveText('Page not found');
});
