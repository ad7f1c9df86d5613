import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { test } from './support/owner';
import { formatPrice } from '@shop/domain/primitives';
import { auditAccessibility } from '@shop/e2e/a11y';
import { apiParams, placeOrderThroughApi } from '@shop/e2e/checkout';
import { DEMO_OWNER, DEMO_STAFF } from '@shop/e2e/accounts';
import { FRESH_CONTEXT } from '@shop/e2e/journey';
import {
  consoleAuth,
  keepScreenshot,
  logInToConsole,
  openConsole,
  openMenuEntry,
  openMoreMenu,
  signInToConsole,
} from './support/console';

/** The console's first-load budget of JavaScript, gzipped (issue 13; 180 → 200 → 215 → 220 → 222 → 215 KB, decision 017 addenda). */
const FIRST_LOAD_BUDGET_KB = 215;

/** Gzipped kilobytes of every script the page fetched from the console's assets while `run` ran. */
async function scriptKb(page: Page, run: () => Promise<void>): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    const url = response.url();
    if (!/\/admin\/assets\/.+\.js$/.test(url)) return;
    pending.push(
      response.body().then((body) => {
        sizes.set(url.replace(/^.*\/assets\//, ''), gzipSync(body, { level: 9 }).length / 1024);
      }),
    );
  };
  page.on('response', listener);
  await run();
  // Not 'networkidle': the order feed is a fetch that stays open. The page loaded, then a moment
  // for the chunks its first render asks for.
  await page.waitForLoadState('load');
  await page.waitForTimeout(2_000);
  page.off('response', listener);
  await Promise.all(pending);
  return sizes;
}
const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((total, kb) => total + kb, 0);

async function consoleGet<T>(page: Page, path: string): Promise<T> {
  const { config } = await apiParams(page.request);
  const reply = await page.request.get(
    `/api/${config.id_app}/console/${path}`,
    await consoleAuth(page, config.trust_key),
  );
  expect(reply.ok(), await reply.text()).toBe(true);
  return reply.json();
}

// A context of its own (the kit's `@fresh-context`): the first load's scripts must come from the
// server, not from the HTTP cache an earlier journey of the worker filled, to be counted.
test('the dashboard is the console home: SQL figures on screen, chart lazy, first load within budget', {
  tag: FRESH_CONTEXT,
}, async ({ page, browser }) => {
  const shopper = await browser.newContext();
  const placed = [
    await placeOrderThroughApi(shopper.request, 'cod'),
    await placeOrderThroughApi(shopper.request, 'bank-transfer', { ma_vt: 'CPH-009', sl_xuat: 1 }),
  ];
  await shopper.close();

  const login = await scriptKb(page, () => page.goto('/admin/login').then(() => undefined));
  expect(sum(login), JSON.stringify([...login])).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  await logInToConsole(page, DEMO_OWNER, { onLoginPage: true });
  const home = await scriptKb(page, async () => {
    await page.getByRole('link', { name: 'Tổng quan' }).click();
    await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
    await expect(page.getByTestId('revenue-chart').locator('canvas')).toBeVisible();
  });
  const chart = [...home].filter(([name]) => name.startsWith('revenue-chart'));
  expect(chart).toHaveLength(1);
  console.log(
    `first load (login) ${sum(login).toFixed(1)} KB gzip; dashboard adds ${sum(home).toFixed(1)} KB, of which the chart ${chart[0]?.[1].toFixed(1)} KB`,
  );

  const figures = await consoleGet<{ orders: number; revenue: number }>(page, 'dashboard?period=today');
  expect(figures.orders).toBeGreaterThanOrEqual(2);
  expect(figures.revenue).toBeGreaterThanOrEqual(placed.reduce((total, order) => total + order.t_tt_nt, 0));
  await expect(page.getByTestId('figure-orders')).toHaveText(String(figures.orders));
  await expect(page.getByTestId('figure-revenue')).toHaveText(formatPrice(figures.revenue, 'vi'));
  await expect(page.getByRole('heading', { name: 'Sản phẩm bán chạy' })).toBeVisible();
  await auditAccessibility(page);
  await keepScreenshot(page, 'dashboard', 1280);

  await page.getByRole('button', { name: '30 ngày' }).click();
  await expect(page).toHaveURL(/period=30d/);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top products' })).toBeVisible();
  await auditAccessibility(page);
  await keepScreenshot(page, 'dashboard-en', 1280);
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
});

