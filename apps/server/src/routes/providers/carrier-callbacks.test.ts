import { describe, expect, it } from 'vitest';
import { testBackends } from '../../testing.js';
import { shopSuite } from '../../suite.test-kit.js';
import { ADDRESS, COD, callerOf, newGuest } from '../commerce/commerce.test-kit.js';

/** Carriers' status callbacks move orders, once, forward only (issue 31, decision 055 "Inbound"). */
describe.each(testBackends())('carrier status callbacks on %s', (backend) => {
  const shop = shopSuite(backend);

  /** A placed, confirmed order shipped by `carrier` (GHN or GHTK): its id and code. */
  async function confirmedOrder(carrier: 'GHN' | 'GHTK') {
    const call = callerOf(shop().app, `/api/${shop().env.ID_APP}`, shop().env.PUBLIC_TOKEN);
    const caller = newGuest();
    await call(caller, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 1 });
    const draft = await call<{ _id: string }>(caller, 'POST', 'so1', { trang_thai: 'LCT' });
    const placed = await call<{ _id: string; so_ct: string }>(caller, 'PUT', `so1/${draft.body._id}`, {
      ...ADDRESS,
      pt_thanh_toan: COD,
      don_vi_vc: carrier,
      trang_thai: '0',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await shop().db.query(
      `UPDATE documents SET data = jsonb_set(data, '{trang_thai}', '"1"') WHERE collection = 'so1' AND id = $1`,
      [placed.body._id],
    );
    return placed.body;
  }
  const statusOf = async (id: string) =>
    (
      await shop().db.query<{ trang_thai: string; ma_van_don: string | null }>(
        `SELECT data->>'trang_thai' AS trang_thai, data->>'ma_van_don' AS ma_van_don FROM documents WHERE collection = 'so1' AND id = $1`,
        [id],
      )
    )[0];
  const ghnBody = (soCt: string, status: string, time: string) => ({
    CODAmount: 0,
    ClientOrderCode: soCt,
    OrderCode: 'Z82BS',
    ShopID: 885,
    Status: status,
    Time: time,
    Type: 'switch_status',
  });
  const ghn = (secret: string, body: object) =>
    shop().app.inject({ method: 'POST', url: `/carriers/ghn/callback/${secret}`, payload: body });

  it('refuses a callback without the secret of the registered URL, and changes nothing', async () => {
    const order = await confirmedOrder('GHN');
    const forged = await ghn('x'.repeat(64), ghnBody(order.so_ct, 'picked', '2026-11-29T01:00:00Z'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: 'CARRIER_CALLBACK_FORBIDDEN' });
    expect((await statusOf(order._id))?.trang_thai).toBe('1');
  });

  it('moves the order picked up → shipping → delivered once each, keeps the tracking code, and never back', async () => {
    const order = await confirmedOrder('GHN');
    const secret = shop().app.carriers.ghnCallbackSecret ?? '';
    const picked = ghnBody(order.so_ct, 'picked', '2026-11-29T01:00:00Z');
    expect((await ghn(secret, picked)).json()).toEqual({ ok: true, outcome: 'applied' });
    expect(await statusOf(order._id)).toEqual({ trang_thai: '2', ma_van_don: 'Z82BS' });
    // GHN retries until it gets 200: the same event again is answered 200 and changes nothing.
    const repeat = await ghn(secret, picked);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ ok: true, outcome: 'repeat' });
    const delivered = await ghn(secret, ghnBody(order.so_ct, 'delivered', '2026-11-30T03:00:00Z'));
    expect(delivered.json()).toEqual({ ok: true, outcome: 'applied' });
    expect((await statusOf(order._id))?.trang_thai).toBe('3');
    // A late "picking", sent after delivery, never undoes it.
    const late = await ghn(secret, ghnBody(order.so_ct, 'picking', '2026-11-29T00:30:00Z'));
    expect(late.json()).toEqual({ ok: true, outcome: 'no-move' });
    const latePicked = await ghn(secret, ghnBody(order.so_ct, 'picked', '2026-11-29T00:45:00Z'));
    expect(latePicked.json()).toEqual({ ok: true, outcome: 'stale' });
    expect((await statusOf(order._id))?.trang_thai).toBe('3');
    const stored = await shop().db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM carrier_events WHERE carrier = 'ghn' AND order_code = $1`,
      [order.so_ct],
    );
    expect(Number(stored[0]?.n)).toBe(4);
  });

  it("reads GHTK's form with the URL's hash: delivered takes a confirmed order through shipping to delivered", async () => {
    const order = await confirmedOrder('GHTK');
    const form = new URLSearchParams({
      label_id: 'S1.A1.17373471',
      partner_id: order.so_ct,
      action_time: '2026-11-29T12:18:39+07:00',
      status_id: '5',
      reason_code: '',
      reason: '',
      weight: '2.4',
      fee: '15000',
      return_part_package: '0',
    }).toString();
    const post = (hash: string) =>
      shop().app.inject({
        method: 'POST',
        url: `/carriers/ghtk/callback?hash=${encodeURIComponent(hash)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
    expect((await post('XXX')).statusCode).toBe(401);
    const done = await post(shop().app.carriers.ghtkCallbackHash ?? '');
    expect(done.json()).toEqual({ ok: true, outcome: 'applied' });
    expect(await statusOf(order._id)).toEqual({ trang_thai: '3', ma_van_don: 'S1.A1.17373471' });
    // Another carrier's callback for this order is stored but moves nothing.
    const other = await ghn(
      shop().app.carriers.ghnCallbackSecret ?? '',
      ghnBody(order.so_ct, 'delivered', '2026-11-29T09:00:00Z'),
    );
    expect(other.json()).toEqual({ ok: true, outcome: 'other-carrier' });
  });
});
