import { describe, expect, it } from 'vitest';
import { mapAddressForGhn } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import { type PlacedRow, consoleSuite } from './console.test-kit.js';

type Shipment = {
  state: string;
  carrier: string;
  tracking_code: string | null;
  tracking_url: string | null;
  error: string | null;
  options: {
    cod: number;
    value: number;
    pick_option: string;
    pick_station_id?: number;
    required_note: string;
    note: string;
  };
};
type Bulk = {
  results: { _id: string; ok: boolean; error?: string }[];
  requested: number;
  refused: number;
  message: string;
};

/** Shipments booked with the carriers from the console (issue 31, decision 058), through the job queue. */
describe.each(testBackends())('console carrier shipments on %s', (backend) => {
  // A quick queue: the shipment job runs within a few tens of milliseconds, a retry after 1 s.
  const kit = consoleSuite(
    backend,
    { SCHEDULE_POLL_MS: '50', SCHEDULE_RETRY_SECONDS: '1' },
    { prepare: (started) => mapAddressForGhn(started.shop) },
  );
  const owner = () => kit().callers.owner;
  const simulators = () => kit().shop.app.carriers.simulators;

  async function confirmed(carrier: 'GHN' | 'GHTK'): Promise<PlacedRow> {
    const order = await kit().place({ don_vi_vc: carrier });
    const reply = await kit().call(owner(), 'POST', `console/orders/${order._id}/confirm`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return order;
  }
  const shipmentOf = async (id: string) =>
    (await kit().call<{ shipment: Shipment | null }>(owner(), 'GET', `console/orders/${id}/shipment`)).body
      .shipment;
  /** Waits until the queue has moved the order's shipment out of `from`. */
  async function settled(id: string, from: string): Promise<Shipment> {
    for (let tries = 0; tries < 200; tries += 1) {
      const shipment = await shipmentOf(id);
      if (shipment && shipment.state !== from) return shipment;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`shipment of ${id} stayed ${from}`);
  }
  const orderField = async (id: string, field: string) =>
    (
      await kit().shop.db.query<{ value: string | null }>(
        `SELECT data->>$2 AS value FROM documents WHERE collection = 'so1' AND id = $1`,
        [id, field],
      )
    )[0]?.value;

  it('creates the shipment of a confirmed order through the job queue, once, with the COD due, then prints and cancels it', async () => {
    const order = await confirmed('GHTK');
    const body = {
      ids: [order._id],
      pick_option: 'dropoff',
      required_note: 'CHOXEMHANGKHONGTHU',
      note: 'Gọi trước khi giao',
    };
    const asked = await kit().call<Bulk>(owner(), 'POST', 'console/orders/shipments', body);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({
      requested: 1,
      refused: 0,
      message: 'Đã gửi yêu cầu tạo vận đơn cho 1 đơn hàng',
    });
    // Asked twice (a double click, a second tab): refused, and the carrier is called once.
    const again = await kit().call<Bulk>(owner(), 'POST', 'console/orders/shipments', body);
    expect(again.body.results).toEqual([expect.objectContaining({ ok: false, error: 'SHIPMENT_EXISTS' })]);
    const shipment = await settled(order._id, 'requested');
    expect(shipment).toMatchObject({ state: 'created', carrier: 'ghtk', error: null });
    expect(shipment.options).toMatchObject({ cod: Number(order.t_tt_nt), pick_option: 'dropoff' });
    const code = String(shipment.tracking_code);
    expect(shipment.tracking_url).toBe(`https://i.ghtk.vn/${encodeURIComponent(code)}`);
    const atCarrier = [...(simulators().ghtk?.orders.values() ?? [])].filter(
      (entry) => entry.partner_id === order.so_ct,
    );
    expect(atCarrier).toEqual([expect.objectContaining({ label: code, pick_money: Number(order.t_tt_nt) })]);
    expect(await orderField(order._id, 'ma_van_don')).toBe(code);

    const labels = await kit().call<{ labels: { carrier: string; so_ct: string[]; url: string }[] }>(
      owner(),
      'GET',
      `console/orders/shipments/labels?ids=${order._id}&size=A6`,
    );
    expect(labels.body.labels).toEqual([
      {
        carrier: 'ghtk',
        order_ids: [order._id],
        so_ct: [order.so_ct],
        url: `${kit().base}/console/orders/${order._id}/shipment/label?size=A6`,
      },
    ]);
    const pdf = await kit().shop.app.inject({
      method: 'GET',
      url: `${kit().base}/console/orders/${order._id}/shipment/label?size=A6`,
      headers: { authorization: `Bearer ${owner().token}` },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF')).toBe(true);

    const cancel = await kit().call<{ shipment: Shipment }>(
      owner(),
      'POST',
      `console/orders/${order._id}/shipment/cancel`,
    );
    expect(cancel.body.shipment.state).toBe('cancel-requested');
    expect((await settled(order._id, 'cancel-requested')).state).toBe('cancelled');
    expect(await orderField(order._id, 'ma_van_don')).toBe('');
  });

  it('books a GHN parcel and prints labels of several orders at once; refuses an order not confirmed, alone', async () => {
    const [first, second] = [await confirmed('GHN'), await confirmed('GHN')];
    const placed = await kit().place({ don_vi_vc: 'GHN' });
    const asked = await kit().call<Bulk>(owner(), 'POST', 'console/orders/shipments', {
      ids: [first?._id, placed._id, second?._id],
      required_note: 'KHONGCHOXEMHANG',
    });
    expect(asked.body).toMatchObject({ requested: 2, refused: 1 });
    expect(asked.body.results[1]).toMatchObject({ ok: false, error: 'SHIPMENT_NOT_CONFIRMED' });
    const ids = [String(first?._id), String(second?._id)];
    for (const id of ids)
      expect(await settled(id, 'requested')).toMatchObject({ state: 'created', carrier: 'ghn' });
    const labels = await kit().call<{ labels: { carrier: string; so_ct: string[]; url: string }[] }>(
      owner(),
      'GET',
      `console/orders/shipments/labels?ids=${ids.join(',')}&size=A5`,
    );
    expect(labels.body.labels).toHaveLength(1);
    expect(labels.body.labels[0]).toMatchObject({
      carrier: 'ghn',
      so_ct: [first?.so_ct, second?.so_ct].sort(),
    });
    expect(labels.body.labels[0]?.url).toMatch(/\/a5\/public-api\/printA5\?token=/);
    expect(
      (await kit().call(kit().callers.customer, 'POST', 'console/orders/shipments', { ids })).status,
    ).toBe(403);
  });

  it("drops a GHN parcel off at one of GHN's stations near the shop: listed from Get Station, sent as pick_station_id", async () => {
    const stations = await kit().call<{ items: { id: number; name: string; address: string }[] }>(
      owner(),
      'GET',
      'console/carriers/ghn/stations',
    );
    expect(stations.status, JSON.stringify(stations.body)).toBe(200);
    // The shop's pick-up ward (Phường Sài Gòn, mapped to GHN's district 1442) has the simulator's two stations.
    expect(stations.body.items.map((station) => station.id)).toEqual([14421, 14422]);
    expect(stations.body.items[0]?.name).toMatch(/^Bưu cục GHN /);
    const order = await confirmed('GHN');
    // A GHN drop-off without a station is refused for that order, before any carrier call.
    const without = await kit().call<Bulk>(owner(), 'POST', 'console/orders/shipments', {
      ids: [order._id],
      pick_option: 'dropoff',
    });
    expect(without.body.results).toEqual([
      expect.objectContaining({ ok: false, error: 'SHIPMENT_STATION_REQUIRED' }),
    ]);
    const invalid = await kit().call(owner(), 'POST', 'console/orders/shipments', {
      ids: [order._id],
      pick_option: 'dropoff',
      pick_station_id: 0,
    });
    expect(invalid.status).toBe(400);
    const asked = await kit().call<Bulk>(owner(), 'POST', 'console/orders/shipments', {
      ids: [order._id],
      pick_option: 'dropoff',
      pick_station_id: 14422,
    });
    expect(asked.body).toMatchObject({ requested: 1, refused: 0 });
    const shipment = await settled(order._id, 'requested');
    expect(shipment).toMatchObject({ state: 'created', carrier: 'ghn' });
    expect(shipment.options).toMatchObject({ pick_option: 'dropoff', pick_station_id: 14422 });
    const booked = simulators().ghn?.orders.get(String(shipment.tracking_code));
    expect(booked?.pick_station_id).toBe(14422);
    // A station the carrier does not have is GHN's refusal, kept on the shipment.
    const other = await confirmed('GHN');
    await kit().call<Bulk>(owner(), 'POST', 'console/orders/shipments', {
      ids: [other._id],
      pick_option: 'dropoff',
      pick_station_id: 99999,
    });
    expect(await settled(other._id, 'requested')).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('pick_station_id'),
    });
  });

  it('tries again while the carrier is down, and the shipment is created once it is back', async () => {
    const order = await confirmed('GHTK');
    const ghtk = simulators().ghtk;
    if (!ghtk) throw new Error('no GHTK simulator');
    ghtk.control.mode = 'down';
    try {
      await kit().call(owner(), 'POST', 'console/orders/shipments', { ids: [order._id] });
      await new Promise((resolve) => setTimeout(resolve, 400));
      const failedOnce = await kit().shop.db.query<{
        attempts: number;
        status: string;
        error: string | null;
      }>(
        `SELECT attempts, status, error FROM jobs WHERE kind = 'carrier-shipment' AND payload->>'orderId' = $1`,
        [order._id],
      );
      expect(failedOnce[0]).toMatchObject({ attempts: 1, status: 'pending' });
      expect(failedOnce[0]?.error).toContain('ghtk');
      expect((await shipmentOf(order._id))?.state).toBe('requested');
    } finally {
      ghtk.control.mode = 'up';
    }
    expect(await settled(order._id, 'requested')).toMatchObject({ state: 'created' });
  });
});
