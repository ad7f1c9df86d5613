import type { DashboardReply } from '@shop/domain/console';
import type { MessageSettingsReply } from '@shop/domain/reminders';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../accounts/seed-accounts.js';
import { ADDRESS, COD, newGuest, setStock } from '../routes/commerce/commerce.test-kit.js';
import { consoleSuite } from '../console/console.test-kit.js';
import { unsubscribeSigner } from '../privacy/unsubscribe.js';
import { testBackends } from '../testing.js';

const HOUR = 3_600_000;

describe.each(testBackends())('reminders (%s)', (backend) => {
  const kit = consoleSuite(backend);

  const idApp = () => kit().shop.env.ID_APP;
  const outboxOf = (kind: string, to?: string) =>
    kit().shop.db.query<{
      id: string;
      recipient: string;
      subject: string;
      body: string;
      channel: string;
      data: unknown;
    }>(
      `SELECT id, recipient, subject, body, channel, data FROM outbox WHERE kind = $1
         AND ($2::text IS NULL OR recipient = $2) ORDER BY created_at`,
      [kind, to ?? null],
    );
  const runJobsAt = (at: number) => kit().shop.app.schedules.runDue(new Date(at));

  it('an abandoned cart gets one reminder after the delay, with its link, and none after buying', async () => {
    const customer = kit().callers.customer;
    const email = DEMO_CUSTOMER.email;
    const consent = await kit().call(customer, 'POST', '/api/privacy/consents', {
      purpose: 'marketing',
      granted: true,
    });
    expect(consent.status).toBe(200);
    const start = Date.now();
    expect((await kit().call(customer, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 1 })).status).toBe(200);
    // A second add is the same cart: still one reminder planned.
    expect((await kit().call(customer, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 1 })).status).toBe(200);

    await runJobsAt(start + 5 * HOUR);
    expect(await outboxOf('cart-reminder', email)).toHaveLength(0);
    await runJobsAt(start + 6 * HOUR + 60_000);
    const [reminder, ...more] = await outboxOf('cart-reminder', email);
    expect(more).toHaveLength(0);
    expect(reminder).toMatchObject({ channel: 'email', subject: 'Bạn còn sản phẩm trong giỏ hàng' });
    expect(reminder?.data).toMatchObject({ marketing: true });
    expect(reminder?.body).toMatch(/Xem lại giỏ hàng: http:\/\/[^\s]+\/cart/);
    // As sent: with the one-click unsubscribe of a marketing mail (RFC 8058, decision 063).
    // The shop's own mail loop may be sending it at that moment (PostgreSQL runs both at once): the
    // row is read again until it is sent.
    let rendered: { body: string } | undefined;
    for (let tries = 0; tries < 100 && !rendered?.body.includes('/huy-dang-ky?t='); tries += 1) {
      await kit().shop.app.mail.deliverDue();
      [rendered] = await outboxOf('cart-reminder', email);
      if (!rendered?.body.includes('/huy-dang-ky?t='))
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rendered?.body).toContain('/huy-dang-ky?t=');
    // Run again at the same time: nothing more (the job ran once).
    await runJobsAt(start + 6 * HOUR + 120_000);
    expect(await outboxOf('cart-reminder', email)).toHaveLength(1);

    // The shopper buys from the cart: the reminder ends with the order that followed it.
    const draft = await kit().call<{ _id: string }>(customer, 'POST', 'so1', { trang_thai: 'LCT' });
    const placed = await kit().call<{ _id: string }>(customer, 'PUT', `so1/${draft.body._id}`, {
      ...ADDRESS,
      pt_thanh_toan: COD,
      trang_thai: '0',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await runJobsAt(start + 40 * HOUR);
    expect(await outboxOf('cart-reminder', email)).toHaveLength(1);
    const [row] = await kit().shop.db.query<{ ended_reason: string; order_id: string; sends: number }>(
      `SELECT ended_reason, order_id, sends FROM reminders WHERE id_app = $1 AND kind = 'cart' AND owner = $2`,
      [idApp(), `user:${email}`],
    );
    expect(row).toMatchObject({ ended_reason: 'ordered', order_id: placed.body._id, sends: 1 });
    // The console's dashboard counts the reminder and the order that followed it.
    const dashboard = await kit().call<DashboardReply>(
      kit().callers.owner,
      'GET',
      'console/dashboard?period=today',
    );
    expect(dashboard.body.reminders).toMatchObject({ cart_sent: 1, orders: 1 });
    expect(dashboard.body.reminders.revenue).toBeGreaterThan(0);
  });

  it('a guest who gave an e-mail and agreed gets at most two reminders; the link gives the cart back', async () => {
    const guest = newGuest();
    expect((await kit().call(guest, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 2 })).status).toBe(200);
    const refused = await kit().call(guest, 'POST', 'cart/reminder', { lien_he: 'khach@example.vn' });
    expect(refused).toMatchObject({ status: 400, body: { error: 'REMINDER_CONSENT_REQUIRED' } });
    const bad = await kit().call(guest, 'POST', 'cart/reminder?lang=en', {
      lien_he: 'not one',
      dong_y: true,
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid e-mail address or phone number' },
    });
    const saved = await kit().call(guest, 'POST', 'cart/reminder', {
      lien_he: 'Khach@Example.vn',
      dong_y: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const start = Date.now();
    await runJobsAt(start + 6 * HOUR + 60_000);
    await runJobsAt(start + 31 * HOUR);
    await runJobsAt(start + 80 * HOUR);
    const sent = await outboxOf('cart-reminder', 'khach@example.vn');
    expect(sent.map((row) => row.subject)).toEqual([
      'Bạn còn sản phẩm trong giỏ hàng',
      'Giỏ hàng của bạn vẫn đang chờ',
    ]);
    const link = /(\/api\/cart\/resume\?t=\S+)/.exec(sent[0]?.body ?? '')?.[1];
    expect(link).toBeDefined();
    const opened = await kit().shop.app.inject({ method: 'GET', url: link ?? '' });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/cart');
    expect(String(opened.headers['set-cookie'])).toContain(`uid=${guest.uid}`);
    const forged = await kit().shop.app.inject({ method: 'GET', url: `/api/cart/resume?t=${guest.uid}.abc` });
    expect(forged.statusCode).toBe(400);
  });

  it('stops when the shopper unsubscribes or empties the cart', async () => {
    const quitter = newGuest();
    await kit().call(quitter, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 1 });
    await kit().call(quitter, 'POST', 'cart/reminder', { lien_he: 'quit@example.vn', dong_y: true });
    const emptier = newGuest();
    const line = await kit().call<{ _id: string }>(emptier, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 1 });
    await kit().call(emptier, 'POST', 'cart/reminder', { lien_he: '0912000111', dong_y: true });
    expect((await kit().call(emptier, 'DELETE', `cart/${line.body._id}`)).status).toBe(200);
    const token = await unsubscribeSigner(kit().shop.db, idApp()).sign('quit@example.vn');
    const off = await kit().shop.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?t=${encodeURIComponent(token)}`,
    });
    expect(off.statusCode).toBe(200);
    await runJobsAt(Date.now() + 7 * HOUR);
    expect(await outboxOf('cart-reminder', 'quit@example.vn')).toHaveLength(0);
    expect(await outboxOf('cart-reminder', '0912000111')).toHaveLength(0);
  });

  it('a back-in-stock request fires once when the owner raises the stock, and when a cancellation returns it', async () => {
    await setStock(kit(), 'CPH-006', 0);
    const guest = newGuest();
    const ask = () =>
      kit().call(guest, 'POST', 'stock-alerts', { ma_vt: 'CPH-006', lien_he: 'mai@example.vn' });
    expect((await ask()).body).toMatchObject({
      message: 'Đã ghi nhận. Chúng tôi sẽ báo cho mai@example.vn một lần khi sản phẩm có hàng trở lại.',
    });
    expect((await ask()).status).toBe(200);
    const own = await kit().call(kit().callers.customer, 'POST', 'stock-alerts', { ma_vt: 'CPH-006' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const inStock = await kit().call(guest, 'POST', 'stock-alerts', {
      ma_vt: 'CPH-009',
      lien_he: 'mai@example.vn',
    });
    expect(inStock).toMatchObject({ status: 409, body: { error: 'STOCK_ALERT_IN_STOCK' } });
    const unknown = await kit().call(guest, 'POST', 'stock-alerts', {
      ma_vt: 'NOPE-1',
      lien_he: 'mai@example.vn',
    });
    expect(unknown.status).toBe(404);
    expect(await outboxOf('stock-alert')).toHaveLength(0);

    const raise = (quantity: number) =>
      kit().call(kit().callers.owner, 'POST', 'console/stock/adjust', {
        ma_vt: 'CPH-006',
        reason: 'received',
        quantity,
      });
    expect((await raise(5)).status).toBe(200);
    expect((await raise(5)).status).toBe(200);
    const sent = await outboxOf('stock-alert');
    expect(sent.map((row) => row.recipient).sort()).toEqual([DEMO_CUSTOMER.email, 'mai@example.vn']);
    expect(sent[0]?.body).toMatch(/\/mua-hang\/san-pham\/CPH-006/);
    expect(sent[0]?.data).toBeNull();

    // Sold out by an order; asked again; the cancellation gives the stock back and fires it.
    await setStock(kit(), 'CPH-006', 1);
    const order = await kit().place({}, { ma_vt: 'CPH-006', sl_xuat: 1 });
    expect((await ask()).status).toBe(200);
    const cancelled = await kit().call(kit().callers.owner, 'POST', `console/orders/${order._id}/cancel`, {
      ly_do_huy: 'Khách gọi điện huỷ',
    });
    expect(cancelled.status).toBe(200);
    expect((await outboxOf('stock-alert', 'mai@example.vn')).length).toBe(2);
    expect((await raise(1)).status).toBe(200);
    expect((await outboxOf('stock-alert', 'mai@example.vn')).length).toBe(2);
  });

  it('takes the delay and the ZNS templates from the console settings, the environment as the fallback', async () => {
    const owner = kit().callers.owner;
    const initial = await kit().call<MessageSettingsReply>(owner, 'GET', 'console/settings/messages');
    expect(initial.body).toMatchObject({ cart_reminder_hours: 6, zns: 'simulator' });
    expect((await kit().call(kit().callers.staff, 'GET', 'console/settings/messages')).status).toBe(403);
    const bad = await kit().call(owner, 'PUT', 'console/settings/messages?lang=en', {
      cart_reminder_hours: 0,
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'The message settings are not valid: cart_reminder_hours' },
    });
    const saved = await kit().call<MessageSettingsReply>(owner, 'PUT', 'console/settings/messages', {
      cart_reminder_hours: '2',
      zns_order_placed: '7001',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      cart_reminder_hours: 2,
      zns_templates: { 'order-placed': '7001', code: '' },
    });

    // The order's news by ZNS take the console's template, and the simulator accepts it.
    const order = await kit().place({ sdt_nguoi_nhan: '0912345678' });
    const [zns] = await kit().shop.db.query<{ data: { zns: { id: string } } }>(
      `SELECT data FROM outbox WHERE order_id = $1 AND channel = 'zns'`,
      [order._id],
    );
    expect(zns?.data.zns.id).toBe('7001');
    await kit().shop.app.mail.deliverDue();
    expect(kit().shop.app.channels.simulators.zns?.lastTo('0912345678')?.templateId).toBe('7001');

    // A new cart waits the delay of the settings: two hours.
    const guest = newGuest();
    await kit().call(guest, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 1 });
    await kit().call(guest, 'POST', 'cart/reminder', { lien_he: 'hai@example.vn', dong_y: true });
    const start = Date.now();
    await runJobsAt(start + 2 * HOUR + 60_000);
    expect(await outboxOf('cart-reminder', 'hai@example.vn')).toHaveLength(1);
  });
});
