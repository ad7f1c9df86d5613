import { expect, type Page, test } from '@playwright/test';
import { switchLanguage } from './support/header';
import { PUBLIC_PAGES } from './support/public-pages';

// Server rendering and hydration (decision 022): every public route, hydrated without a warning or
// an error in the console, in the language its address asks for.

/** Console warnings and errors, uncaught errors, and failed requests other than the page's own. */
function watchConsole(page: Page, expectedStatus = 200): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The not-found page's own document answers 404 on purpose; Chromium reports that too.
    if (expectedStatus === 404 && message.location().url === page.url()) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The router's client has taken the page over (its hydration script clears `$_TSR`). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window));
  await page.waitForLoadState('networkidle');
}

for (const language of ['vi', 'en'] as const) {
  test(`every public route hydrates without a warning or an error (${language})`, { tag: '@both' }, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    for (const route of PUBLIC_PAGES) {
      const address = `${route}${route.includes('?') ? '&' : '?'}lang=${language}`;
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await hydrated(page);
      await expect(page.locator('html'), address).toHaveAttribute('lang', language);
      await expect(page.locator('main h1').first(), address).toBeVisible();
      expect(problems, address).toEqual([]);
    }
  });
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
