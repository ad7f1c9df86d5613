import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './support/owner';
import { auditAccessibility } from '@shop/e2e/a11y';
import { placeOrderThroughApi } from '@shop/e2e/checkout';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_STAFF } from '@shop/e2e/accounts';
import {
  keepScreenshot,
  logInToConsole,
  openConsole,
  openMenuEntry,
  openMoreMenu,
  signInToConsole,
} from './support/console';
import { expectShopperMails } from './support/outbox';
import { buyInShop, expectInHistory, openShopper } from './support/journey';

/** The console's words of the journey in each language. */
const WORDS = {
  vi: {
    status: 'Đơn mới',
    confirm: 'Xác nhận đơn',
    yes: 'Đồng ý',
    confirmed: 'Đã xác nhận',
    ship: 'Giao cho vận chuyển',
    carrier: 'Đơn vị vận chuyển',
    tracking: 'Mã vận đơn',
    trackingRule: 'Mã vận đơn gồm 4–40 chữ cái, chữ số hoặc dấu gạch',
    shipping: 'Đang giao hàng',
    invoice: 'In hoá đơn',
    invoiceTitle: 'Hoá đơn bán hàng',
  },
  en: {
    status: 'New order',
    confirm: 'Confirm order',
    yes: 'Yes, go ahead',
    confirmed: 'Confirmed',
    ship: 'Hand to carrier',
    carrier: 'Carrier',
    tracking: 'Tracking code',
    trackingRule: 'The tracking code has 4–40 letters, digits or dashes',
    shipping: 'Shipping',
    invoice: 'Print invoice',
    invoiceTitle: 'Sales invoice',
  },
} as const;

/** The shopper's mails of the journey: kind, subject and a line of the text, in each language. */
const MAILS = {
  vi: (code: string, _tracking: string) =>
    [
      ['order-placed', `Đã nhận đơn hàng ${code}`, 'Tổng thanh toán:'],
      ['order-confirmed', `Đơn hàng ${code} đã được xác nhận`, 'Trạng thái: Đã xác nhận'],
      // The carrier the shopper chose, by name (the tracking code: the English journey's mail).
      [
        'order-shipped',
        `Đơn hàng ${code} đã được giao cho đơn vị vận chuyển`,
        'Đơn vị vận chuyển: Viettel Post',
      ],
    ] as const,
  en: (code: string, tracking: string) =>
    [
      ['order-placed', `We received your order ${code}`, code],
      ['order-confirmed', `Your order ${code} is confirmed`, code],
      ['order-shipped', `Your order ${code} is with the carrier`, tracking],
    ] as const,
};

/**
 * The journey of issue 13 at one width and language: a shopper buys in the shop, the order shows in
 * the open inbox without a reload, the owner confirms it, hands it to a carrier with a tracking
 * code and opens its invoice; the shopper's order history shows the status and the code. Every
 * console screen passed is audited (axe: no serious or critical violation).
 */
async function runJourney(
  page: Page,
  shopper: { page: Page; token: string },
  language: 'vi' | 'en',
  width: number,
) {
  const words = WORDS[language];
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login/);
  await auditAccessibility(page);
  await logInToConsole(page, DEMO_OWNER);
  if (language === 'en') {
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  }

  // The shopper buys in their own browser while the inbox stays open: no reload here. (Guest
  // orders reach the inbox the same way: the bulk test below places two.)
  const order = await buyInShop(shopper, language);
  const row = page.getByRole('link', { name: order.so_ct });
  await expect(row).toBeVisible({ timeout: 6_000 });
  await expect(page.getByTestId('new-orders-badge')).toContainText(/\d+/);
  await auditAccessibility(page);
  await keepScreenshot(page, `inbox-${language}`, width);

  await row.click();
  await expect(page.getByTestId('order-status')).toHaveText(words.status);
  await page.getByRole('button', { name: words.confirm }).click();
  await page.getByRole('button', { name: words.yes }).click();
  await expect(page.getByTestId('order-status')).toHaveText(words.confirmed);

  // The carrier the shopper chose (buyInShop: Viettel Post), by name, before and in the dialog:
  // on the order's card and in the timeline's placing entry.
  await expect(page.getByText(`${words.carrier}: Viettel Post`)).toHaveCount(2);
  await page.getByRole('button', { name: words.ship }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(words.carrier)).toHaveValue('VTP');
  await expect(dialog.getByLabel(words.carrier).locator('option:checked')).toHaveText('Viettel Post');
  await dialog.getByLabel(words.tracking).fill('x');
  await dialog.getByRole('button', { name: words.ship }).click();
  await expect(dialog.getByText(words.trackingRule)).toBeVisible();
  await auditAccessibility(page);
  const tracking = `VTP-${width}${language.toUpperCase()}`;
  await dialog.getByLabel(words.tracking).fill(tracking);
  await dialog.getByRole('button', { name: words.ship }).click();
  await expect(page.getByTestId('order-status')).toHaveText(words.shipping);
  await expect(page.getByTestId('tracking-code')).toContainText(tracking);
  await auditAccessibility(page);
  await keepScreenshot(page, `order-${language}`, width);

  // The invoice of the order, in the console's language by default.
  await page.getByRole('link', { name: words.invoice }).click();
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toHaveCount(1);
  await expect(sheet.getByRole('heading', { name: words.invoiceTitle })).toBeVisible();
  await expect(sheet).toContainText(order.so_ct);
  await expect(sheet).toContainText(tracking);
  await auditAccessibility(page);
  await keepScreenshot(page, `print-${language}`, width);

  await expectInHistory(shopper.page, language, order, { status: words.shipping, tracking });

  await test.step("the shopper's mails are in the outbox, in the shop's language", async () => {
    await expectShopperMails(
      page.request,
      order,
      DEMO_CUSTOMER.email,
      MAILS[language](order.so_ct, tracking),
    );
  });
  return order;
}

