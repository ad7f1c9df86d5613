import { expect, type Page, test } from '@shop/e2e/journey';
import { switchLanguage } from './support/header';
import { watchConsole } from './support/watch';

// Server rendering and hydration (decision 022): the not-found page, the language of the address,
// referral and tracking parameters, each hydrated without a warning or an error in the console.
// Every public route, hydrated in the language its address asks for: public-pages.spec.ts.

/** The router's client has taken the page over (its hydration script clears `$_TSR`). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window));
  await page.waitForLoadState('networkidle');
}

test('an unknown address: 404, the not-found page in the frame, a way home', async ({ page }) => {
  const problems = watchConsole(page, 404);
  const response = await page.goto('/khong-co-trang-nay?lang=en');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found — Mộc Lam');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('header')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vietnamese tea, coffee and farm produce');
  // The home page's own head again: its title, a canonical, indexable.
  await expect(page).toHaveTitle('Mộc Lam — Vietnamese tea, coffee and farm produce');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the language in the address wins and becomes the stored choice', async ({ page, context }) => {
  const problems = watchConsole(page);
  await page.goto('/gioi-thieu?lang=en');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moc Lam Agrifood Joint Stock Company');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  // Without a language in the address, the stored choice (its cookie) renders the page.
  await page.goto('/tuyen-dung');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  // And the address wins over it.
  await page.goto('/tuyen-dung?lang=vi');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuyển dụng');
  // Switching keeps the path, and the address names the new language: a reload shows the choice.
  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(/\/tuyen-dung\?lang=en$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  expect(problems).toEqual([]);
});

test('a referral code in the address reaches the purchase links of a server-rendered page', async ({
  page,
}) => {
  await page.goto('/gioi-thieu?afflink=GT2024');
  await hydrated(page);
  const buy = page.locator('header a[href^="/mua-hang/san-pham"]').first();
  await expect(buy).toHaveAttribute('href', /afflink=GT2024/);
  expect(await page.evaluate(() => sessionStorage.getItem('afflinkValue'))).toBe('GT2024');
});

test("an ad's or a share's tracking parameters: the page everyone gets, hydrated, the parameters kept", async ({
  page,
}) => {
  const problems = watchConsole(page);
  // The server renders and caches these pages without the trackers; the browser hydrates them at
  // the address it asked for, which keeps them (a redirect puts them back too).
  await page.goto('/mua-hang/san-pham?utm_source=zalo&utm_medium=social&zarsrc=30');
  await hydrated(page);
  await expect(page).toHaveURL(/[?&]sort=newest/);
  await expect(page).toHaveURL(/[?&]utm_source=zalo&utm_medium=social&zarsrc=30/);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The page's own links are the server's, campaign-free, in the browser too: sorted anew, the
  // catalogue's address and its page links carry the page's parameters only.
  await page.getByRole('combobox', { name: 'Sắp xếp', exact: true }).selectOption('price-asc');
  await expect(page).toHaveURL(/\/mua-hang\/san-pham\?sort=price-asc$/);
  await expect(page.locator('main a[href*="page=2"]').first()).toHaveAttribute(
    'href',
    '/mua-hang/san-pham?sort=price-asc&page=2',
  );
  await page.goto('/mua-hang/san-pham/CPH-001?utm_source=facebook&fbclid=IwAR0&afflink=GT2024');
  await hydrated(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/mua-hang\/san-pham\/CPH-001$/,
  );
  expect(await page.evaluate(() => sessionStorage.getItem('afflinkValue'))).toBe('GT2024');
  expect(problems).toEqual([]);
});
