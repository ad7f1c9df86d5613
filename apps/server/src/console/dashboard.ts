import { DASHBOARD_PERIOD_DAYS, type DashboardPeriod, type DashboardReply } from '@shop/domain/console';
import { ORDER_STATUS_CANCELLED, ORDER_STATUS_DRAFT } from '@shop/domain/orders';
import { all, type Queryable } from '../db/database.js';
import { LOW_STOCK_THRESHOLD_SQL, readStockSettings } from './stock-settings.js';

/** The shop's time zone: days of the dashboard are Vietnam days (UTC+7, no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const LOW_STOCK_LIMIT = 20;
const TOP_PRODUCTS = 5;
const DAY_MS = 86_400_000;

/** A Vietnam calendar day (YYYY-MM-DD) of an instant. */
function vietnamDay(instant: Date): string {
  return new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The first and last Vietnam day of the period ending today, and the UTC instants bounding it. */
export function periodBounds(period: DashboardPeriod, now: Date) {
  const today = vietnamDay(now);
  const end = new Date(new Date(`${today}T00:00:00+07:00`).getTime() + DAY_MS);
  const days = DASHBOARD_PERIOD_DAYS[period];
  const start = new Date(end.getTime() - days * DAY_MS);
  const list = Array.from({ length: days }, (_, index) =>
    vietnamDay(new Date(start.getTime() + index * DAY_MS)),
  );
  return {
    from: list[0] ?? today,
    to: today,
    start: start.toISOString(),
    end: end.toISOString(),
    days: list,
  };
}

/**
 * The orders of the period that count: placed (not drafts), not cancelled, `ngay_ct` (an ISO UTC
 * instant, compared as text like the inbox does) inside [$2, $3).
 */
const COUNTED = `FROM documents WHERE id_app = $1 AND collection = 'so1'
  AND data->>'ngay_ct' >= $2 AND data->>'ngay_ct' < $3
  AND data->>'trang_thai' NOT IN ('${ORDER_STATUS_DRAFT}', '${ORDER_STATUS_CANCELLED}')`;
const TOTAL = `COALESCE((data->>'t_tt_nt')::numeric, 0)`;

type Num = string | number | null;
const num = (value: Num) => Number(value ?? 0);

/**
 * The dashboard of a period, every figure an SQL aggregate over the order documents (five
 * statements in one round trip): totals, per payment method, top products by quantity, revenue
 * per Vietnam day and products at or below the low-stock threshold.
 */
export async function loadDashboard(
  db: Queryable,
  idApp: string,
  period: DashboardPeriod,
  now = new Date(),
): Promise<DashboardReply> {
  const bounds = periodBounds(period, now);
  const params = [idApp, bounds.start, bounds.end];
  const [totals, byPayment, top, daily, low, settings, reminders] = await all([
    db.query<{ orders: Num; revenue: Num }>(
      `SELECT count(*) AS orders, COALESCE(sum(${TOTAL}), 0) AS revenue ${COUNTED}`,
      params,
    ),
    db.query<{ id: string; ten: string | null; ten_eng: string | null; orders: Num; revenue: Num }>(
      `SELECT o.id, m.data->>'ten' AS ten, m.data->>'ten_eng' AS ten_eng, o.orders, o.revenue
       FROM (SELECT COALESCE(data->>'pt_thanh_toan', '') AS id, count(*) AS orders,
               sum(${TOTAL}) AS revenue ${COUNTED} GROUP BY 1) o
       LEFT JOIN documents m ON m.id_app = $1 AND m.collection = 'ptthanhtoan' AND m.id = o.id
       ORDER BY o.revenue DESC, o.id`,
      params,
    ),
    db.query<{
      ma_vt: string;
      ten_vt: string | null;
      ten_vt_eng: string | null;
      quantity: Num;
      revenue: Num;
    }>(
      `SELECT line->>'ma_vt' AS ma_vt, max(line->>'ten_vt') AS ten_vt, max(line->>'ten_vt_eng') AS ten_vt_eng,
         sum(COALESCE((line->>'sl_xuat')::numeric, 0)) AS quantity,
         sum(COALESCE((line->>'tien_nt')::numeric, 0)) AS revenue
       FROM (SELECT jsonb_array_elements(CASE WHEN jsonb_typeof(data->'details') = 'array'
               THEN data->'details' ELSE '[]'::jsonb END) AS line ${COUNTED}) lines
       GROUP BY 1 ORDER BY quantity DESC, revenue DESC, ma_vt LIMIT ${TOP_PRODUCTS}`,
      params,
    ),
    db.query<{ day: string; orders: Num; revenue: Num }>(
      `SELECT to_char((data->>'ngay_ct')::timestamptz AT TIME ZONE '${SHOP_TIME_ZONE}', 'YYYY-MM-DD') AS day,
         count(*) AS orders, sum(${TOTAL}) AS revenue ${COUNTED} GROUP BY 1`,
      params,
    ),
    db.query<{
      id: string;
      ma_vt: string | null;
      ten_vt: string | null;
      ten_vt_eng: string | null;
      ton: Num;
    }>(
      `SELECT id, data->>'ma_vt' AS ma_vt, data->>'ten_vt' AS ten_vt, data->>'ten_vt_eng' AS ten_vt_eng,
         (data->>'ton')::numeric AS ton
       FROM documents WHERE id_app = $1 AND collection = 'dmvt'
       AND jsonb_typeof(data->'ton') = 'number' AND (data->>'ton')::numeric <= ${LOW_STOCK_THRESHOLD_SQL}
       ORDER BY (data->>'ton')::numeric, data->>'ma_vt' LIMIT ${LOW_STOCK_LIMIT}`,
      [idApp],
    ),
    readStockSettings(db, idApp),
    // A cart's two reminders count apart (first and last send); an order follows one reminder.
    db.query<{ cart_sent: Num; stock_sent: Num; orders: Num; revenue: Num }>(
      `SELECT
         count(*) FILTER (WHERE r.kind = 'cart' AND r.first_sent_at >= $2 AND r.first_sent_at < $3)
           + count(*) FILTER (WHERE r.kind = 'cart' AND r.sends > 1 AND r.last_sent_at >= $2 AND r.last_sent_at < $3)
           AS cart_sent,
         count(*) FILTER (WHERE r.kind = 'stock' AND r.first_sent_at >= $2 AND r.first_sent_at < $3) AS stock_sent,
         count(DISTINCT r.order_id) FILTER (WHERE r.ordered_at >= $2 AND r.ordered_at < $3) AS orders,
         COALESCE((SELECT sum(COALESCE((o.data->>'t_tt_nt')::numeric, 0)) FROM documents o
           WHERE o.id_app = $1 AND o.collection = 'so1' AND o.data->>'trang_thai' <> '${ORDER_STATUS_CANCELLED}'
             AND o.id IN (SELECT x.order_id FROM reminders x WHERE x.id_app = $1
               AND x.ordered_at >= $2 AND x.ordered_at < $3)), 0) AS revenue
       FROM reminders r WHERE r.id_app = $1 AND r.first_sent_at IS NOT NULL`,
      params,
    ),
  ]);
  const followed = reminders[0];
  const orders = num(totals[0]?.orders ?? 0);
  const revenue = num(totals[0]?.revenue ?? 0);
  const perDay = new Map(daily.map((row) => [row.day, row]));
  return {
    period,
    from: bounds.from,
    to: bounds.to,
    orders,
    revenue,
    average: orders === 0 ? 0 : Math.round(revenue / orders),
    by_payment: byPayment.map((row) => ({
      pt_thanh_toan: row.id,
      ten: row.ten ?? row.id,
      ten_eng: row.ten_eng ?? row.ten ?? row.id,
      orders: num(row.orders),
      revenue: num(row.revenue),
    })),
    top_products: top.map((row) => ({
      ma_vt: row.ma_vt,
      ten_vt: row.ten_vt ?? row.ma_vt,
      ten_vt_eng: row.ten_vt_eng || row.ten_vt || row.ma_vt,
      quantity: num(row.quantity),
      revenue: num(row.revenue),
    })),
    daily: bounds.days.map((day) => ({
      day,
      orders: num(perDay.get(day)?.orders ?? 0),
      revenue: num(perDay.get(day)?.revenue ?? 0),
    })),
    low_stock: low.map((row) => ({
      _id: row.id,
      ma_vt: row.ma_vt ?? '',
      ten_vt: row.ten_vt ?? row.ma_vt ?? '',
      ten_vt_eng: row.ten_vt_eng || row.ten_vt || row.ma_vt || '',
      ton: num(row.ton),
    })),
    low_stock_threshold: settings.low_stock_threshold,
    reminders: {
      cart_sent: num(followed?.cart_sent ?? 0),
      stock_sent: num(followed?.stock_sent ?? 0),
      orders: num(followed?.orders ?? 0),
      revenue: num(followed?.revenue ?? 0),
    },
  };
}
