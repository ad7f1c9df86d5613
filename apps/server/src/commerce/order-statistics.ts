import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';

/**
 * The planner's statistics of `documents` are refreshed each time the app's order count doubles
 * (order numbers 1, 2, 4, 8, …), in the background. Until then they may say the app has no
 * orders: every index starting with (id_app, collection) then looks as cheap as the primary key
 * for a lookup by id, and the planner may take one of them, reading every order of the app per
 * lookup (decision 007, "Measured"). PGlite has no autovacuum at all, and PostgreSQL's runs only
 * after hundreds of changed rows and up to a minute later; ANALYZE reads a sample, costs a few
 * milliseconds on a shop's table, and runs log2(orders) times.
 */
export function refreshStatisticsAfterOrder(
  db: Database,
  order: Readonly<Record<string, unknown>>,
  log: FastifyBaseLogger,
): void {
  const soCt = order.so_ct;
  const number = typeof soCt === 'string' ? Number(soCt.replace(/^\D+/, '')) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 1 || !Number.isInteger(Math.log2(number))) return;
  db.query('ANALYZE documents').catch((error: unknown) => {
    log.warn({ err: error }, 'ANALYZE documents after an order failed');
  });
}
