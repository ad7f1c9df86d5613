import { INBOX_STATUSES, type InboxTab, ORDER_STATUSES, type StatusName } from '@shop/domain';
import type { Queryable } from '../db/database.js';

/**
 * Every order status with its name from `trangthai` (a shop may rename them), the domain's
 * default name where the collection has none, in the domain's order.
 */
export async function statusNames(db: Queryable): Promise<StatusName[]> {
  const rows = await db.query<{ data: { ma?: string; ten?: string; ten_eng?: string } }>(
    `SELECT data FROM documents WHERE id_app = '' AND collection = 'trangthai' AND data->>'ma_ct' = 'SO1'`,
  );
  const named = new Map(rows.map((row) => [row.data.ma, row.data]));
  return ORDER_STATUSES.map((status) => ({
    ma: status.ma,
    ten: named.get(status.ma)?.ten ?? status.ten,
    ten_eng: named.get(status.ma)?.ten_eng ?? status.ten_eng,
  }));
}

/** The inbox's tabs: each status of INBOX_STATUSES by its name, with its count. */
export async function inboxTabs(db: Queryable, countOf: ReadonlyMap<string, number>): Promise<InboxTab[]> {
  const names = await statusNames(db);
  return names
    .filter((status) => (INBOX_STATUSES as readonly string[]).includes(status.ma))
    .map((status) => ({ ...status, count: countOf.get(status.ma) ?? 0 }));
}
