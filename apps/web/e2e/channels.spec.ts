import { type APIRequestContext, expect, type Page, test } from '@shop/e2e/journey';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { placeOrderThroughApi } from '@shop/e2e/checkout';
import { loginThroughApi, readConfig, consoleCall } from '@shop/e2e/session';
import { accountButton, expectNotice, label } from './support/account';
import { elementHydrated } from './support/hydration';

/**
 * Issue 34's "Tests" in the browser (decisions 060, 061, 064): a phone account registers and logs in
 * with the code the SMS simulator received; a ZNS failure falls back to SMS; order news reach the
 * ZNS simulator, and stop when the shopper stops Zalo on the profile; a guest asks for the cart's
 * reminder on the cart page; a back-in-stock request fires once when the owner raises the stock.
 * The server starts in test mode, so the eSMS and Zalo simulators answer (no keys). The console's
 * templates and the ZNS simulator's mode are the whole server's: one run, at 1280 px, the new screens
 * photographed at 390 px too.
 */

type OutboxRow = {
  id: string;
  to: string;
  channel: 'email' | 'sms' | 'zns';
  kind: string;
  order_id: string | null;
  text: string;
  status: 'pending' | 'sent' | 'failed' | 'kept';
  provider_ref: string | null;
  fallback_of: string | null;
};

/** Every message to `to`, newest first, from the development outbox (GET /dev/outbox?to=). */
async function outboxTo(request: APIRequestContext, to: string): Promise<OutboxRow[]> {
  return (await request.get('/dev/outbox', { params: { format: 'json', to } })).json();
}