test.describe('the journey: shop → console → history', () => {
  // Two browsers, a purchase through the shop's screens and five audits: longer than one screen's test.
  test.setTimeout(180_000);

  test('in Vietnamese on a desktop (1280 px)', async ({ page, browser }) => {
    const shopper = await openShopper(browser, 'vi', false);
    await runJourney(page, shopper, 'vi', 1280);
    await shopper.page.context().close();
  });

  test('in English on a phone (390 px) @mobile', async ({ page, browser }) => {
    const shopper = await openShopper(browser, 'en', true);
    await runJourney(page, shopper, 'en', 390);
    await shopper.page.context().close();
  });
});

/**
 * On paper (print media) each sheet keeps its own header: the seller, the document's title, the
 * order code and the order date (issue 26 item 9: the console's rule hiding its frame's header
 * hid these too). Only the console's frame is hidden.
 */
async function expectPrintedHeaders(page: Page, orders: readonly { so_ct: string }[], title: string) {
  for (const order of orders) {
    const sheet = page.getByTestId('print-sheet').filter({ hasText: order.so_ct });
    const header = sheet.locator('header');
    await expect(header).toBeVisible();
    await expect(header.getByText('Moc Lam Agrifood Joint Stock Company')).toBeVisible();
    await expect(header.getByRole('heading', { name: title })).toBeVisible();
    await expect(header.getByText(order.so_ct)).toBeVisible();
    await expect(header.getByText(/Order date: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  }
}

test('bulk: select orders, confirm them together, print their packing slips, export the list', async ({
  page,
}) => {
  // Two documents printed to PDF besides the list's steps: longer than one screen's test.
  test.setTimeout(150_000);
  const orders = [
    await placeOrderThroughApi(page.request, 'cod'),
    await placeOrderThroughApi(page.request, 'bank-transfer'),
  ];
  await signInToConsole(page, DEMO_OWNER);
  await page.goto('/admin/orders?status=0');
  for (const order of orders) await page.getByRole('checkbox', { name: `Chọn đơn ${order.so_ct}` }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('Đã chọn 2 đơn');
  await page.getByRole('button', { name: 'Xác nhận đơn đã chọn' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã xác nhận 2 đơn' })).toHaveText(
    'Đã xác nhận 2 đơn; 0 đơn không xác nhận được',
  );
  for (const order of orders) await expect(page.getByRole('link', { name: order.so_ct })).toHaveCount(0);
  await auditAccessibility(page);

  // Printing from the confirmed tab: the page's select-all, then packing slips in English on A5.
  await page.goto('/admin/orders?status=1');
  await expect(page.getByRole('link', { name: orders[0]?.so_ct ?? '' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Chọn mọi đơn trên trang' }).check();
  await page.getByRole('button', { name: 'In phiếu giao hàng' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/print\?.*doc=slip/);
  await page.getByLabel('Khổ giấy').selectOption('a5');
  await page.getByLabel('Ngôn ngữ chứng từ').selectOption('en');
  const sheets = page.getByTestId('print-sheet');
  await expect(sheets.first().getByRole('heading', { name: 'Packing slip' })).toBeVisible();
  expect(await sheets.count()).toBeGreaterThanOrEqual(2);
  // A packing slip has no prices; the console around it stays Vietnamese.
  await expect(sheets.first()).not.toContainText('₫');
  await expect(page.getByRole('button', { name: 'In', exact: true })).toBeEnabled();
  await auditAccessibility(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expectPrintedHeaders(page, orders, 'Packing slip');
  await keepScreenshot(page, 'print-slips-a5', 1280);
  await page.pdf({ path: 'test-results/print/slips-a5.pdf', preferCSSPageSize: true });
  // The invoices of the same orders, on A4.
  await page.emulateMedia({ media: 'screen' });
  const invoices = new URL(page.url());
  invoices.searchParams.set('doc', 'invoice');
  invoices.searchParams.set('size', 'a4');
  await page.goto(invoices.toString());
  await expect(sheets.first().getByRole('heading', { name: 'Sales invoice' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expectPrintedHeaders(page, orders, 'Sales invoice');
  await page.pdf({ path: 'test-results/print/invoices-a4.pdf', preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });

  // The export of the filtered list: a dated CSV file with a BOM.
  await page.goto('/admin/orders?status=1');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Xuất CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^don-hang-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFMã đơn,')).toBe(true);
  for (const order of orders) expect(csv).toContain(`${order.so_ct},`);
});

test('the setup screen says so once the shop has its owner', async ({ page }) => {
  await page.goto('/admin/setup?token=not-a-live-token');
  await expect(page.getByRole('heading', { name: 'Tạo tài khoản chủ cửa hàng' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Cửa hàng đã có chủ cửa hàng, không cần thiết lập nữa');
  await auditAccessibility(page);
});

test('staff run orders but cannot open the owner-only team screen', async ({ page }) => {
  await logInToConsole(page, DEMO_STAFF);
  await openMoreMenu(page);
  await expect(page.getByRole('link', { name: 'Nhân sự' })).toHaveCount(0);
  await page.goto('/admin/team');
  // The frame's "not allowed" state: the team is the owner's area (decision 029).
  await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  await expect(page.getByText(DEMO_OWNER.email)).toHaveCount(0);
  await auditAccessibility(page);
});

test('the owner opens the team screen', async ({ ownerPage: page }) => {
  await openConsole(page);
  await openMenuEntry(page, 'Nhân sự');
  await expect(page.getByText(DEMO_STAFF.email)).toBeVisible();
  await auditAccessibility(page);
  await keepScreenshot(page, 'team', 1280);
});

test('recording a bank transfer says so in a toast, in the console’s language', async ({ page }) => {
  const order = await placeOrderThroughApi(page.request, 'bank-transfer');
  await signInToConsole(page, DEMO_OWNER);
  await page.goto(`/admin/orders/${order._id}`);
  await page.getByRole('button', { name: 'Ghi nhận chuyển khoản' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Ghi nhận', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Đã ghi nhận tiền chuyển khoản' });
  await expect(toast).toContainText(`Đã ghi nhận tiền chuyển khoản cho đơn ${order.so_ct}`);
  // Held under the pointer (sonner pauses a hovered toast): its 4 s ran out during the audit and the
  // screenshot on a loaded machine, before the close button could be clicked.
  await toast.hover();
  // Audited once it has faded in (its colours read true only at full opacity).
  await expect(toast).toHaveCSS('opacity', '1');
  await auditAccessibility(page);
  await keepScreenshot(page, 'transfer-toast', 1280);
  await toast.getByRole('button', { name: 'Đóng thông báo' }).click();
  await expect(page.getByText(`Đã ghi nhận tiền chuyển khoản cho đơn ${order.so_ct}`)).toHaveCount(0);
});

test('a date filter’s error shows under its field and the filters stay on one line', async ({
  ownerPage: page,
}) => {
  await openConsole(page);
  const filters = page.getByRole('form', { name: 'Bộ lọc đơn hàng' });
  const tops = () =>
    filters
      .locator('input, select')
      .evaluateAll((fields) => fields.map((field) => Math.round(field.getBoundingClientRect().top)));
  const before = await tops();
  expect(new Set(before).size).toBe(1);
  await filters.getByLabel('Từ ngày').fill('31/02/abc');
  await filters.getByRole('button', { name: 'Lọc', exact: true }).click();
  await expect(filters.getByText('Ngày phải có dạng DD/MM/YYYY')).toBeVisible();
  expect(await tops()).toEqual(before);
  await auditAccessibility(page);
  await keepScreenshot(page, 'inbox-date-error', 1280);
});
