import { describe, expect, it } from 'vitest';
import { mapAddressForGhn } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import { type PlacedRow, consoleSuite } from './console.test-kit.js';

const HOUR = 3_600_000;

/**
 * The carriers' news moves orders (issue 31, decision 066): "returned to the shop" with its stock
 * back on confirming receipt, and the poll that asks the carrier after a day without news.
 */
describe.each(testBackends())('carrier news on %s', (backend) => {
  const kit = consoleSuite(
    backend,
    { SCHEDULE_POLL_MS: '50', SCHEDULE_RETRY_SECONDS: '1', CARRIER_POLL_SWEEP_MINUTES: '60' },
    { prepare: (started) => mapAddressForGhn(started.shop) },
  );
  const owner = () => kit().callers.owner;
  const ghnSim = () => {
    const simulator = kit().shop.app.carriers.simulators.ghn;
    if (!simulator) throw new Error('the GHN simulator answers in tests');
    return simulator;
  };
  const field = async (id: string, name: string) =>
    (
      await kit().shop.db.query<{ value: string | null }>(
        `SELECT data->>$2 AS value FROM documents WHERE collection = 'so1' AND id = $1`,
        [id, name],
      )
    )[0]?.value;
  const stock = async () =>
    Number(
      (
        await kit().shop.db.query<{ ton: string }>(
          `SELECT data->>'ton' AS ton FROM documents WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = 'CPH-009'`,
          [kit().shop.env.ID_APP],
        )
      )[0]?.ton,
    );
  const mails = async (id: string) =>
    (
      await kit().shop.db.query<{ kind: string }>(
        `SELECT kind FROM outbox WHERE order_id = $1 AND channel = 'email' ORDER BY created_at, kind`,
        [id],
      )
    ).map((row) => row.kind);
  /** How often the GHN simulator was asked for a parcel's detail (the poll's call). */
  const detailCallsOf = (code: string) =>
    ghnSim().control.calls.filter(
      (call) =>
        call.path.endsWith('/v2/shipping-order/detail') &&
        (call.body as { order_code?: string }).order_code === code,
    ).length;
  const callback = (body: object) =>
    kit().shop.app.inject({
      method: 'POST',
      url: `/carriers/ghn/callback/${kit().shop.app.carriers.ghnCallbackSecret ?? ''}`,
      payload: body,
    });

  /** A confirmed GHN order whose shipment the queue has created at the simulator: it and its code. */
  async function shipped(): Promise<{ order: PlacedRow; code: string }> {
    const order = await kit().place({ don_vi_vc: 'GHN' });
    expect((await kit().call(owner(), 'POST', `console/orders/${order._id}/confirm`)).status).toBe(200);
    const asked = await kit().call(owner(), 'POST', 'console/orders/shipments', { ids: [order._id] });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    for (let tries = 0; tries < 200; tries += 1) {
      const code = await field(order._id, 'ma_van_don');
      if (code) return { order, code };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the shipment was not created');
  }

  it('takes a returned parcel to "returned to the shop", never back, and its stock comes back once when staff confirm receipt', async () => {
    const { order, code } = await shipped();
    const receive = () => kit().call(owner(), 'POST', `console/orders/${order._id}/return-received`);
    const early = await receive();
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: 'RETURN_NOT_RETURNED' });
    const day = (n: number) => new Date(Date.UTC(2026, 10, 29 + n));
    for (const [status, n] of [
      ['picked', 0],
      ['delivery_fail', 1],
      ['return', 2],
    ] as const)
      expect((await callback(ghnSim().advance(code, status, day(n)))).statusCode).toBe(200);
    expect(await field(order._id, 'trang_thai')).toBe('2');
    const back = await callback(ghnSim().advance(code, 'returned', day(3)));
    expect(back.json()).toEqual({ ok: true, outcome: 'applied' });
    expect(await field(order._id, 'trang_thai')).toBe('4');
    // A late "delivering" never takes it back to shipping; a replay changes nothing.
    expect((await callback(ghnSim().advance(code, 'delivering', day(1)))).json()).toEqual({
      ok: true,
      outcome: 'stale',
    });
    expect((await callback(ghnSim().advance(code, 'returned', day(3)))).json()).toEqual({
      ok: true,
      outcome: 'repeat',
    });
    expect(await field(order._id, 'trang_thai')).toBe('4');
    const before = await stock();
    const first = await receive();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      changed: true,
      message: 'Đã xác nhận nhận hàng hoàn: tồn kho đã được cộng lại',
    });
    expect(await stock()).toBe(before + 1);
    expect((await receive()).body).toMatchObject({ changed: false });
    expect(await stock()).toBe(before + 1);
    // Its name, one for the shop and the console (decision 042's list; migration 40 for old shops).
    const names = await kit().shop.db.query<{ ten: string; ten_eng: string }>(
      `SELECT data->>'ten' AS ten, data->>'ten_eng' AS ten_eng FROM documents WHERE collection = 'trangthai' AND data->>'ma' = '4'`,
    );
    expect(names).toEqual([{ ten: 'Đã hoàn về shop', ten_eng: 'Returned to the shop' }]);
  });

  it("sends the simulator's documented callbacks from the development route: picked, then delivered, moves the order", async () => {
    const { order, code } = await shipped();
    const advance = (status: string) =>
      kit().shop.app.inject({
        method: 'POST',
        url: '/sandbox-carrier/ghn/advance',
        payload: { tracking_code: code, status },
      });
    expect((await advance('picked')).json()).toEqual({ ok: true, outcome: 'applied' });
    expect(await field(order._id, 'trang_thai')).toBe('2');
    expect((await advance('delivered')).json()).toEqual({ ok: true, outcome: 'applied' });
    expect(await field(order._id, 'trang_thai')).toBe('3');
    const unknown = await kit().shop.app.inject({
      method: 'POST',
      url: '/sandbox-carrier/ghn/advance',
      payload: { tracking_code: 'NOPE', status: 'picked' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives a poll to a shipment that has none (made before the poll chain existed): the hourly sweep plans it, the poll asks the carrier', async () => {
    const { order, code } = await shipped();
    // As a shipment created before the chain existed: no poll waits for it.
    await kit().shop.db.query(
      `DELETE FROM jobs WHERE kind = 'carrier-poll' AND payload->>'orderId' = $1 AND status = 'pending'`,
      [order._id],
    );
    ghnSim().advance(code, 'delivered');
    const asked = () => detailCallsOf(code);
    const later = new Date(Date.now() + 25 * HOUR);
    await kit().shop.app.schedules.runDue(later);
    const polls = await kit().shop.db.query<{ status: string }>(
      `SELECT status FROM jobs WHERE kind = 'carrier-poll' AND payload->>'orderId' = $1`,
      [order._id],
    );
    expect(polls.map((row) => row.status)).toContain('pending');
    await kit().shop.app.schedules.runDue(later);
    expect(asked()).toBe(1);
    expect(await field(order._id, 'trang_thai')).toBe('3');
    // Delivered: the next sweep plans nothing for it.
    await kit().shop.app.schedules.runDue(new Date(Date.now() + 27 * HOUR));
    await kit().shop.app.schedules.runDue(new Date(Date.now() + 80 * HOUR));
    expect(asked()).toBe(1);
  });

  it('asks the carrier about a shipment with no news for 24 h, and moves the order as a callback would, with its mails', async () => {
    const { order, code } = await shipped();
    const detailCalls = () => detailCallsOf(code);
    // The carrier delivers and its callback is lost: only the poll can tell.
    ghnSim().advance(code, 'delivered');
    // A day later, but news came 10 h after the shipment: not asked yet, asked a day after the news.
    await kit().shop.db.query(
      `UPDATE carrier_shipments SET news_at = requested_at + interval '10 hours' WHERE order_id = $1`,
      [order._id],
    );
    await kit().shop.app.schedules.runDue(new Date(Date.now() + 25 * HOUR));
    expect(detailCalls()).toBe(0);
    expect(await field(order._id, 'trang_thai')).toBe('1');
    await kit().shop.app.schedules.runDue(new Date(Date.now() + 35 * HOUR));
    expect(detailCalls()).toBe(1);
    expect(await field(order._id, 'trang_thai')).toBe('3');
    // Delivered: the chain ends, the carrier is not asked again.
    await kit().shop.app.schedules.runDue(new Date(Date.now() + 80 * HOUR));
    expect(detailCalls()).toBe(1);
    // The delivered mail went with the carrier's news, not waiting for the e-invoice (decision 059 addendum).
    expect(await mails(order._id)).toEqual(expect.arrayContaining(['order-shipped', 'order-delivered']));
  });

  it("imports a carrier's COD statement, lists what does not agree, and shows what each carrier still owes", async () => {
    type Owed = { carrier: string; delivered: number; cod: number; paid: number; fees: number; owed: number };
    type Cod = {
      owed: Owed[];
      mismatches: { tracking_code: string; problem: string; expected: number | null }[];
    };
    const ghnOwed = async () =>
      (await kit().call<Cod>(owner(), 'GET', 'console/orders/cod')).body.owed.find(
        (row) => row.carrier === 'ghn',
      );
    const before = (await ghnOwed()) ?? { delivered: 0, cod: 0, owed: 0, paid: 0, fees: 0 };
    const a = await shipped();
    const b = await shipped();
    for (const { code } of [a, b])
      await callback(ghnSim().advance(code, 'delivered', new Date(Date.UTC(2026, 10, 30))));
    const codA = Number(a.order.t_tt_nt);
    const codB = Number(b.order.t_tt_nt);
    expect(await ghnOwed()).toMatchObject({
      delivered: before.delivered + 2,
      cod: before.cod + codA + codB,
      owed: before.owed + codA + codB,
    });
    const import_ = (csv: string, statement = 'BK-2026-11-30') =>
      kit().call<{ imported: number; mismatches: Cod['mismatches']; message: string }>(
        owner(),
        'POST',
        'console/orders/cod-statements',
        { carrier: 'ghn', statement, csv },
      );
    // A bad line refuses the whole file, naming the line; nothing is kept.
    const bad = await import_(`Mã vận đơn,Tiền thu hộ,Phí,Ngày thanh toán\n${a.code},abc,1000,30/11/2026\n`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'COD_IMPORT_ROW' });
    expect((await import_('ma_van_don,phi\nX,1\n')).body).toMatchObject({ error: 'COD_IMPORT_HEADER' });
    const csv = [
      'Mã vận đơn,Mã đơn hàng,Tiền thu hộ,Phí,Ngày thanh toán',
      `${a.code},${a.order.so_ct},"${codA.toLocaleString('vi-VN')}",16.500,30/11/2026`,
      `${b.code},${b.order.so_ct},${codB - 1_000},16500,30/11/2026`,
      'GHNUNKNOWN,DH999999,50000,16500,',
    ].join('\r\n');
    const done = await import_(csv);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      imported: 3,
      message: 'Đã nhập 3 dòng bảng kê COD, 2 dòng chênh lệch',
    });
    expect(done.body.mismatches.map((row) => [row.tracking_code, row.problem, row.expected])).toEqual([
      [b.code, 'AMOUNT_DIFFERS', codB],
      ['GHNUNKNOWN', 'UNKNOWN_PARCEL', null],
    ]);
    // The same statement again replaces its lines: nothing counts twice.
    expect((await import_(csv)).status).toBe(200);
    expect(await ghnOwed()).toMatchObject({
      paid: before.paid + codA + codB - 1_000,
      fees: before.fees + 33_000,
      owed: before.owed + 1_000,
    });
    const listed = (await kit().call<Cod>(owner(), 'GET', 'console/orders/cod')).body.mismatches;
    expect(listed.filter((row) => row.tracking_code === b.code)).toHaveLength(1);
    expect((await kit().call(kit().callers.customer, 'GET', 'console/orders/cod')).status).toBe(403);
  });
});