/** Waits until the messages to `to` satisfy `ready`, and gives them. */
async function waitForOutbox(
  request: APIRequestContext,
  to: string,
  ready: (rows: OutboxRow[]) => boolean,
): Promise<OutboxRow[]> {
  let rows: OutboxRow[] = [];
  await expect
    .poll(
      async () => {
        rows = await outboxTo(request, to);
        return ready(rows);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return rows;
}

const ZNS_TEMPLATES = {
  zns_code: '',
  zns_order_placed: '420002',
  zns_order_confirmed: '420003',
  zns_order_shipped: '420004',
  zns_order_delivered: '',
  zns_order_cancelled: '',
  zns_payment_received: '',
};

/** The registration form with a phone as the account; the code is then read from the outbox. */
async function registerByPhone(page: Page, phone: string, name: string, password: string) {
  await page.goto('/dang-ky');
  const form = page.getByRole('form', { name: 'Đăng ký tài khoản' });
  await form.getByLabel(label('Số điện thoại')).fill(phone);
  await form.getByLabel(label('Họ và tên')).fill(name);
  await form.getByLabel(label('Mật khẩu')).fill(password);
  await form.getByLabel(label('Nhập lại mật khẩu')).fill(password);
  await form.getByRole('checkbox', { name: 'Tôi đồng ý với điều khoản sử dụng và' }).check();
  await form.getByRole('button', { name: 'Đăng ký' }).click();
  await expectNotice(page, 'Tạo tài khoản thành công! Đăng nhập để mua sắm ngay nào');
  await expect(page).toHaveURL(/\/xac-thuc\?/);
}

async function verifyWith(page: Page, text: string, name: string) {
  const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
  await page.getByLabel(label('Mã xác thực')).fill(code);
  await page.getByRole('button', { name: 'Xác thực', exact: true }).click();
  await expectNotice(page, 'Xác thực thành công');
  await expect(accountButton(page, name)).toBeVisible();
}

/** Screenshots at both widths, kept in SCREENSHOT_DIR when it is set (they check nothing). */
async function shootBoth(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const phoneOf = (seed: number) => `09${String(seed).padStart(8, '0').slice(-8)}`;

test('codes by SMS and Zalo, order news on Zalo and its stop, cart and back-in-stock reminders @desktop', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const config = await readConfig(request);
  const owner = await loginThroughApi(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const settings = { cart_reminder_hours: 6, ...ZNS_TEMPLATES };
  await consoleCall(request, owner, 'PUT', 'settings/messages', settings);
  const stamp = Date.now();

  await test.step('a phone account registers and logs in with the code the SMS simulator received', async () => {
    const phone = phoneOf(stamp);
    await registerByPhone(page, phone, 'Trần Thị Điện', 'MatKhau123');
    const [code] = await waitForOutbox(request, phone, (rows) => rows[0]?.status === 'sent');
    expect(code).toMatchObject({ channel: 'sms', kind: 'code', status: 'sent' });
    expect(code?.provider_ref).toBeTruthy();
    await verifyWith(page, code?.text ?? '', 'Trần Thị Điện');
  });

  await test.step('a ZNS failure falls back to SMS at once, and that code logs the shopper in', async () => {
    await consoleCall(request, owner, 'PUT', 'settings/messages', { ...settings, zns_code: '420001' });
    const down = await request.post('/sandbox-channel/zns/mode', { data: { mode: 'down' } });
    expect(down.ok(), await down.text()).toBe(true);
    const phone = phoneOf(stamp + 1);
    const shopper = await browser.newContext();
    const other = await shopper.newPage();
    try {
      await registerByPhone(other, phone, 'Lê Văn Dự Phòng', 'MatKhau123');
      const rows = await waitForOutbox(request, phone, (list) =>
        list.some((row) => row.channel === 'sms' && row.status === 'sent'),
      );
      const failed = rows.find((row) => row.channel === 'zns');
      expect(failed).toMatchObject({ status: 'failed', kind: 'code' });
      const sms = rows.find((row) => row.channel === 'sms');
      expect(sms?.fallback_of).toBe(failed?.id);
      await verifyWith(other, sms?.text ?? '', 'Lê Văn Dự Phòng');
    } finally {
      await request.post('/sandbox-channel/zns/mode', { data: { mode: 'up' } });
      await consoleCall(request, owner, 'PUT', 'settings/messages', settings);
      await shopper.close();
    }
  });

  await test.step("order news reach the ZNS simulator; the profile's Zalo box stops them", async () => {
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    expect(token, 'the phone account is signed in').toBeTruthy();
    const receiver = phoneOf(stamp + 2);
    /** A cash-on-delivery order to `receiver`, confirmed by the shop. */
    const confirmedOrder = async () => {
      const placed = await placeOrderThroughApi(
        page.request,
        'cod',
        undefined,
        { sdt_nguoi_nhan: receiver, email_nguoi_nhan: `dien-${stamp}@example.com` },
        token,
      );
      await consoleCall(request, owner, 'POST', `orders/${placed._id}/confirm`, {});
      return placed;
    };
    const order = await confirmedOrder();
    await consoleCall(request, owner, 'POST', `orders/${order._id}/ship`, {
      don_vi_vc: 'GHTK',
      ma_van_don: `GHTK-${stamp}`,
    });
    const news = await waitForOutbox(
      request,
      receiver,
      (rows) =>
        rows.filter((row) => row.order_id === order._id && row.channel === 'zns' && row.status === 'sent')
          .length === 3,
    );
    expect(
      news
        .filter((row) => row.channel === 'zns')
        .map((row) => row.kind)
        .sort(),
    ).toEqual(['order-confirmed', 'order-placed', 'order-shipped']);
    expect(news.every((row) => row.provider_ref)).toBe(true);

    await page.goto('/user-profile/my-profile');
    const box = page.getByRole('checkbox', { name: 'Nhận tin đơn hàng và mã xác thực qua Zalo' });
    await expect(box).toBeChecked();
    await expect(box).toBeEnabled();
    await box.click();
    await expectNotice(page, 'Đã lưu lựa chọn của bạn');
    await expect(box).not.toBeChecked();
    await box.scrollIntoViewIfNeeded();
    await shootBoth(page, 'profile-zalo-stopped');
    const after = await confirmedOrder();
    const rows = await outboxTo(request, receiver);
    expect(rows.filter((row) => row.order_id === after._id)).toEqual([]);
    await page.reload();
    await expect(
      page.getByRole('checkbox', { name: 'Nhận tin đơn hàng và mã xác thực qua Zalo' }),
    ).not.toBeChecked();
  });

  await test.step('a guest gives an e-mail and agrees on the cart page: the reminder is saved', async () => {
    const guest = await browser.newContext();
    const shopper = await guest.newPage();
    try {
      // The line before any page of the shop (see addToCartThroughApi).
      const params = { access_token: config.public_token, trust_key: config.trust_key };
      const added = await shopper.request.post(`/api/${config.id_app}/cart`, {
        params,
        data: { ma_vt: 'CPH-007', sl_xuat: 1 },
      });
      expect(added.ok(), await added.text()).toBe(true);
      await shopper.goto('/cart');
      const form = shopper.getByRole('region', { name: 'Nhắc tôi về giỏ hàng này' });
      await elementHydrated(form.getByLabel('Email hoặc số điện thoại'));
      await form.getByLabel('Email hoặc số điện thoại').fill(`nhac-${stamp}@example.com`);
      await form.getByRole('button', { name: 'Lưu và nhắc tôi' }).click();
      await expect(form.getByRole('alert')).toHaveText('Vui lòng đồng ý nhận lời nhắc trước khi lưu');
      await shootBoth(shopper, 'cart-reminder-refused');
      await form.getByRole('checkbox', { name: /Tôi đồng ý nhận lời nhắc về giỏ hàng/ }).check();
      await form.getByRole('button', { name: 'Lưu và nhắc tôi' }).click();
      await expect(form.getByRole('status')).toHaveText(
        `Đã lưu. Nếu bạn chưa đặt hàng, chúng tôi sẽ nhắc nhac-${stamp}@example.com về giỏ hàng này.`,
      );
      await shootBoth(shopper, 'cart-reminder-saved');
    } finally {
      await guest.close();
    }
  });

  await test.step('"Báo tôi khi có hàng" fires once when the owner raises the stock', async () => {
    const line = { ma_vt: 'NTL-005', variant: '' };
    const contact = `hang-ve-${stamp}@example.com`;
    await consoleCall(request, owner, 'POST', 'stock/adjust', { ...line, reason: 'count', quantity: 0 });
    const guest = await browser.newContext();
    const shopper = await guest.newPage();
    try {
      await shopper.goto('/mua-hang/san-pham/NTL-005');
      const ask = shopper.getByRole('form', { name: 'Báo tôi khi có hàng' });
      // A value typed before hydration is reset by it (the form's state starts empty).
      await elementHydrated(ask.getByLabel('Email hoặc số điện thoại để nhận tin'));
      await ask.getByLabel('Email hoặc số điện thoại để nhận tin').fill(contact);
      await ask.getByRole('button', { name: 'Báo tôi khi có hàng' }).click();
      await expect(shopper.getByRole('status').filter({ hasText: contact })).toBeVisible();
      await consoleCall(request, owner, 'POST', 'stock/adjust', { ...line, reason: 'received', quantity: 5 });
      const [message] = await waitForOutbox(request, contact, (rows) => rows.length > 0);
      expect(message).toMatchObject({ kind: 'stock-alert', channel: 'email' });
      await consoleCall(request, owner, 'POST', 'stock/adjust', { ...line, reason: 'received', quantity: 3 });
      expect(await outboxTo(request, contact)).toHaveLength(1);
    } finally {
      await consoleCall(request, owner, 'POST', 'stock/adjust', { ...line, reason: 'count', quantity: 46 });
      await guest.close();
    }
  });
});
