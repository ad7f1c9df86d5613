import type { StatusName } from '@shop/domain/console';
import { ORDER_STATUSES } from '@shop/domain/orders';
import type { Queryable } from '../db/database.js';

/**
 * Every order status with its name from `trangthai` (a shop may rename them), the domain's
 * default name where the collection has none, in the domain's order. The one source of the names
 * the shop's history, the console and the mails show (decision 042).
 */
export async function statusNames(db: Queryable): Promise<StatusName[]> {
  return statusNamesOf(await statusDocuments(db));
}

/** A `trangthai` document: an order status's code and the shop's names for it. */
export type StatusDocument = { ma?: string; ten?: string; ten_eng?: string };

/** Which `documents` rows are the shop's names of order statuses (SQL, for a WHERE clause). */
export const ORDER_STATUS_DOCUMENTS_WHERE = `id_app = '' AND collection = 'trangthai' AND data->>'ma_ct' = 'SO1'`;

/** The shop's `trangthai` documents of orders, as stored. */
export async function statusDocuments(db: Queryable): Promise<StatusDocument[]> {
  const rows = await db.query<{ data: StatusDocument }>(
    `SELECT data FROM documents WHERE ${ORDER_STATUS_DOCUMENTS_WHERE}`,
  );
  return rows.map((row) => row.data);
}

/** The names over `trangthai` documents already read (the mails' claim reads them with its rows). */
export function statusNamesOf(documents: readonly StatusDocument[]): StatusName[] {
  const named = new Map(documents.map((document) => [document.ma, document]));
  return ORDER_STATUSES.map((status) => ({
    ma: status.ma,
    ten: named.get(status.ma)?.ten || status.ten,
    ten_eng: named.get(status.ma)?.ten_eng || status.ten_eng,
  }));
}
