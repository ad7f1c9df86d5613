import { createHash } from 'node:crypto';
import type { RefundDue } from '@shop/domain/console';
import type { PaymentNoticeReason } from '@shop/domain/payments';
import type { Queryable } from '../../db/database.js';
import { mergeDocument } from '../../db/documents.js';

/**
 * Money a gateway took that no order may keep (decision 039): a payment for a cancelled order, a
 * draft, an order paid another way or already paid, or of the wrong amount. One document per
 * provider transaction in this collection of the app (so backups carry it, and its first version
 * says when it came); the order itself is left as it was. The refund is made by hand for now.
 */
export const REFUNDS_DUE_COLLECTION = 'payment_refunds_due';

export interface RefundDueEntry {
  provider: string;
  transactionId: string;
  /** The reference the shop gave the attempt (VNPay: vnp_TxnRef, `so_ct-n`). */
  txnRef: string;
  /** Integer VND. */
  amount: number;
  orderId: string;
  soCt: string;
  /** Why: a gateway notice's reason, or 'RETURN' for a return refunded by hand (decision 077). */
  reason: PaymentNoticeReason | 'RETURN';
  /** The notification as received, signature included. */
  notification: Record<string, string>;
}

/** The same id for every repeat of one provider transaction: recording it is idempotent. */
export function refundIdOf(provider: string, transactionId: string): string {
  return createHash('sha256').update(`${provider}:${transactionId}`).digest('hex').slice(0, 24);
}

/**
 * Records a refund due, once per provider transaction (a repeat inserts nothing); call inside
 * the transaction that holds the order's lock. Returns true when this call recorded it.
 */
export async function recordRefundDue(db: Queryable, idApp: string, entry: RefundDueEntry): Promise<boolean> {
  const id = refundIdOf(entry.provider, entry.transactionId);
  const doc: RefundDue = {
    _id: id,
    provider: entry.provider,
    transaction_id: entry.transactionId,
    txn_ref: entry.txnRef,
    amount: entry.amount,
    order_id: entry.orderId,
    so_ct: entry.soCt,
    reason: entry.reason,
    status: 'due',
    notification: entry.notification,
    created_at: new Date().toISOString(),
  };
  const rows = await db.query(
    `WITH inserted AS (
       INSERT INTO documents (id_app, collection, id, data, owner) VALUES ($1, $2, $3, $4::text::jsonb, NULL)
       ON CONFLICT DO NOTHING RETURNING id_app, collection, id, data)
     INSERT INTO document_versions (id_app, collection, id, version, data, changed_by)
     SELECT i.id_app, i.collection, i.id, 1, i.data, $5 FROM inserted i RETURNING id`,
    [idApp, REFUNDS_DUE_COLLECTION, id, JSON.stringify(doc), entry.provider],
  );
  return rows.length > 0;
}

/** The refunds due of one order, oldest first. */
export async function refundsDueOf(db: Queryable, idApp: string, orderId: string): Promise<RefundDue[]> {
  const rows = await db.query<{ data: RefundDue }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = $2 AND data->>'order_id' = $3
     ORDER BY created_at, id`,
    [idApp, REFUNDS_DUE_COLLECTION, orderId],
  );
  return rows.map((row) => row.data);
}

/** The return refunds of an order still owed (transfer, cash: decision 077), oldest first. */
export async function openReturnDuesOf(db: Queryable, idApp: string, orderId: string): Promise<RefundDue[]> {
  return (await refundsDueOf(db, idApp, orderId)).filter(
    (due) => due.reason === 'RETURN' && due.status === 'due',
  );
}

/**
 * A bank refund recorded on an order pays its open return refunds due, oldest first, as far as its
 * amount covers each in full (decision 077 addendum): each is marked settled by that refund, which
 * then counts in its stead (a due it covers only in part stays due). Call under the order's lock.
 */
export async function settleReturnDues(
  db: Queryable,
  idApp: string,
  orderId: string,
  refund: { _id: string; amount: number; created_at: string },
  by: string,
): Promise<RefundDue[]> {
  const settled: RefundDue[] = [];
  let left = refund.amount;
  for (const due of await openReturnDuesOf(db, idApp, orderId)) {
    if (due.amount > left) break;
    left -= due.amount;
    const patch = { status: 'settled' as const, settled_at: refund.created_at, refund_id: refund._id };
    await mergeDocument(db, { idApp, collection: REFUNDS_DUE_COLLECTION }, due._id, patch, by);
    settled.push({ ...due, ...patch });
  }
  return settled;
}
