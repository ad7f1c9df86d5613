import { expect, test } from '@shop/e2e/journey';
import { isMobile, openDrawer, switchLanguage } from './support/header';
import { hydrated } from './support/hydration';

test.describe('header', () => {
  test('desktop: the products sub-menu opens on hover and with the keyboard', { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await expect(nav.getByRole('link', { name: 'Tuyển dụng' })).toBeVisible();
    const tea = nav.getByRole('link', { name: 'Trà', exact: true }).first();
    await expect(tea).toBeHidden();

    // The first paint is a look-alike; hovering means something once the real menu has arrived.
    const opener = nav.getByRole('button', { name: 'Mở danh mục Sản phẩm' });
    await expect(opener).toBeVisible();
    await nav.getByRole('link', { name: 'Sản phẩm', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Nước ép ổi' })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(nav.getByRole('link', { name: 'Nước ép ổi' })).toBeHidden();

    // Keyboard: the chevron opens the list, Tab walks into it, Enter follows the link.
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Trà', exact: true }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();

    await nav.getByRole('link', { name: 'Tin tức', exact: true }).hover();
    await nav.getByRole('link', { name: 'Cà phê' }).last().click();
    await expect(page).toHaveURL(/\/tin-tuc\/ca-phe$/);
  });

  test('desktop: search popover goes to the results on Enter and closes', { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    const box = page.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' });
    await expect(box).toBeFocused();
    await box.fill('ca phe');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/mua-hang\/tim-kiem\?keyword=ca(\+|%20)phe(&|$)/);
    await expect(box).toBeHidden();
  });

  test('mobile: the drawer opens, folds its sub-menus, searches and closes with Escape', {
    tag: '@mobile',
  }, async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeHidden();
    let drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: 'Trà', exact: true })).toBeHidden();
    await drawer.getByRole('button', { name: 'Mở danh mục Sản phẩm' }).click();
    await drawer.getByRole('link', { name: 'Nước tăng lực' }).click();
    await expect(page).toHaveURL(/\/san-pham\/nuoc-tang-luc$/);
    await expect(drawer).toBeHidden();

    drawer = await openDrawer(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mở menu' })).toBeFocused();

    drawer = await openDrawer(page);
    const box = drawer.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' });
    await box.fill('trà xanh');
    await drawer.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page).toHaveURL(/\/mua-hang\/tim-kiem\?keyword=tr/);
    await expect(drawer).toBeHidden();
  });

  test('mobile: the drawer works with the keyboard alone', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Mở menu' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu chính' });
    await expect(drawer.getByRole('button', { name: 'Đóng menu' })).toBeVisible();
    const opener = drawer.getByRole('button', { name: 'Mở danh mục Tin tức' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'Trà', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tin-tuc\/tra$/);
  });

  test('cart and login sit in the header at every width', { tag: '@both' }, async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const cart = page.getByRole('button', { name: /^Giỏ hàng/ });
    await cart.click();
    await expect(page.getByText('Giỏ hàng của bạn đang trống.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/dang-nhap');
  });
});

test('switching language keeps the path and query, and sets lang on <html>', { tag: '@both' }, async ({
  page,
}) => {
  await page.goto('/lien-he?ref=mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Contact — /);
  const url = new URL(page.url());
  expect(url.pathname + url.search).toBe('/lien-he?ref=mail');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await switchLanguage(page, 'Tiếng Việt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page).toHaveTitle(/^Liên hệ — /);
});

test('a referral code is kept for the session and added to purchase links', { tag: '@both' }, async ({
  page,
}) => {
  await page.goto('/lien-he?afflink=DAILY01');
  // The page's script, which keeps the code, loads once the page has painted (decision 022).
  await hydrated(page);
  await page.goto('/');
  expect(await page.evaluate(() => sessionStorage.getItem('afflinkValue'))).toBe('DAILY01');
  if (isMobile(page)) await openDrawer(page);
  const buy = page.getByRole('link', { name: 'Mua hàng' }).last();
  await expect(buy).toHaveAttribute('href', '/mua-hang/san-pham?sort=newest&afflink=DAILY01');
});

test('the error page leads home; an unknown address is the not-found page (404) with a way home', async ({
  page,
}) => {
  await page.goto('/error');
  await expect(page).toHaveURL(/\/$/);
  const response = await page.goto('/khong-co-trang-nay');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang');
  await expect(page.locator('main').getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
});

test('the scroll-to-top button appears after 400 px and brings the page back up', async ({ page }) => {
  await page.goto('/lien-he');
  // The button listens to scrolling once the browser has taken the page over.
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Lên đầu trang' });
  await expect(button).toBeHidden();
  // The footer arrives after the first render: scroll once the page has its full height.
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeAttached();
  await page.mouse.wheel(0, 1200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
});
