import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';

/**
 * The planner's statistics of `documents` are refreshed after the app's first and second orders,
 * then each time its order count grows eightfold (order numbers 1, 2, 8, 64, 512, 4096, …), in the
 * background. Until then they may say the app has no orders: every index starting with (id_app,
 * collection) then looks as cheap as the primary key for a lookup by id, and the planner may take
 * one of them, reading every order of the app per lookup (decision 007, "Measured"). PGlite has no
 * autovacuum at all, and PostgreSQL's runs only after hundreds of changed rows and up to a minute
 * later.
 *
 * Only what that estimate reads is refreshed: the table's row count, the partial indexes' counts
 * (ANALYZE counts them whatever the column list) and the statistics of `id_app` and `collection`
 * with their combined statistics (migration 7). A whole-table ANALYZE also samples the JSON
 * document and every indexed expression: 160–230 ms a run on a bench's table of 5,000 rows
 * against about a third of that, which in a ten-second bench was most of the database's CPU an
 * order (decision 072, addendum of 30 November). Autovacuum and the migrations still analyze the
 * whole table.
 *
 * Why eightfold and not at every doubling (decision 072, addendum "the doubling ANALYZE"): once the
 * statistics count some orders, the lookup by id goes through the primary key whatever the later
 * share of orders (the planner scales the row count to the table's current size itself), so later
 * runs only follow the orders' share as it grows. And each run invalidates every plan the pool's
 * connections keep for `documents`: on PostgreSQL all their prepared statements are planned again
 * after it. At every doubling that was nine runs in a bench's first 300 orders (about 0.3 plans an
 * order for each statement the order sends); eightfold, four.
 */
/** The ANALYZE run as orders grow: the columns of the app-and-collection estimate. */
export const ANALYZE_ORDER_ESTIMATES = 'ANALYZE documents (id_app, collection)';

/** Order numbers 1 and 2, then the powers of eight: 8, 64, 512, … */
export function isRefreshPoint(orderNumber: number): boolean {
  if (!Number.isSafeInteger(orderNumber) || orderNumber < 1) return false;
  const power = Math.log2(orderNumber);
  return Number.isInteger(power) && (power <= 1 || power % 3 === 0);
}

export function refreshStatisticsAfterOrder(
  db: Database,
  order: Readonly<Record<string, unknown>>,
  log: FastifyBaseLogger,
): void {
  const soCt = order.so_ct;
  const number = typeof soCt === 'string' ? Number(soCt.replace(/^\D+/, '')) : Number.NaN;
  if (!isRefreshPoint(number)) return;
  db.query(ANALYZE_ORDER_ESTIMATES).catch((error: unknown) => {
    log.warn({ err: error }, 'ANALYZE documents after an order failed');
  });
}
