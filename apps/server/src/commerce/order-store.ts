import { all, type Queryable } from '../db/database.js';
import { appError } from '../errors.js';
import { TAKE_ORDER_NUMBER } from './order-number.js';
import type { Doc } from '../db/documents.js';

export type OrderDoc = Doc & Record<string, unknown>;

export const orderScope = (idApp: string, owner: string) => ({ idApp, collection: 'so1', owner });

/**
 * One of the owner's orders, locked FOR UPDATE when asked (placing, cancelling, paying). A null
 * owner (the shop's administrators) finds any order of the app.
 */
export async function findOrder(
  db: Queryable,
  idApp: string,
  owner: string | null,
  id: string,
  lock = false,
): Promise<OrderDoc | undefined> {
  const rows = await db.query<{ data: OrderDoc }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'so1' AND id = $2
     AND ($3::text IS NULL OR owner = $3)${lock ? ' FOR UPDATE' : ''}`,
    [idApp, id, owner],
  );
  return rows[0]?.data;
}

/** One of the owner's orders locked FOR UPDATE (before changing it), or 404 ORDER_NOT_FOUND. */
export async function lockOwnOrder(
  db: Queryable,
  idApp: string,
  owner: string,
  id: string,
): Promise<OrderDoc> {
  const order = await findOrder(db, idApp, owner, id, true);
  if (!order) throw appError('ORDER_NOT_FOUND');
  return order;
}

/** An order by its code, whoever owns it (payment callbacks), locked FOR UPDATE. */
export async function findOrderByNumber(
  db: Queryable,
  idApp: string,
  soCt: string,
): Promise<OrderDoc | undefined> {
  const rows = await db.query<{ data: OrderDoc }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'so1' AND data->>'so_ct' = $2 FOR UPDATE`,
    [idApp, soCt],
  );
  return rows[0]?.data;
}

/**
 * Writes fields of an order without an owner check (the caller checked it) and records the new
 * version; call inside a transaction. The version is read from the row right after the write, in
 * the same round trip. With `takeOrderNumber` (placing) the order also gets the app's next so_ct.
 */
export async function patchOrder(
  db: Queryable,
  idApp: string,
  id: string,
  patch: Record<string, unknown>,
  by: string,
  { takeOrderNumber = false }: { takeOrderNumber?: boolean } = {},
): Promise<OrderDoc> {
  if (takeOrderNumber) return numberOrder(db, idApp, id, patch, by);
  const [rows] = await all([
    db.query<{ data: OrderDoc }>(
      `UPDATE documents SET data = data || $3::text::jsonb, updated_at = now()
       WHERE id_app = $1 AND collection = 'so1' AND id = $2 RETURNING data`,
      [idApp, id, JSON.stringify(patch)],
    ),
    db.query(
      `INSERT INTO document_versions (id_app, collection, id, version, data, changed_by)
       SELECT $1, 'so1', $2, COALESCE((SELECT MAX(v.version) FROM document_versions v
         WHERE v.id_app = $1 AND v.collection = 'so1' AND v.id = $2), 0) + 1, d.data, $3
       FROM documents d WHERE d.id_app = $1 AND d.collection = 'so1' AND d.id = $2`,
      [idApp, id, by],
    ),
  ]);
  const doc = rows[0]?.data;
  if (!doc) throw new Error(`order ${id} vanished inside its transaction`);
  return doc;
}

/**
 * patchOrder with the order number, in one statement: the counter, the UPDATE and the version (a
 * data-modifying CTE inserting the row the UPDATE returned). One statement less under the counter
 * row's lock, which every placement of the app waits for. Its callers hold the order row already
 * (placing locks it FOR UPDATE first; an exchange order is created in the same transaction), so
 * no other writer's version can appear after the statement's snapshot: the versions it counts
 * are all there are. (Where the UPDATE could wait for another writer, the version needs a
 * statement of its own, taken after the wait, as patchOrder's.)
 */
async function numberOrder(
  db: Queryable,
  idApp: string,
  id: string,
  patch: Record<string, unknown>,
  by: string,
): Promise<OrderDoc> {
  const rows = await db.query<{ data: OrderDoc }>(
    `WITH ${TAKE_ORDER_NUMBER}, updated AS (
       UPDATE documents SET data = data || $3::text::jsonb
         || jsonb_build_object('so_ct', (SELECT so_ct FROM order_number)), updated_at = now()
       WHERE id_app = $1 AND collection = 'so1' AND id = $2 RETURNING id_app, collection, id, data),
     version AS (
       INSERT INTO document_versions (id_app, collection, id, version, data, changed_by)
       SELECT u.id_app, u.collection, u.id, COALESCE((SELECT MAX(v.version) FROM document_versions v
         WHERE v.id_app = $1 AND v.collection = 'so1' AND v.id = $2), 0) + 1, u.data, $4
       FROM updated u)
     SELECT data FROM updated`,
    [idApp, id, JSON.stringify(patch), by],
  );
  const doc = rows[0]?.data;
  if (!doc) throw new Error(`order ${id} vanished inside its transaction`);
  return doc;
}

/** Removes an order row (a draft: placed orders are cancelled, never deleted), without a version. */
export async function deleteOrderRow(db: Queryable, idApp: string, id: string): Promise<void> {
  await db.query(`DELETE FROM documents WHERE id_app = $1 AND collection = 'so1' AND id = $2`, [idApp, id]);
}
