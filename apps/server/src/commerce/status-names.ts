import type { StatusName } from '@shop/domain/console';
import { ORDER_STATUSES } from '@shop/domain/orders';
import type { Queryable } from '../db/database.js';

/**
 * Every order status with its name from `trangthai` (a shop may rename them), the domain's
 * default name where the collection has none, in the domain's order. The one source of the names
 * the shop's history, the console and the mails show (decision 042).
 */
export async function statusNames(db: Queryable): Promise<StatusName[]> {
  const rows = await db.query<{ data: { ma?: string; ten?: string; ten_eng?: string } }>(
    `SELECT data FROM documents WHERE id_app = '' AND collection = 'trangthai' AND data->>'ma_ct' = 'SO1'`,
  );
  return statusNamesOf(rows.map((row) => row.data));
}

/** The names over `trangthai` documents already read (the mails' claim reads them with its rows). */
export function statusNamesOf(
  documents: readonly { ma?: string; ten?: string; ten_eng?: string }[],
): StatusName[] {
  const named = new Map(documents.map((document) => [document.ma, document]));
  return ORDER_STATUSES.map((status) => ({
    ma: status.ma,
    ten: named.get(status.ma)?.ten || status.ten,
    ten_eng: named.get(status.ma)?.ten_eng || status.ten_eng,
  }));
}
