import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { auditAccessibility } from '@shop/e2e/a11y';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { deliveredOrderThroughApi } from '@shop/e2e/checkout';
import { useTokenInPage as keepTokenInPage, loginThroughApi, registerVerifiedUser } from '@shop/e2e/session';
import { keepScreenshot, openConsole, openMenuEntry, signInToConsole } from './support/console';
import { test } from './support/owner';
import { PNG } from './support/pictures';

/**
 * Issue 33's returns journeys: a delivered order paid by MoMo comes back with two photos and is
 * refunded through the MoMo simulator, step by step in the console, while the shopper's order page
 * shows each step; a cash order's refund is left due on the Payments screen; an exchange makes a new
 * order; after the window the shop no longer offers the request. The console's and the shop's
 * screens of the refund and the exchange are checked at both widths (`@both`: the console's menu,
 * the return page's columns, the account's menu differ); the cash refund and the window do not
 * depend on the width and run once (the console at 1280 px, the shopper's phone at 390 px).
 */

// A journey: a shopper's order delivered, then the console's steps and the shopper's page.
test.describe.configure({ timeout: 180_000 });

const money = (amount: number) => new RegExp(`${amount.toLocaleString('de-DE')}\\s₫`);

/** The project's width and device (1280 px, or the phone's 390 px with touch). */
function projectDevice() {
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  return { viewport: viewport ?? { width: 1280, height: 800 }, isMobile, hasTouch };
}

/** The shopper's own browser (another context than the console's), on the order history. */
async function openShopperBrowser(
  browser: Browser,
  token: string,
  device: ReturnType<typeof projectDevice> = projectDevice(),
) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await keepTokenInPage(page, token);
  await page.goto('/user-profile/purchased-return');
  return page;
}

/** A screenshot at the project's width. */
const shoot = (page: Page, name: string) => keepScreenshot(page, name, projectDevice().viewport.width);

const PHONE_DEVICE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The console's return of an order, opened from the menu's "Đổi trả" and the status tab. */
async function openReturn(page: Page, soCt: string, tab?: string | RegExp) {
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
 * A new shopper with a delivered order of two units (cash on delivery or paid by MoMo), in their
 * own browser's order history with the request form of that order open (and the owner's token).
 */
async function openRequestForm(
  page: Page,
  browser: Browser,
  request: { name: string; units: string; reason: string; payment?: 'cod' | 'momo' },
  device?: ReturnType<typeof projectDevice>,
) {
  const owner = await loginThroughApi(page.request, DEMO_OWNER.email, DEMO_OWNER.password);
  const shopper = await registerVerifiedUser(page.request, request.name);
  const order = await deliveredOrderThroughApi(
    page.request,
    shopper.token,
    owner,
    { ma_vt: 'CPH-007', sl_xuat: 2 },
    request.payment,
  );
  const shop = await openShopperBrowser(browser, shopper.token, device);
  const card = shop.getByTestId('order-card').filter({ hasText: order.so_ct });
  await card.getByRole('button', { name: 'Yêu cầu đổi/trả' }).click();
  const form = card.getByTestId('return-form');
  await form.getByLabel(/^Số lượng trả/).fill(request.units);
  await form.getByLabel('Lý do').selectOption({ label: request.reason });
  return { order, shop, card, form };
}

