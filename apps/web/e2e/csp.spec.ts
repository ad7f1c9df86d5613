import { expect, type Page, test } from '@shop/e2e/journey';
import { watchPolicy } from '@shop/e2e/csp';
import { addToCartThroughApi, checkoutForm, fillReceiver, HCM } from '@shop/e2e/checkout';
import { hydrated } from './support/hydration';
import { expectEnforcedPolicy } from './support/watch';
import { registerVerifiedUser, useTokenInPage } from '@shop/e2e/session';

// The Content-Security-Policy, enforced (decision 037): every kind of page of the shop runs under
// it in Chromium without one violation, and a script that is not the shop's own does not run.

// Every public page (PUBLIC_PAGES, in both languages at both widths) is walked under the policy by
// public-pages.spec.ts; the server-rendered screens of a shopper here are their frame and skeleton
// only (issue 28), the shopper's data comes in the browser.
const SERVER_RENDERED = ['/cart', '/checkout'];
/** Screens the browser renders from the shell (a shopper's own data). */
const CLIENT_RENDERED = ['/dang-nhap', '/dang-ky', '/quen-mat-khau'];
const ACCOUNT = [
  '/user-profile/my-profile',
  '/user-profile/address-book',
  '/user-profile/purchased-return',
  '/user-profile/liked-product',
];

async function visit(page: Page, address: string, status = 200) {
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(status);
  expectEnforcedPolicy(await response!.allHeaders(), address);
}

/**
 * Shows each address's heading in turn (a server-rendered page's once hydrated); a violation fails
 * at the address that made it.
 */
async function visitEach(
  page: Page,
  addresses: readonly string[],
  violations: readonly string[],
  { isServerRendered = false } = {},
) {
  for (const address of addresses) {
    await visit(page, address);
    if (isServerRendered) await hydrated(page);
    await expect(page.locator(isServerRendered ? 'main h1' : 'h1').first(), address).toBeVisible();
    expect(violations, address).toEqual([]);
  }
}

/** The screens in turn, under the policy; none of them, nor what they load after, reports a violation. */
async function expectScreensWithoutViolations(page: Page, addresses: readonly string[]) {
  const violations = await watchPolicy(page);
  await visitEach(page, addresses, violations);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
}

test('the cart, the checkout, the not-found page, a toast and a move in the browser run under the enforced policy without a violation', {
  tag: '@desktop',
}, async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);
  await visitEach(page, SERVER_RENDERED, violations, { isServerRendered: true });
  await visit(page, '/khong-co-trang-nay', 404);
  await hydrated(page);

  // A toast (its styles written at run time), then a move to another page in the browser.
  await visit(page, '/mua-hang/san-pham/NSA-004?lang=vi');
  await hydrated(page);
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByText('Thêm vào giỏ hàng thành công')).toBeVisible();
  // The footer's link: the header's menu is folded away on a phone.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Hướng dẫn đặt hàng' }).click();
  await expect(page).toHaveURL(/\/huong-dan\/huong-dan-dat-hang$/);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('every screen the browser renders from the shell runs under the policy without a violation', {
  tag: '@desktop',
}, async ({ page }) => {
  test.setTimeout(120_000);
  await expectScreensWithoutViolations(page, CLIENT_RENDERED);
});

test("a customer's account screens run under the policy without a violation", { tag: '@desktop' }, async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await registerVerifiedUser(page.request);
  await useTokenInPage(page, user.token);
  await expectScreensWithoutViolations(page, ACCOUNT);
});

test('the e-wallet sandbox gateway and the outbox page run under policies of their own', {
  tag: '@desktop',
}, async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);
  // The cart line before the home page (see addToCartThroughApi).
  await addToCartThroughApi(page, 'CPH-007', 1);
  await page.goto('/');
  await visit(page, '/checkout');
  const form = checkoutForm(page);
  await fillReceiver(form, { name: 'Anh Ví', phone: '0901234567', line: '1 Trần Phú', province: HCM });
  await form.getByLabel(/Ví điện tử VNPay/).check();
  const gateway = page.waitForResponse((response) => response.url().includes('/sandbox-gateway/vnpay?'));
  await form.getByRole('button', { name: 'Đặt hàng' }).click();
  const gatewayHeaders = await (await gateway).allHeaders();
  expect(gatewayHeaders['content-security-policy']).toMatch(/default-src 'none'/);
  // The page's own stylesheet applies (allowed by its hash): the amount is bold.
  await expect(page.getByTestId('amount')).toHaveCSS('font-weight', '700');
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-alert\?.*vnp_SecureHash=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán thành công' })).toBeVisible();

  const outbox = await page.goto('/dev/outbox');
  expect((await outbox!.allHeaders())['content-security-policy']).toMatch(/default-src 'none'/);
  await expect(page.locator('table')).toHaveCSS('border-collapse', 'collapse');
  expect(violations).toEqual([]);
});

test('a script that is not the shop’s own does not run, and is reported', { tag: '@desktop' }, async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  await visit(page, '/gioi-thieu');
  await hydrated(page);
  // As a document's text smuggled into the page would be: an inline script, and an event handler.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.smuggled = true';
    document.body.appendChild(script);
    const image = document.createElement('img');
    image.setAttribute('src', 'data:,');
    image.setAttribute('onerror', 'window.smuggledHandler = true');
    document.body.appendChild(image);
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => 'smuggled' in window || 'smuggledHandler' in window)).toBe(false);
  expect(violations.join('\n')).toMatch(/script-src/);
});
