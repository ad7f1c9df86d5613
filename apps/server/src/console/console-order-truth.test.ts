import type { ConsoleActionReply, ConsoleOrderReply, InboxReply } from '@shop/domain/console';
import { paymentDisplayOf, paymentInputOf } from '@shop/domain/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, STARTUP_TIMEOUT_MS } from '../routes/commerce/commerce.test-kit.js';
import { listOutbox } from '../mail/outbox.js';
import { testBackends } from '../testing.js';
import { type ConsoleKit, type PlacedRow, startConsoleKit } from './console.test-kit.js';

type Reply = ConsoleActionReply & { error?: string };

/**
 * What the console, the CSV, the shop's history and the mails say about an order's carrier and
 * payment (issue 26 items 10 and 11, decision 042).
 */
describe.each(testBackends())('an order as shown: carrier and payment (%s)', (backend) => {
  let kit: ConsoleKit;
  const act = (id: string, action: string, body: unknown = {}) =>
    kit.call<Reply>(kit.callers.owner, 'POST', `console/orders/${id}/${action}`, body);
  const detail = async (id: string) =>
    (await kit.call<ConsoleOrderReply>(kit.callers.owner, 'GET', `console/orders/${id}`)).body.order;
  const inboxRow = async (order: PlacedRow) =>
    (await kit.call<InboxReply>(kit.callers.owner, 'GET', `console/orders?q=${order.so_ct}`)).body.items.find(
      (row) => row._id === order._id,
    );
  const history = async (order: PlacedRow) =>
    (await kit.call<Record<string, unknown>>(order.owner, 'GET', `so1/${order._id}`)).body;
  /** The order's line of the CSV export, split at its commas (the values tested hold none). */
  const csvLine = async (order: PlacedRow) => {
    const reply = await kit.shop.app.inject({
      method: 'GET',
      url: `${kit.base}/console/orders/export?q=${order.so_ct}`,
      headers: { authorization: `Bearer ${kit.callers.owner.token}` },
    });
    return (reply.body.split('\r\n').find((line) => line.startsWith(`${order.so_ct},`)) ?? '').split(',');
  };
  beforeAll(async () => {
    kit = await startConsoleKit(backend);
    const carrier = await kit.call(kit.callers.owner, 'POST', 'console/settings/carriers', {
      ma_dv_vc: 'JT',
      ten_dv_vc: 'J&T Express',
      ten_goi_cuoc: 'Giao nhanh',
      so_ngay_giao: '2',
    });
    expect(carrier.status).toBe(200);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => kit?.shop.close());

  it('ships with the carrier the shopper chose when none is named, and names carriers, never their codes', async () => {
    const order = await kit.place({ don_vi_vc: 'JT', goi_cuoc_vc: 'Giao nhanh' });
    // Before it leaves: the console, its inbox row, the CSV and the shopper's history say the name.
    expect(await detail(order._id)).toMatchObject({ don_vi_vc: 'JT', ten_dv_vc: 'J&T Express' });
    expect(await inboxRow(order)).toMatchObject({ don_vi_vc: 'JT', ten_dv_vc: 'J&T Express' });
    expect((await csvLine(order))[10]).toBe('J&T Express');
    expect(await history(order)).toMatchObject({ ten_dv_vc: 'J&T Express' });
    await act(order._id, 'confirm');
    const shipped = await act(order._id, 'ship', { ma_van_don: 'JT-88001234' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order).toMatchObject({
      trang_thai: '2',
      don_vi_vc: 'JT',
      goi_cuoc_vc: 'Giao nhanh',
      ten_dv_vc: 'J&T Express',
      ma_van_don: 'JT-88001234',
    });
    await kit.shop.app.mail.deliverDue();
    const mail = (await listOutbox(kit.shop.db, 1000)).find(
      (row) => row.order_id === order._id && row.kind === 'order-shipped',
    );
    expect(mail?.text).toContain('Đơn vị vận chuyển: J&T Express');
    expect(mail?.text).toContain('Mã vận đơn: JT-88001234');
  });

  it('ships with another carrier when the shop names one; refuses when neither it nor the order has one', async () => {
    const order = await kit.place({ don_vi_vc: 'JT', goi_cuoc_vc: 'Giao nhanh' });
    await act(order._id, 'confirm');
    const shipped = await act(order._id, 'ship', { don_vi_vc: 'VTP', ma_van_don: 'VTP-123456' });
    expect(shipped.body.order).toMatchObject({
      don_vi_vc: 'VTP',
      ten_dv_vc: 'Viettel Post',
      goi_cuoc_vc: 'Chuyển phát nhanh',
    });
    const bare = await kit.place();
    await kit.shop.db.query(
      `UPDATE documents SET data = data - 'don_vi_vc' - 'goi_cuoc_vc' WHERE collection = 'so1' AND id = $1`,
      [bare._id],
    );
    await act(bare._id, 'confirm');
    const refused = await act(bare._id, 'ship', { ma_van_don: 'ABCD1234' });
    expect(refused).toMatchObject({ status: 400, body: { error: 'CARRIER_REQUIRED' } });
  });

  it("shows cash on delivery as to collect, with the amount, until delivered, though the wire says '1'; a cancelled order never paid", async () => {
    const order = await kit.place();
    const due = Number(order.t_tt_nt);
    expect(order).toMatchObject({ trang_thai_tt: '1', thu_ho: due });
    const row = await inboxRow(order);
    expect(row).toMatchObject({ trang_thai_tt: '1', loai_pt_thanh_toan: 'cod', thu_ho: due });
    expect(paymentDisplayOf(row ?? {})).toEqual({ code: 'COD_TO_COLLECT', amount: due });
    expect(paymentDisplayOf(paymentInputOf(await detail(order._id)))).toEqual({
      code: 'COD_TO_COLLECT',
      amount: due,
    });
    expect(paymentDisplayOf(paymentInputOf(await history(order)))).toEqual({
      code: 'COD_TO_COLLECT',
      amount: due,
    });
    expect((await csvLine(order)).slice(8, 10)).toEqual(['Thu hộ khi giao', String(due)]);
    await act(order._id, 'confirm');
    await act(order._id, 'ship', { ma_van_don: 'GHN-55667788' });
    expect((await csvLine(order)).slice(8, 10)).toEqual(['Thu hộ khi giao', String(due)]);
    await act(order._id, 'deliver');
    expect((await csvLine(order)).slice(8, 10)).toEqual(['Đã thu hộ', '0']);
    expect(paymentDisplayOf(paymentInputOf(await history(order))).code).toBe('COD_COLLECTED');

    const cancelled = await kit.place();
    await act(cancelled._id, 'cancel', { ly_do_huy: 'Khách không nghe máy' });
    expect((await detail(cancelled._id)).trang_thai_tt).toBe('1');
    expect((await csvLine(cancelled)).slice(8, 10)).toEqual(['Không thu tiền (đơn đã huỷ)', '0']);
    expect(paymentDisplayOf(paymentInputOf(await history(cancelled)))).toEqual({
      code: 'NOT_CHARGED',
      amount: 0,
    });
  });

  it('shows a bank transfer unpaid until recorded, then paid', async () => {
    const order = await kit.place({ pt_thanh_toan: BANK });
    expect((await csvLine(order)).slice(8, 10)).toEqual(['Chưa thanh toán', '0']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await act(order._id, 'payment', { so_tien: Number(order.t_tt_nt), ngay: today })).status).toBe(
      200,
    );
    expect((await csvLine(order)).slice(8, 10)).toEqual(['Đã thanh toán', '0']);
  });
});
