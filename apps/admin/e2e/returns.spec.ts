import { type Browser, expect, type Page, test } from '@playwright/test';
import { auditAccessibility } from '@shop/e2e/a11y';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { deliveredOrderThroughApi } from '@shop/e2e/checkout';
import { useTokenInPage as keepTokenInPage, loginThroughApi, registerVerifiedUser } from '@shop/e2e/session';
import { keepScreenshot, logInToConsole, openMenuEntry } from './support/console';
import { PNG } from './support/pictures';

/**
 * Issue 33's returns journeys: a delivered order comes back with two photos and is refunded, step by
 * step in the console, while the shopper's order page shows each step; an exchange makes a new
 * order; after the window the shop no longer offers the request.
 */

const money = (amount: number) => new RegExp(`${amount.toLocaleString('de-DE')}\\s₫`);

/** The shopper's own phone (another browser context than the console's), on the order history. */
async function openShopperPhone(browser: Browser, token: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await keepTokenInPage(page, token);
  await page.goto('/user-profile/purchased-return');
  return page;
}

/** The console's return of an order, opened from the menu's "Đổi trả" and the status tab. */
async function openReturn(page: Page, soCt: string, tab?: string) {
  await openMenuEntry(page, 'Đổi trả');
  await expect(page.getByRole('heading', { name: 'Đổi trả', level: 1 })).toBeVisible();
  if (tab)
    await page
      .getByRole('navigation', { name: 'Lọc yêu cầu đổi trả' })
      .getByRole('button', { name: tab })
      .click();
  await page
    .getByTestId('return-list')
    .getByRole('link')
    .filter({ hasText: `Đơn ${soCt}` })
    .click();
  await expect(page.getByTestId('return-status')).toBeVisible();
}

