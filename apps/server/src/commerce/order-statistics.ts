import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';

/**
 * The planner's statistics of `documents` are refreshed each time the app's order count doubles
 * (order numbers 1, 2, 4, 8, …), in the background. Until then they may say the app has no
 * orders: every index starting with (id_app, collection) then looks as cheap as the primary key
 * for a lookup by id, and the planner may take one of them, reading every order of the app per
 * lookup (decision 007, "Measured"). PGlite has no autovacuum at all, and PostgreSQL's runs only
 * after hundreds of changed rows and up to a minute later; it runs log2(orders) times.
 *
 * Only what that estimate reads is refreshed: the table's row count, the partial indexes' counts
 * (ANALYZE counts them whatever the column list) and the statistics of `id_app` and `collection`
 * with their combined statistics (migration 7). A whole-table ANALYZE also samples the JSON
 * document and every indexed expression: 160–230 ms a run on a bench's table of 5,000 rows
 * against about a third of that, which in a ten-second bench was most of the database's CPU an
 * order (decision 072, addendum of 30 November). Autovacuum and the migrations still analyze the
 * whole table.
 */
/** The ANALYZE run as orders double: the columns of the app-and-collection estimate. */
export const ANALYZE_ORDER_ESTIMATES = 'ANALYZE documents (id_app, collection)';

export function refreshStatisticsAfterOrder(
  db: Database,
  order: Readonly<Record<string, unknown>>,
  log: FastifyBaseLogger,
): void {
  const soCt = order.so_ct;
  const number = typeof soCt === 'string' ? Number(soCt.replace(/^\D+/, '')) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 1 || !Number.isInteger(Math.log2(number))) return;
  db.query(ANALYZE_ORDER_ESTIMATES).catch((error: unknown) => {
    log.warn({ err: error }, 'ANALYZE documents after an order failed');
  });
}
