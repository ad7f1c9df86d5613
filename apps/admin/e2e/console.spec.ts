import { expect, test } from '@playwright/test';
import { auditAccessibility } from '../../web/e2e/support/a11y';
import { fetchOrder, placeOrderThroughApi } from '../../web/e2e/support/checkout';
import { DEMO_OWNER, DEMO_STAFF, keepScreenshot, logInToConsole } from './support/console';
import { expectShopperMails, SHOPPER_EMAIL } from './support/outbox';

test('a guest order reaches the inbox unaided; the owner confirms and hands it to a carrier', async ({
  page,
  browser,
}) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login/);
  await auditAccessibility(page);
  await logInToConsole(page, DEMO_OWNER);

  // The shopper buys in another browser while the inbox stays open: no reload here.
  const shopper = await browser.newContext();
  const order = await placeOrderThroughApi(shopper.request, 'cod', undefined, {
    email_nguoi_nhan: SHOPPER_EMAIL,
  });
  const row = page.getByRole('link', { name: order.so_ct });
  await expect(row).toBeVisible({ timeout: 6_000 });
  await expect(page.getByTestId('new-orders-badge')).toContainText(/\d+/);
  await auditAccessibility(page);
  await keepScreenshot(page, 'inbox', 1280);

  await row.click();
  await expect(page.getByTestId('order-status')).toHaveText('Đơn mới');
  await page.getByRole('button', { name: 'Xác nhận đơn' }).click();
  await page.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Đã xác nhận');

  await page.getByRole('button', { name: 'Giao cho vận chuyển' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Đơn vị vận chuyển').selectOption('GHTK');
  await dialog.getByLabel('Mã vận đơn').fill('x');
  await dialog.getByRole('button', { name: 'Giao cho vận chuyển' }).click();
  await expect(dialog.getByText('Mã vận đơn gồm 4–40 chữ cái, chữ số hoặc dấu gạch')).toBeVisible();
  await auditAccessibility(page);
  await dialog.getByLabel('Mã vận đơn').fill('GHTK-20261124');
  await dialog.getByRole('button', { name: 'Giao cho vận chuyển' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Đang giao hàng');
  await expect(page.getByTestId('tracking-code')).toContainText('GHTK-20261124');
  await auditAccessibility(page);
  await keepScreenshot(page, 'order', 1280);

  // The shopper's own order reply (their browser's uid) carries the status and both codes.
  const seen = await fetchOrder(await shopper.newPage(), order._id);
  expect(seen).toMatchObject({
    trang_thai: '2',
    ten_trang_thai: 'Đang giao hàng',
    don_vi_vc: 'GHTK',
    ma_van_don: 'GHTK-20261124',
  });
  await shopper.close();

  await test.step("the shopper's mails are in the outbox with the right content", async () => {
    await expectShopperMails(page.request, order, [
      ['order-placed', `Đã nhận đơn hàng ${order.so_ct}`, 'Tổng thanh toán:'],
      ['order-confirmed', `Đơn hàng ${order.so_ct} đã được xác nhận`, 'Trạng thái: Đã xác nhận'],
      [
        'order-shipped',
        `Đơn hàng ${order.so_ct} đã được giao cho đơn vị vận chuyển`,
        'Mã vận đơn: GHTK-20261124',
      ],
    ]);
  });
});

test('the setup screen says so once the shop has its owner', async ({ page }) => {
  await page.goto('/admin/setup?token=not-a-live-token');
  await expect(page.getByRole('heading', { name: 'Tạo tài khoản chủ cửa hàng' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Cửa hàng đã có chủ cửa hàng, không cần thiết lập nữa');
  await auditAccessibility(page);
});

test('staff run orders but cannot open the owner-only team screen', async ({ page }) => {
  await logInToConsole(page, DEMO_STAFF);
  await expect(page.getByRole('link', { name: 'Nhân sự' })).toHaveCount(0);
  await page.goto('/admin/team');
  await expect(page.getByRole('alert')).toHaveText('Chỉ chủ cửa hàng mới mở được trang này.');
  await auditAccessibility(page);
});

test('the inbox and an order read well on a phone, in English too @mobile', async ({ page }) => {
  const order = await placeOrderThroughApi(page.request, 'bank-transfer');
  await logInToConsole(page, DEMO_OWNER);
  await auditAccessibility(page);
  await keepScreenshot(page, 'inbox', 390);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await page.getByRole('link', { name: order.so_ct }).click();
  await expect(page.getByRole('button', { name: 'Record bank transfer' })).toBeVisible();
  await auditAccessibility(page);
  await keepScreenshot(page, 'order', 390);
});