/** Clicks a step's button, then the same words in its dialog, and waits for the dialog to close. */
async function runStep(
  page: Page,
  label: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByTestId('return-actions').getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await fill?.(dialog);
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * A new shopper with a delivered order of two units, on their phone's order history with the
 * request form of that order open (and the owner's console token).
 */
async function openRequestForm(page: Page, browser: Browser, name: string, units: string, reason: string) {
  const owner = await loginThroughApi(page.request, DEMO_OWNER.email, DEMO_OWNER.password);
  const shopper = await registerVerifiedUser(page.request, name);
  const order = await deliveredOrderThroughApi(page.request, shopper.token, owner, {
    ma_vt: 'CPH-007',
    sl_xuat: 2,
  });
  const shop = await openShopperPhone(browser, shopper.token);
  const card = shop.getByTestId('order-card').filter({ hasText: order.so_ct });
  await card.getByRole('button', { name: 'Yêu cầu đổi/trả' }).click();
  const form = card.getByTestId('return-form');
  await form.getByLabel(/^Số lượng trả/).fill(units);
  await form.getByLabel('Lý do').selectOption({ label: reason });
  return { order, shop, card, form };
}

test('a delivered order comes back with two photos: the owner approves, receives and refunds, the shopper sees each step (issue 33)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { order, shop, card, form } = await openRequestForm(
    page,
    browser,
    'Phạm Thu Hà',
    '1',
    'Hàng bị hỏng, vỡ',
  );
  await form.getByLabel('Mô tả thêm').fill('Gói cà phê bị rách <b>khi nhận</b>');
  await form.getByLabel('Thêm ảnh hoặc video').setInputFiles([
    { name: 'IMG_0101.png', mimeType: 'image/png', buffer: PNG },
    { name: 'IMG_0102.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(form.getByRole('img', { name: 'Ảnh 2' })).toBeVisible();
  await expect(form.getByText('Ảnh và video (2/5 ảnh, 0/1 video)')).toBeVisible();
  await auditAccessibility(shop);
  await keepScreenshot(shop, 'return-request', 390);
  await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  const request = card.getByTestId('order-return');
  await expect(request.getByTestId('return-step')).toHaveText([/^Đã gửi yêu cầu/]);

  // The owner: the inbox's new tab, the return with its photos, then each step.
  await logInToConsole(page, DEMO_OWNER);
  await openReturn(page, order.so_ct);
  await expect(page.getByRole('img', { name: 'Ảnh 2 của khách' })).toBeVisible();
  await expect(page.getByTestId('return-note')).toHaveText('Gói cà phê bị rách <b>khi nhận</b>');
  const total = page.getByTestId('return-total');
  await expect(total).toBeVisible();
  const refund = Number((await total.textContent())?.replace(/\D/g, ''));
  expect(refund).toBeGreaterThan(0);
  await auditAccessibility(page);
  await keepScreenshot(page, 'return-page', 1280);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'return-page', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await runStep(page, 'Duyệt yêu cầu', async (dialog) => {
    await dialog.getByLabel('Hướng dẫn cho khách').selectOption('send-back');
    await dialog.getByLabel('Ghi chú cho khách').fill('Gửi lại gói hàng về 12 Lý Tự Trọng, Quận 1');
  });
  await expect(page.getByTestId('return-status')).toHaveText('Đã duyệt');
  await runStep(page, 'Đã nhận hàng trả', async (dialog) => {
    await dialog.getByLabel('Hàng trả về').selectOption('restock');
  });
  await expect(page.getByTestId('return-status')).toHaveText('Đã nhận hàng');
  await page.getByTestId('return-actions').getByRole('button', { name: 'Hoàn tiền' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('refund-how')).toContainText(money(refund));
  await expect(dialog.getByTestId('refund-how')).toContainText('màn Thanh toán');
  await auditAccessibility(page);
  await keepScreenshot(page, 'return-refund-dialog', 1280);
  await dialog.getByRole('button', { name: 'Hoàn tiền' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('Đã hoàn tiền');
  await expect(page.getByTestId('return-actions').getByRole('button')).toHaveCount(0);

  // The refund on the Payments screen (a COD order: the shop transfers it back).
  await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Thanh toán' }).click();
  const row = page
    .locator('[data-testid="payment-row"][data-kind="refund"]')
    .filter({ hasText: order.so_ct });
  await expect(row).toContainText(money(refund));

  // The shopper's order page: each step, the shop's instructions among them.
  await shop.reload();
  await expect(request.getByTestId('return-step')).toHaveText([
    /^Đã gửi yêu cầu/,
    /^Cửa hàng đã duyệt yêu cầu.*Gửi lại gói hàng về 12 Lý Tự Trọng, Quận 1/s,
    /^Cửa hàng đã nhận hàng trả/,
    /^Đã hoàn tiền/,
  ]);
  await request.scrollIntoViewIfNeeded();
  await keepScreenshot(shop, 'return-steps', 390);
  await shop.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(shop, 'return-steps', 1280);
  await shop.context().close();
});

test('an exchange makes a new order at no charge; after the window the shop no longer offers a request (issue 33)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { order, shop, card, form } = await openRequestForm(
    page,
    browser,
    'Đỗ Minh Khoa',
    '2',
    'Giao sai sản phẩm',
  );
  await form.getByRole('radio', { name: 'Đổi hàng' }).check();
  await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(card.getByTestId('order-return')).toContainText('Yêu cầu đổi hàng');

  await logInToConsole(page, DEMO_OWNER);
  await openReturn(page, order.so_ct);
  await runStep(page, 'Duyệt yêu cầu', async (dialog) => {
    await dialog.getByLabel('Hướng dẫn cho khách').selectOption('keep');
  });
  await runStep(page, 'Tạo đơn đổi hàng');
  await expect(page.getByTestId('return-status')).toHaveText('Đã đổi hàng');
  const exchange = page.getByRole('link', { name: /^Đơn DH/ }).last();
  await keepScreenshot(page, 'return-exchanged', 1280);
  await exchange.click();
  await expect(page.getByRole('heading', { name: /^Đơn DH/ })).toBeVisible();
  const newCode =
    (await page.getByRole('heading', { name: /^Đơn DH/ }).textContent())?.replace('Đơn ', '') ?? '';
  expect(newCode).not.toBe(order.so_ct);

  // The console's inbox: the exchanged tab lists it.
  await openMenuEntry(page, 'Đổi trả');
  await page
    .getByRole('navigation', { name: 'Lọc yêu cầu đổi trả' })
    .getByRole('button', { name: /^Đã đổi hàng/ })
    .click();
  await expect(page.getByTestId('return-list')).toContainText(order.so_ct);
  await keepScreenshot(page, 'returns-list', 1280);
  await page.setViewportSize({ width: 390, height: 844 });
  await auditAccessibility(page);
  await keepScreenshot(page, 'returns-list', 390);

  // The shopper sees the new order's link and the new order in the history.
  await shop.reload();
  const link = card.getByRole('link', { name: `Xem đơn đổi hàng ${newCode}` });
  await expect(link).toBeVisible();
  await expect(shop.getByRole('article', { name: `Đơn hàng ${newCode}` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Yêu cầu đổi/trả' })).toBeVisible();

  // 49 hours after the delivery (the window is 48), the button is gone from the delivered order.
  await shop.clock.setFixedTime(new Date(Date.now() + 49 * 3_600_000));
  await shop.reload();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Yêu cầu đổi/trả' })).toHaveCount(0);
  await shop.context().close();
});
