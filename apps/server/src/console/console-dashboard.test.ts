import { DEFAULT_LOW_STOCK_THRESHOLD as LOW_STOCK_THRESHOLD } from '@shop/domain/catalogue';
import type { DashboardReply } from '@shop/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, setStock } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import { type ConsoleKit, type PlacedRow, startConsoleKit } from './console.test-kit.js';
import { loadDashboard, periodBounds } from './dashboard.js';

const DAY_MS = 86_400_000;

describe('dashboard periods', () => {
  it('are Vietnam days ending today: 17:00 UTC is already the next day', () => {
    const late = periodBounds('today', new Date('2026-11-24T16:59:59Z'));
    expect(late).toMatchObject({ from: '2026-11-24', to: '2026-11-24', start: '2026-11-23T17:00:00.000Z' });
    const next = periodBounds('7d', new Date('2026-11-24T17:00:00Z'));
    expect(next).toMatchObject({ from: '2026-11-19', to: '2026-11-25', end: '2026-11-25T17:00:00.000Z' });
    expect(next.days).toHaveLength(7);
    expect(periodBounds('30d', new Date('2026-03-01T03:00:00Z')).from).toBe('2026-01-31');
  });
});

describe.each(testBackends())('console dashboard (%s)', (backend) => {
  let kit: ConsoleKit;
  const orders: PlacedRow[] = [];
  const now = new Date();
  /** Moves an order's placing instant (the dashboard reads ngay_ct). */
  const placedAt = (order: PlacedRow, at: Date) =>
    kit.shop.db.query(
      `UPDATE documents SET data = jsonb_set(data, '{ngay_ct}', to_jsonb($2::text))
       WHERE id_app = $1 AND collection = 'so1' AND id = $3`,
      [kit.shop.env.ID_APP, at.toISOString(), order._id],
    );
  const total = (list: PlacedRow[]) => list.reduce((sum, order) => sum + Number(order.t_tt_nt), 0);

  beforeAll(async () => {
    kit = await startConsoleKit(backend);
    orders.push(await kit.place({}, { ma_vt: 'CPH-009', sl_xuat: 2 }));
    orders.push(await kit.place({ pt_thanh_toan: BANK }, { ma_vt: 'CPH-009', sl_xuat: 1 }));
    orders.push(await kit.place({}, { ma_vt: 'CPH-009', sl_xuat: 3 }));
    orders.push(await kit.place({ pt_thanh_toan: BANK }, { ma_vt: 'CPH-009', sl_xuat: 1 }));
    orders.push(await kit.place({}, { ma_vt: 'CPH-009', sl_xuat: 1 }));
    // [0], [1] today; [2] cancelled today; [3] 3 days ago; [4] 20 days ago.
    const cancelled = await kit.call(kit.callers.owner, 'POST', `console/orders/${orders[2]?._id}/cancel`, {
      ly_do_huy: 'Khách đổi ý không mua nữa',
    });
    expect(cancelled.status).toBe(200);
    await placedAt(orders[3] as PlacedRow, new Date(now.getTime() - 3 * DAY_MS));
    await placedAt(orders[4] as PlacedRow, new Date(now.getTime() - 20 * DAY_MS));
  }, 120_000);
  afterAll(() => kit?.shop.close());

  const dashboard = async (period: string) => {
    const reply = await kit.call<DashboardReply>(
      kit.callers.staff,
      'GET',
      `console/dashboard?period=${period}`,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };

  it('counts placed, not cancelled orders of today, their revenue and average', async () => {
    const today = orders.slice(0, 2);
    const body = await dashboard('today');
    expect(body).toMatchObject({ period: 'today', orders: 2, revenue: total(today) });
    expect(body.average).toBe(Math.round(total(today) / 2));
    expect(body.daily).toEqual([{ day: body.to, orders: 2, revenue: total(today) }]);
  });

  it('widens to 7 and 30 days, day by day, by payment method and product', async () => {
    const week = [orders[0], orders[1], orders[3]] as PlacedRow[];
    const body7 = await dashboard('7d');
    expect(body7).toMatchObject({ orders: 3, revenue: total(week) });
    expect(body7.daily).toHaveLength(7);
    expect(body7.daily.reduce((sum, day) => sum + day.revenue, 0)).toBe(total(week));
    expect(body7.daily.filter((day) => day.orders > 0)).toHaveLength(2);
    const bank = body7.by_payment.find((row) => row.pt_thanh_toan === BANK);
    expect(bank).toMatchObject({ orders: 2, revenue: total([orders[1], orders[3]] as PlacedRow[]) });
    expect(bank?.ten).not.toBe(BANK);
    expect(body7.top_products).toEqual([expect.objectContaining({ ma_vt: 'CPH-009', quantity: 2 + 1 + 1 })]);

    const month = [orders[0], orders[1], orders[3], orders[4]] as PlacedRow[];
    const body30 = await dashboard('30d');
    expect(body30).toMatchObject({ orders: 4, revenue: total(month), average: Math.round(total(month) / 4) });
    expect(body30.daily).toHaveLength(30);
    expect(body30.top_products[0]?.quantity).toBe(5);
  });

  it('puts an order of 23:59 in Vietnam on its own day, not the next', async () => {
    const order = orders[4] as PlacedRow;
    const fixedNow = new Date('2026-06-15T05:00:00Z');
    await placedAt(order, new Date('2026-06-14T16:59:59Z'));
    const body = await loadDashboard(kit.shop.db, kit.shop.env.ID_APP, '7d', fixedNow);
    expect(body.daily.find((day) => day.day === '2026-06-14')).toMatchObject({ orders: 1 });
    expect((await loadDashboard(kit.shop.db, kit.shop.env.ID_APP, 'today', fixedNow)).orders).toBe(0);
    await placedAt(order, new Date('2026-06-14T17:00:00Z'));
    const today = await loadDashboard(kit.shop.db, kit.shop.env.ID_APP, 'today', fixedNow);
    expect(today).toMatchObject({ orders: 1, revenue: Number(order.t_tt_nt) });
  });

  it('lists products at or below the low-stock threshold, lowest first', async () => {
    await setStock(kit, 'CPH-009', 2);
    const body = await dashboard('today');
    expect(body.low_stock_threshold).toBe(LOW_STOCK_THRESHOLD);
    expect(body.low_stock).toContainEqual(expect.objectContaining({ ma_vt: 'CPH-009', ton: 2 }));
    const stocks = body.low_stock.map((row) => row.ton);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((ton) => ton <= LOW_STOCK_THRESHOLD)).toBe(true);
    await setStock(kit, 'CPH-009', LOW_STOCK_THRESHOLD + 1);
    expect((await dashboard('today')).low_stock.map((row) => row.ma_vt)).not.toContain('CPH-009');
  });

  it('refuses an unknown period with a clear message', async () => {
    const reply = await kit.call(kit.callers.owner, 'GET', 'console/dashboard?period=year');
    expect(reply).toMatchObject({ status: 400, body: { error: 'CONSOLE_QUERY_INVALID' } });
  });
});
