import type { ConsoleActionReply, ConsoleOrderReply, InboxReply } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTUP_TIMEOUT_MS } from '../routes/commerce.test-kit.js';
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
      url: `${kit.base}/console/orders/export?access_token=${kit.callers.owner.token}&q=${order.so_ct}`,
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
    expect((await csvLine(order))[9]).toBe('J&T Express');
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
});
