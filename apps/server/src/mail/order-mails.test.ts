import type { ConsoleOrderReply, InboxReply } from '@shop/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, EWALLET } from '../routes/commerce/commerce.test-kit.js';
import { statusNames } from '../commerce/status-names.js';
import { MIGRATIONS, splitStatements } from '../db/migrations.js';
import { bothBackends } from '../testing.js';
import { type MailKit, type PlacedReply, startMailKit } from './mail.test-kit.js';

const TIMEOUT = 240_000;

describe.each(bothBackends())('order mails written with the change (%s)', (backend) => {
  let kit: MailKit;
  const act = (id: string, action: string, body: unknown = {}) =>
    kit.call(kit.owner, 'POST', `console/orders/${id}/${action}`, body);
  beforeAll(async () => {
    kit = await startMailKit(backend, { SHOP_NOTIFY_EMAIL: 'orders@shop.test' });
  }, TIMEOUT);
  afterAll(() => kit?.shop.close());

  it("placing writes the shopper's mail in the order's language and the shop's notice", async () => {
    const placed = await kit.place({ pt_thanh_toan: BANK }, 'en');
    expect(placed.status).toBe(200);
    const { _id, so_ct } = placed.body;
    const queued = await kit.mailsOf(_id);
    expect(queued.map(({ kind, to, lang, status, html }) => ({ kind, to, lang, status, html }))).toEqual(
      [
        { kind: 'order-placed', to: 'an@example.vn', lang: 'en', status: 'pending', html: null },
        { kind: 'order-new', to: 'orders@shop.test', lang: 'vi', status: 'pending', html: null },
      ].sort(
        (a, b) =>
          queued.findIndex((row) => row.kind === a.kind) - queued.findIndex((row) => row.kind === b.kind),
      ),
    );
    expect(await kit.shop.app.mail.countUnsent()).toBe(2);
    // The loop's round renders them; without SMTP_URL they are logged and kept.
    expect(await kit.shop.app.mail.deliverDue()).toBe(2);
    expect(await kit.shop.app.mail.countUnsent()).toBe(0);
    const rendered = await kit.mailsOf(_id);
    expect(rendered.map((row) => row.status)).toEqual(['kept', 'kept']);
    const shopper = rendered.find((row) => row.kind === 'order-placed');
    expect(shopper?.subject).toBe(`We received your order ${so_ct}`);
    expect(shopper?.text).toContain(`Transfer reference: ${so_ct}`);
    expect(shopper?.text).toContain('× 2:');
    expect(shopper?.text).toContain(`Total: ${(placed.body.t_tt_nt as number).toLocaleString('en-US')} ₫`);
    // A guest has no account: the link opens the order on the lookup page, signed (decision 046).
    expect(shopper?.text).toMatch(
      /View your order: http:\/\/[^/]+\/tra-cuu-don-hang\?lang=en#so_ct=DH\d+&het_han=\d+&chu_ky=/,
    );
    expect(shopper?.html).toContain('cid:vietqr@shop');
    const notice = rendered.find((row) => row.kind === 'order-new');
    expect(notice?.subject).toBe(`Đơn hàng mới ${so_ct}`);
    expect(notice?.text).toContain(`/admin/orders/${_id}`);
  });

  it('confirm, hand to the carrier, record the transfer: one mail each, in the language of the order', async () => {
    const { _id, so_ct, t_tt_nt } = (await kit.place({ pt_thanh_toan: BANK }, 'en')).body;
    const due = t_tt_nt as number;
    expect((await act(_id, 'confirm')).status).toBe(200);
    expect((await act(_id, 'confirm')).status).toBe(409);
    expect((await act(_id, 'ship', { don_vi_vc: 'GHTK', ma_van_don: 'GHTK-556677' })).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const paid = await act(_id, 'payment', { so_tien: due, ngay: today, ghi_chu: 'VCB' });
    expect(paid.status).toBe(200);
    await kit.shop.app.mail.deliverDue();
    const rows = await kit.mailsOf(_id);
    expect(rows.map((row) => row.kind)).toEqual([
      ...rows.slice(0, 2).map((row) => row.kind),
      'order-confirmed',
      'order-shipped',
      'payment-received',
    ]);
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(byKind['order-confirmed']).toMatchObject({
      lang: 'en',
      subject: `Your order ${so_ct} is confirmed`,
    });
    expect(byKind['order-shipped']?.text).toContain('Tracking number: GHTK-556677');
    expect(byKind['order-shipped']?.text).toContain('Carrier: Giao Hàng Tiết Kiệm');
    expect(byKind['payment-received']?.text).toContain(`Amount received: ${due.toLocaleString('en-US')} ₫`);
  });

  it('cancelled by the shop or by the shopper: the reason; a refused action writes nothing', async () => {
    const byShop = (await kit.place({}, 'vi')).body;
    expect((await act(byShop._id, 'cancel', { ly_do_huy: 'Khách đổi ý & hẹn sau' })).status).toBe(200);
    const byShopper = (await kit.place({}, 'vi')).body;
    const cancelled = await kit.call(byShopper.owner, 'PUT', `so1/${byShopper._id}`, {
      trang_thai: '9',
      ly_do_huy: 'Đặt nhầm sản phẩm',
    });
    expect(cancelled.status).toBe(200);
    expect((await act(byShopper._id, 'deliver')).status).toBe(409);
    await kit.shop.app.mail.deliverDue();
    const shopMail = (await kit.mailsOf(byShop._id)).find((row) => row.kind === 'order-cancelled');
    expect(shopMail?.subject).toBe(`Đơn hàng ${byShop.so_ct} đã bị huỷ`);
    expect(shopMail?.text).toContain('Lý do huỷ: Khách đổi ý & hẹn sau');
    expect(shopMail?.html).toContain('Khách đổi ý &amp; hẹn sau');
    const rows = await kit.mailsOf(byShopper._id);
    expect(rows.map((row) => row.kind).sort()).toEqual(['order-cancelled', 'order-new', 'order-placed']);
    expect(rows.find((row) => row.kind === 'order-cancelled')?.text).toContain('Đặt nhầm sản phẩm');
  });

  it("the owner's generic order write (PUT so1) writes the same mails", async () => {
    const { _id, so_ct } = (await kit.place({ pt_thanh_toan: BANK }, 'en')).body;
    const confirm = await kit.call(kit.owner, 'PUT', `so1/${_id}`, { trang_thai: '1' });
    expect(confirm.status).toBe(200);
    const paid = await kit.call(kit.owner, 'PUT', `so1/${_id}`, { trang_thai: '1', trang_thai_tt: '1' });
    expect(paid.status).toBe(200);
    await kit.shop.app.mail.deliverDue();
    const rows = await kit.mailsOf(_id);
    expect(rows.slice(2).map((row) => [row.kind, row.subject])).toEqual([
      ['order-confirmed', `Your order ${so_ct} is confirmed`],
      ['payment-received', `Payment received for order ${so_ct}`],
    ]);
  });

  it('a payment through the gateway: one payment-received mail, its repeat none', async () => {
    const placed = (await kit.place({ pt_thanh_toan: EWALLET }, 'vi')).body;
    const { pathname, search } = new URL(String(placed.virtual_payment_client_url));
    const form = new URLSearchParams(search);
    form.set('action', 'pay');
    const posted = await kit.shop.app.inject({
      method: 'POST',
      url: pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(posted.statusCode).toBe(303);
    const returnQuery = String(posted.headers.location).split('?')[1];
    expect((await kit.call(placed.owner, 'GET', `payments/vnpay/return?${returnQuery}`)).status).toBe(200);
    await kit.shop.app.mail.deliverDue();
    const paid = (await kit.mailsOf(placed._id)).filter((row) => row.kind === 'payment-received');
    expect(paid.map((row) => row.subject)).toEqual([`Đã nhận thanh toán cho đơn hàng ${placed.so_ct}`]);
  });

  it('names each status as the history and the console do: trangthai, renamed too (decision 042)', async () => {
    const mailStatus = async (id: string, kind: string) => {
      await kit.shop.app.mail.deliverDue();
      const row = (await kit.mailsOf(id)).find((entry) => entry.kind === kind);
      return /^Trạng thái: (.+)$/m.exec(row?.text ?? '')?.[1];
    };
    const shownAt = async (placed: PlacedReply) => {
      const history = await kit.call<{ _id: string; ten_trang_thai: string }[]>(placed.owner, 'GET', 'so1');
      const detail = await kit.call<ConsoleOrderReply>(kit.owner, 'GET', `console/orders/${placed._id}`);
      const inbox = await kit.call<InboxReply>(kit.owner, 'GET', `console/orders?q=${placed.so_ct}`);
      const status = detail.body.order.trang_thai;
      return [
        history.body.find((order) => order._id === placed._id)?.ten_trang_thai,
        detail.body.order.ten_trang_thai,
        inbox.body.items.find((row) => row._id === placed._id)?.ten_trang_thai,
        inbox.body.tabs.find((tab) => tab.ma === status)?.ten,
      ];
    };
    const expectAgree = async (placed: PlacedReply, kind: string, name: string) => {
      // Written in the change's transaction; the delivered one too, without waiting for the
      // order's e-invoice (decision 059 addendum).
      expect(await mailStatus(placed._id, kind)).toBe(name);
      expect(await shownAt(placed)).toEqual([name, name, name, name]);
    };
    const placed = (await kit.place({}, 'vi')).body;
    await expectAgree(placed, 'order-placed', 'Đơn mới');
    await act(placed._id, 'confirm');
    await expectAgree(placed, 'order-confirmed', 'Đã xác nhận');
    await act(placed._id, 'ship', { don_vi_vc: 'GHN', ma_van_don: 'GHN-10042' });
    await expectAgree(placed, 'order-shipped', 'Đang giao hàng');
    await act(placed._id, 'deliver');
    await expectAgree(placed, 'order-delivered', 'Đã giao hàng');
    const cancelled = (await kit.place({}, 'vi')).body;
    await act(cancelled._id, 'cancel', { ly_do_huy: 'Khách đổi địa chỉ' });
    await expectAgree(cancelled, 'order-cancelled', 'Đã huỷ');
    // A shop renames a status in trangthai: the next mail says the new name, as the screens do.
    const rename = (name: string) =>
      kit.shop.db.query(
        `UPDATE documents SET data = jsonb_set(data, '{ten}', to_jsonb($1::text))
         WHERE id_app = '' AND collection = 'trangthai' AND data->>'ma' = '1'`,
        [name],
      );
    await rename('Đã chốt đơn');
    try {
      const renamed = (await kit.place({}, 'vi')).body;
      await act(renamed._id, 'confirm');
      await expectAgree(renamed, 'order-confirmed', 'Đã chốt đơn');
    } finally {
      await rename('Đã xác nhận');
    }
  });

  it("migration 23 spells the cancelled status of an older shop 'Đã huỷ', never a name the shop chose", async () => {
    const migration = MIGRATIONS.find((item) => item.id === 23);
    const cancelledName = async (before: string) => {
      await kit.shop.db.query(
        `UPDATE documents SET data = jsonb_set(data, '{ten}', to_jsonb($1::text))
         WHERE id_app = '' AND collection = 'trangthai' AND data->>'ma' = '9'`,
        [before],
      );
      for (const statement of splitStatements(String(migration?.sql))) await kit.shop.db.query(statement);
      return (await statusNames(kit.shop.db)).find((status) => status.ma === '9')?.ten;
    };
    expect(await cancelledName('Đã hủy')).toBe('Đã huỷ');
    expect(await cancelledName('Huỷ bỏ')).toBe('Huỷ bỏ');
    expect(await cancelledName('Đã huỷ')).toBe('Đã huỷ');
  });

  it('a refused placement writes no mail', async () => {
    const countRows = async () =>
      (await kit.shop.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]?.n;
    const before = await countRows();
    const refused = await kit.place({ sdt_nguoi_nhan: '09123' }, 'vi');
    expect(refused.status).toBe(400);
    expect(await countRows()).toBe(before);
  });
});