/** Two photos on the form, then sent: the request's first step shows on the shopper's card. */
async function sendWithTwoPhotos(form: Locator, card: Locator) {
  await form.getByLabel('Thêm ảnh hoặc video').setInputFiles([
    { name: 'IMG_0101.png', mimeType: 'image/png', buffer: PNG },
    { name: 'IMG_0102.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(form.getByRole('img', { name: 'Ảnh 2' })).toBeVisible();
  await expect(form.getByText('Ảnh và video (2/5 ảnh, 0/1 video)')).toBeVisible();
  await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(card.getByTestId('order-return').getByTestId('return-step')).toHaveText([/^Đã gửi yêu cầu/]);
}

/** The owner approves (send back, with a note) and receives (restock); the refund's amount. */
async function approveAndReceive(page: Page, soCt: string) {
  await signInToConsole(page, DEMO_OWNER);
  await openConsole(page);
  await openReturn(page, soCt);
  await expect(page.getByRole('img', { name: 'Ảnh 2 của khách' })).toBeVisible();
  const total = page.getByTestId('return-total');
  await expect(total).toBeVisible();
  const refund = Number((await total.textContent())?.replace(/\D/g, ''));
  expect(refund).toBeGreaterThan(0);
  await runStep(page, 'Duyệt yêu cầu', async (dialog) => {
    await dialog.getByLabel('Hướng dẫn cho khách').selectOption('send-back');
    await dialog.getByLabel('Ghi chú cho khách').fill('Gửi lại gói hàng về 12 Lý Tự Trọng, Quận 1');
  });
  await expect(page.getByTestId('return-status')).toHaveText('Đã duyệt');
  await runStep(page, 'Đã nhận hàng trả', async (dialog) => {
    await dialog.getByLabel('Hàng trả về').selectOption('restock');
  });
  await expect(page.getByTestId('return-status')).toHaveText('Đã nhận hàng');
  return refund;
}

test('a delivered order paid by MoMo comes back with two photos: the owner approves, receives and refunds through MoMo, the simulator refunds it, the shopper sees each step (issue 33) @both', async ({
  page,
  browser,
}) => {
  const { order, shop, card, form } = await openRequestForm(page, browser, {
    name: 'Phạm Thu Hà',
    units: '1',
    reason: 'Hàng bị hỏng, vỡ',
    payment: 'momo',
  });
  await form.getByLabel('Mô tả thêm').fill('Gói cà phê bị rách <b>khi nhận</b>');
  await auditAccessibility(shop);
  await shoot(shop, 'return-request');
  await sendWithTwoPhotos(form, card);

  // The owner: the inbox, the return with its photos and the escaped note, then each step.
  const refund = await approveAndReceive(page, order.so_ct);
  await expect(page.getByTestId('return-note')).toHaveText('Gói cà phê bị rách <b>khi nhận</b>');
  await auditAccessibility(page);
  await shoot(page, 'return-page');
  await page.getByTestId('return-actions').getByRole('button', { name: 'Hoàn tiền' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('refund-how')).toContainText(money(refund));
  await expect(dialog.getByTestId('refund-how')).toContainText('Tiền được hoàn qua MoMo');
  await auditAccessibility(page);
  await shoot(page, 'return-refund-dialog');
  await dialog.getByRole('button', { name: 'Hoàn tiền' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('Đã hoàn tiền');
  await expect(page.getByTestId('return-actions').getByRole('button')).toHaveCount(0);

  // The refund job asks the MoMo simulator; its answer (refunded, with MoMo's transId) reaches the
  // order's timeline with the return's amount.
  await page.getByRole('link', { name: `Đơn ${order.so_ct}` }).click();
  const done = new RegExp(
    `Hoàn tiền ${money(refund).source} qua MoMo: đã hoàn, mã tham chiếu \\d+ \\(lý do: Đổi/trả ${order.so_ct} #`,
  );
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(done)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  // Nothing more to refund for that line: what MoMo took less the return's refund.
  await page.getByRole('button', { name: 'Hoàn tiền qua MoMo' }).click();
  await expect(page.getByRole('dialog').getByLabel('Số tiền hoàn (VND)')).toHaveValue(
    String(order.t_tt_nt - refund),
  );
  await page.keyboard.press('Escape');

  // The Payments screen: the MoMo refund, done, of the return's amount.
  await openMenuEntry(page, 'Thanh toán');
  const row = page
    .locator('[data-testid="payment-row"][data-kind="refund"]')
    .filter({ hasText: order.so_ct });
  await expect(row).toHaveAttribute('data-state', 'done');
  await expect(row).toContainText(money(refund));

  // The shopper's order page: each step, the shop's instructions among them.
  await shop.reload();
  const request = card.getByTestId('order-return');
  await expect(request.getByTestId('return-step')).toHaveText([
    /^Đã gửi yêu cầu/,
    /^Cửa hàng đã duyệt yêu cầu.*Gửi lại gói hàng về 12 Lý Tự Trọng, Quận 1/s,
    /^Cửa hàng đã nhận hàng trả/,
    /^Đã hoàn tiền/,
  ]);
  await request.scrollIntoViewIfNeeded();
  await shoot(shop, 'return-steps');
  await shop.context().close();
});

test('a cash-on-delivery return refund is left due on the Payments screen until the bank refund that pays it is recorded (issue 33)', async ({
  page,
  browser,
}) => {
  const { order, shop, card, form } = await openRequestForm(
    page,
    browser,
    { name: 'Lê Văn Tâm', units: '1', reason: 'Hàng bị hỏng, vỡ' },
    PHONE_DEVICE,
  );
  await sendWithTwoPhotos(form, card);
  const refund = await approveAndReceive(page, order.so_ct);
  await page.getByTestId('return-actions').getByRole('button', { name: 'Hoàn tiền' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('refund-how')).toContainText(money(refund));
  await expect(dialog.getByTestId('refund-how')).toContainText('màn Thanh toán');
  await dialog.getByRole('button', { name: 'Hoàn tiền' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('Đã hoàn tiền');

  // The refund on the Payments screen (a COD order: the shop transfers it back).
  await openMenuEntry(page, 'Thanh toán');
  const row = page
    .locator('[data-testid="payment-row"][data-kind="refund"]')
    .filter({ hasText: order.so_ct });
  await expect(row).toContainText(money(refund));
  await expect(row).toContainText(`Đổi/trả ${order.so_ct}`);
  await expect(row).toHaveAttribute('data-state', 'due');

  // The shop transfers it back and records it on the order page: the due is settled, counted once.
  await page.goto(`/admin/orders/${order._id}`);
  await page.getByRole('button', { name: 'Ghi nhận hoàn tiền qua ngân hàng' }).click();
  const bank = page.getByRole('dialog', { name: 'Ghi nhận hoàn tiền qua ngân hàng' });
  // What the return owes, not the whole cash the delivery collected.
  await expect(bank.getByLabel('Số tiền đã hoàn (VND)')).toHaveValue(String(refund));
  await bank.getByLabel('Mã tham chiếu của ngân hàng').fill('FT26334777001');
  await bank.getByLabel('Lý do hoàn tiền').fill(`Đổi/trả ${order.so_ct}`);
  await bank.getByRole('button', { name: 'Ghi nhận hoàn tiền' }).click();
  await expect(bank).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ghi nhận hoàn tiền qua ngân hàng' })).toHaveCount(0);
  await openReturn(page, order.so_ct, /^Đã hoàn tiền/);
  await expect(page.getByTestId('return-refund-state')).toHaveText('Đã hoàn tiền cho khách');
  await openMenuEntry(page, 'Thanh toán');
  await expect(row).toHaveAttribute('data-state', 'done');
  await expect(row).toContainText('FT26334777001');
  await shop.context().close();
});

test('an exchange makes a new order at no charge: the console links it, the shopper sees it (issue 33) @both', async ({
  page,
  browser,
}) => {
  const { order, shop, card, form } = await openRequestForm(page, browser, {
    name: 'Đỗ Minh Khoa',
    units: '2',
    reason: 'Giao sai sản phẩm',
  });
  await form.getByRole('radio', { name: 'Đổi hàng' }).check();
  await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(card.getByTestId('order-return')).toContainText('Yêu cầu đổi hàng');

  await signInToConsole(page, DEMO_OWNER);
  await openConsole(page);
  await openReturn(page, order.so_ct);
  await runStep(page, 'Duyệt yêu cầu', async (dialog) => {
    await dialog.getByLabel('Hướng dẫn cho khách').selectOption('keep');
  });
  await runStep(page, 'Tạo đơn đổi hàng');
  await expect(page.getByTestId('return-status')).toHaveText('Đã đổi hàng');
  const exchange = page.getByRole('link', { name: /^Đơn DH/ }).last();
  await shoot(page, 'return-exchanged');
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
  await auditAccessibility(page);
  await shoot(page, 'returns-list');

  // The shopper sees the new order's link and the new order in the history.
  await shop.reload();
  const link = card.getByRole('link', { name: `Xem đơn đổi hàng ${newCode}` });
  await expect(link).toBeVisible();
  await expect(shop.getByRole('article', { name: `Đơn hàng ${newCode}` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Yêu cầu đổi/trả' })).toBeVisible();
  await shop.context().close();
});

test('49 hours after the delivery (the window is 48) the shop no longer offers a request (issue 33)', async ({
  page,
  browser,
}) => {
  const owner = await loginThroughApi(page.request, DEMO_OWNER.email, DEMO_OWNER.password);
  const shopper = await registerVerifiedUser(page.request, 'Trần Gia Bảo');
  const order = await deliveredOrderThroughApi(page.request, shopper.token, owner, {
    ma_vt: 'CPH-007',
    sl_xuat: 1,
  });
  const shop = await openShopperBrowser(browser, shopper.token, PHONE_DEVICE);
  const card = shop.getByTestId('order-card').filter({ hasText: order.so_ct });
  await expect(card.getByRole('button', { name: 'Yêu cầu đổi/trả' })).toBeVisible();
  await shop.clock.setFixedTime(new Date(Date.now() + 49 * 3_600_000));
  await shop.reload();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Yêu cầu đổi/trả' })).toHaveCount(0);
  await shop.context().close();
});