test('staff find a guest customer by their phone however written and open their order', async ({
  page,
  browser,
}) => {
  const shopper = await browser.newContext();
  // A guest order without e-mail: the customer list groups it by its phone, 0912345678.
  const order = await placeOrderThroughApi(shopper.request, 'cod');
  await shopper.close();

  await signInToConsole(page, DEMO_STAFF);
  await openConsole(page);
  await page.getByRole('link', { name: 'Khách hàng' }).click();
  await expect(page.getByRole('heading', { name: 'Khách hàng' })).toBeVisible();
  await page.getByLabel('Tìm khách hàng').fill('+84 912 345 678');
  await page.getByRole('button', { name: 'Tìm', exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  await auditAccessibility(page);
  await keepScreenshot(page, 'customers', 1280);
  await page.locator('tbody a').first().click();
  await expect(page.getByRole('link', { name: order.so_ct })).toBeVisible();
  await expect(page.getByTestId('total-spent')).toContainText('₫');
  await auditAccessibility(page);
  await keepScreenshot(page, 'customer', 1280);
  await page.getByRole('link', { name: order.so_ct }).click();
  await expect(page.getByTestId('order-status')).toBeVisible();
});

test('staff answer a contact message by mail, which handles it; subscribers export as CSV', async ({
  page,
}) => {
  const { config, params } = await apiParams(page.request);
  const sent = await page.request.post(`/api/${config.id_app}/ecomcontactus`, {
    params,
    data: {
      ho_ten: 'Trần Thị Lụa',
      email: 'lua@example.vn',
      dien_thoai: '0909123456',
      dia_chi: 'Đà Lạt',
      noi_dung: 'Cửa hàng có bán sỉ trà Ô long không?',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const subscribed = await page.request.post(`/api/${config.id_app}/ecomsubscribe`, {
    params,
    data: { email: 'tin.moi@example.vn' },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);

  await signInToConsole(page, DEMO_STAFF);
  await openConsole(page);
  await page.getByRole('link', { name: 'Tin nhắn' }).click();
  const card = page.getByTestId('contact-message').filter({ hasText: 'Trần Thị Lụa' });
  await expect(card).toBeVisible();
  await auditAccessibility(page);
  await keepScreenshot(page, 'messages', 1280);
  // Answered by mail (issue 26 item 13): the reply is queued, shown on the card, and handles it.
  await card.getByRole('button', { name: 'Trả lời qua e-mail' }).click();
  await card.getByLabel('Trả lời tới lua@example.vn').fill('Dạ có ạ, cửa hàng gửi bảng giá sỉ qua e-mail.');
  await auditAccessibility(page);
  await keepScreenshot(page, 'messages-reply', 1280);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'messages-reply', 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Đã gửi trả lời tới lua@example.vn' }),
  ).toBeAttached();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Đã xử lý' }).click();
  await expect(card.getByText(`Đã xử lý bởi ${DEMO_STAFF.email}`)).toBeVisible();
  await expect(card.getByTestId('message-reply')).toContainText('bảng giá sỉ');
  await card.getByRole('button', { name: 'Đánh dấu chưa xử lý' }).click();
  await expect(card).toHaveCount(0);

  await expect(page.getByTestId('subscribers')).toContainText('tin.moi@example.vn');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const { readFile } = await import('node:fs/promises');
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFFemail,date_created')).toBe(true);
  expect(text).toContain('tin.moi@example.vn');
});

test('the owner invites a staff member, who joins from the mailed link; then revokes them', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, DEMO_OWNER);
  await openConsole(page);
  await openMenuEntry(page, 'Nhân sự');
  await page.getByLabel('E-mail của nhân viên').fill('khong-phai-email');
  await page.getByRole('button', { name: 'Gửi lời mời' }).click();
  await expect(page.getByText('Email không hợp lệ', { exact: false })).toBeVisible();
  await page.getByLabel('E-mail của nhân viên').fill('nhan.vien.moi@example.vn');
  await page.getByRole('button', { name: 'Gửi lời mời' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Đã gửi lời mời tới nhan.vien.moi@example.vn' }),
  ).toBeVisible();
  await expect(page.getByTestId('invitations')).toContainText('nhan.vien.moi@example.vn');
  await auditAccessibility(page);
  await keepScreenshot(page, 'team', 1280);

  const outbox: { to: string; text: string }[] = await (
    await page.request.get('/dev/outbox?format=json')
  ).json();
  const link = outbox
    .find((mail) => mail.to === 'nhan.vien.moi@example.vn')
    ?.text.match(/\/admin\/invite\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link ?? '');
  await expect(invitee.getByRole('heading', { name: 'Nhận lời mời làm nhân viên' })).toBeVisible();
  await invitee.getByLabel('Mật khẩu').fill('ngan');
  await invitee.getByRole('button', { name: 'Nhận lời mời' }).click();
  await expect(invitee.getByText('Vui lòng nhập đầy đủ họ và tên')).toBeVisible();
  await auditAccessibility(invitee);
  await keepScreenshot(invitee, 'invite', 1280);
  await invitee.getByLabel('Họ và tên').fill('Nhân Viên Mới');
  await invitee.getByLabel('Mật khẩu').fill('NhanVienMoi123');
  await invitee.getByRole('button', { name: 'Nhận lời mời' }).click();
  await expect(invitee.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
  await openMoreMenu(invitee);
  await expect(invitee.getByRole('link', { name: 'Nhân sự' })).toHaveCount(0);

  // The link works once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link ?? '');
  await expect(again.getByRole('alert')).toHaveText(
    'Lời mời không hợp lệ, đã dùng, đã thu hồi hoặc đã hết hạn',
  );
  await auditAccessibility(again);

  await page.reload();
  const row = page.getByTestId('team').getByRole('listitem').filter({ hasText: 'nhan.vien.moi@example.vn' });
  await row.getByRole('button', { name: 'Thu hồi quyền' }).click();
  await auditAccessibility(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Thu hồi', exact: true }).click();
  await expect(row).toHaveCount(0);

  // Their open console loses its session at once.
  await invitee.getByRole('link', { name: 'Khách hàng' }).click();
  await expect(invitee).toHaveURL(/\/admin\/login/);
});

/** Each screen (its path, its heading, its screenshot's name) opened, audited and kept at 390 px. */
async function auditOnPhone(page: Page, screens: readonly [path: string, heading: string, name: string][]) {
  for (const [path, heading, name] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await auditAccessibility(page);
    await keepScreenshot(page, name, 390);
  }
}

test('dashboard, customers, messages, team and invite read well on a phone, in English too @mobile', async ({
  ownerPage: page,
}) => {
  // Eight screens and nine audits (2–3 CPU-s each) in one journey: 60 s is short beside the other
  // shard and the start command, so three times that (it failed on time alone at load 30+).
  test.slow();
  await auditOnPhone(page, [
    ['/admin/', 'Tổng quan', 'dashboard'],
    ['/admin/customers', 'Khách hàng', 'customers'],
    ['/admin/messages', 'Tin nhắn liên hệ', 'messages'],
    ['/admin/team', 'Nhân sự', 'team'],
  ]);
  await page.getByRole('button', { name: 'English' }).click();
  // The choice is kept once English has loaded (the switch then offers Vietnamese): navigating
  // before that would land in Vietnamese again.
  await expect(page.getByRole('button', { name: 'Tiếng Việt' })).toBeVisible();
  await auditOnPhone(page, [
    ['/admin/', 'Dashboard', 'dashboard-en'],
    ['/admin/customers', 'Customers', 'customers-en'],
    ['/admin/messages', 'Contact messages', 'messages-en'],
  ]);
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  await page.goto('/admin/invite?token=not-a-live-token-at-all');
  await expect(page.getByRole('alert')).toHaveText(
    'Lời mời không hợp lệ, đã dùng, đã thu hồi hoặc đã hết hạn',
  );
  await auditAccessibility(page);
  await keepScreenshot(page, 'invite-refused', 390);
});
