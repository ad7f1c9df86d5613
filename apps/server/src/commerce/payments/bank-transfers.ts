import { createHash } from 'node:crypto';
import { TRANSFER_NOTE_MAX_LENGTH } from '@shop/domain/console';
import { PAYMENT_STATUS_SETTLED } from '@shop/domain/orders';
import {
  type BankTransferEntry,
  type BankTransferOutcome,
  decideBankTransfer,
  orderCodesInNote,
} from '@shop/domain/payments';
import { toVietnamDate } from '@shop/domain/primitives';
import type { Database, Queryable } from '../../db/database.js';
import { appError } from '../../errors.js';
import { queueChangeMails } from '../../mail/order-events.js';
import { paymentFactsOf } from '../reference-data.js';
import { findOrderByNumber, type OrderDoc, patchOrder } from '../order-store.js';
import type { BankNotice } from './bank-notices.js';

/**
 * Bank transfers matched to orders (issue 30, decisions 050 and 051). Each notification is kept
 * in bank_transfers as received, once per provider transaction, and acted on in the transaction
 * that records it: the order it names becomes paid (the "payment received" mail, the timeline),
 * takes a part payment, or the money is listed for staff (unmatched) or for a refund.
 */

/**
 * A bank_transfers row as PostgreSQL gives it: the console's entry with the id as stored
 * (char(24), padded), numbers as text and times as Date.
 */
type TransferRow = Record<string, unknown> &
  Omit<BankTransferEntry, '_id' | 'received_at' | 'amount' | 'missing' | 'excess' | 'handled_at'> & {
    id: string;
    received_at: Date | string;
    amount: string | number;
    missing: string | number;
    excess: string | number;
    handled_at: Date | string | null;
  };

const COLUMNS = `id, provider, transaction_id, received_at, amount, note, account_number, reference,
  transferred_at, outcome, order_id, so_ct, missing, excess, handled_by, handled_at`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function transferEntryOf(row: TransferRow): BankTransferEntry {
  return {
    _id: row.id.trim(),
    provider: row.provider,
    transaction_id: row.transaction_id,
    received_at: iso(row.received_at) ?? '',
    amount: Number(row.amount),
    note: row.note,
    account_number: row.account_number,
    reference: row.reference,
    transferred_at: row.transferred_at,
    outcome: row.outcome,
    order_id: row.order_id?.trim() ?? null,
    so_ct: row.so_ct,
    missing: Number(row.missing),
    excess: Number(row.excess),
    handled_by: row.handled_by,
    handled_at: iso(row.handled_at),
  };
}

/** One id per provider transaction (24 hex characters, as every id the console sends). */
const transferIdOf = (provider: string, transactionId: string) =>
  createHash('sha256').update(`${provider}:${transactionId}`).digest('hex').slice(0, 24);

/** The day the bank booked it ('YYYY-MM-DD …' from the provider), else today in Vietnam. */
function dayOf(transferredAt: string, now: Date): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(transferredAt)?.[0];
  return day ?? toVietnamDate(now) ?? now.toISOString().slice(0, 10);
}

/** What earlier part payments brought to an order (the rows hold the amounts, once each). */
async function receivedBefore(tx: Queryable, idApp: string, orderId: string): Promise<number> {
  const [row] = await tx.query<{ total: string | number | null }>(
    `SELECT COALESCE(SUM(amount), 0) AS total FROM bank_transfers
     WHERE id_app = $1 AND order_id = $2 AND outcome = 'part'`,
    [idApp, orderId],
  );
  return Number(row?.total ?? 0);
}

/** The first order a note names, locked FOR UPDATE (one code after another, as written). */
async function orderOfNote(tx: Queryable, idApp: string, note: string): Promise<OrderDoc | undefined> {
  for (const code of orderCodesInNote(note)) {
    const order = await findOrderByNumber(tx, idApp, code);
    if (order) return order;
  }
  return undefined;
}

/**
 * The order paid by bank transfer, however it was learnt (a bank's notification, a transfer staff
 * assigned, one staff recorded by hand): what was received kept on it with the time it was
 * recorded, the order's new version signed by `by`, and the "payment received" mail.
 */
export async function recordTransferReceived(
  tx: Queryable,
  idApp: string,
  order: OrderDoc,
  received: Record<string, unknown>,
  extra: Record<string, unknown>,
  by: string,
  now: Date,
): Promise<OrderDoc> {
  const saved = await patchOrder(
    tx,
    idApp,
    order._id,
    {
      trang_thai_tt: PAYMENT_STATUS_SETTLED,
      thanh_toan_nhan: { ...received, ghi_nhan_luc: now.toISOString() },
      ...extra,
      date_updated: now.toISOString(),
    },
    by,
  );
  await queueChangeMails(tx, idApp, order._id, order, saved);
  return saved;
}

/** A stored transfer as applyTransfer takes it. */
export const transferOfRow = (
  row: Pick<TransferRow, 'id' | 'provider' | 'transaction_id' | 'amount' | 'note' | 'transferred_at'>,
): Transfer => ({
  id: row.id.trim(),
  provider: row.provider,
  transactionId: row.transaction_id,
  amount: Number(row.amount),
  note: row.note,
  transferredAt: row.transferred_at,
});

interface Transfer {
  id: string;
  provider: string;
  transactionId: string;
  amount: number;
  note: string;
  transferredAt: string;
}

/**
 * Applies one transfer to the order given (locked by the caller), as the domain decides, and
 * writes the outcome on its row. `by` signs the order's new version (the provider, or the staff
 * member who assigned the transfer).
 */
export async function applyTransfer(
  tx: Queryable,
  idApp: string,
  transfer: Transfer,
  order: OrderDoc | undefined,
  by: string,
  now: Date,
): Promise<BankTransferEntry> {
  const facts = order && (await paymentFactsOf(tx, idApp, order));
  const received = order ? await receivedBefore(tx, idApp, order._id) : 0;
  const decision = decideBankTransfer(facts && { ...facts, received }, transfer.amount);
  if (order && decision.outcome === 'paid') {
    const total = received + transfer.amount;
    await recordTransferReceived(
      tx,
      idApp,
      order,
      {
        so_tien: total,
        ngay: dayOf(transfer.transferredAt, now),
        ghi_chu: transfer.note.slice(0, TRANSFER_NOTE_MAX_LENGTH),
        nguon: transfer.provider,
        ma_giao_dich: transfer.transactionId,
      },
      { chuyen_khoan_da_nhan: total, chuyen_khoan_con_thieu: 0, chuyen_khoan_thua: decision.excess },
      by,
      now,
    );
  } else if (order && decision.outcome === 'part') {
    const patch = {
      chuyen_khoan_da_nhan: received + transfer.amount,
      chuyen_khoan_con_thieu: decision.missing,
      date_updated: now.toISOString(),
    };
    const saved = await patchOrder(tx, idApp, order._id, patch, by);
    await queueChangeMails(tx, idApp, order._id, order, saved);
  }
  const [row] = await tx.query<TransferRow>(
    `UPDATE bank_transfers SET outcome = $3, order_id = $4, so_ct = $5, missing = $6, excess = $7
     WHERE id_app = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [
      idApp,
      transfer.id,
      decision.outcome,
      order?._id ?? null,
      order ? String(order.so_ct ?? '') : null,
      decision.missing,
      decision.excess,
    ],
  );
  if (!row) throw new Error(`bank transfer ${transfer.id} vanished`);
  return transferEntryOf(row);
}

export interface RecordedNotice {
  /** A notification the shop had already: nothing was done again. */
  isRepeat: boolean;
  entry?: BankTransferEntry;
}

/**
 * Keeps an authenticated notification and acts on it, once per provider transaction: the row is
 * inserted first (ON CONFLICT DO NOTHING on the provider's transaction id), so a retry, a replay
 * or the same notification reaching two processes at once finds it there and does nothing more;
 * the order's change is in the same transaction as the row, so both happen or neither.
 */
export async function recordBankNotice(
  db: Database,
  idApp: string,
  notice: BankNotice,
  rawBody: string,
  now = new Date(),
): Promise<RecordedNotice> {
  const id = transferIdOf(notice.provider, notice.transactionId);
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO bank_transfers (id, id_app, provider, transaction_id, received_at, raw_body, amount, note,
         account_number, reference, transferred_at, outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'unmatched')
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        id,
        idApp,
        notice.provider,
        notice.transactionId,
        now.toISOString(),
        rawBody,
        notice.amount,
        notice.note,
        notice.accountNumber,
        notice.reference,
        notice.transferredAt,
      ],
    );
    if (inserted.length === 0) return { isRepeat: true };
    const order = notice.amount > 0 ? await orderOfNote(tx, idApp, notice.note) : undefined;
    const entry = await applyTransfer(tx, idApp, { id, ...notice }, order, notice.provider, now);
    return { isRepeat: false, entry };
  });
}

/** The transfers of one order, oldest first (the console's order page). */
export async function transfersOfOrder(
  db: Queryable,
  idApp: string,
  orderId: string,
): Promise<BankTransferEntry[]> {
  const rows = await db.query<TransferRow>(
    `SELECT ${COLUMNS} FROM bank_transfers WHERE id_app = $1 AND order_id = $2 ORDER BY received_at, id`,
    [idApp, orderId],
  );
  return rows.map(transferEntryOf);
}

/** What the console lists: the transfers waiting for staff (unmatched) or those of one outcome. */
export async function listTransfers(
  db: Queryable,
  idApp: string,
  outcome: BankTransferOutcome | 'all',
): Promise<BankTransferEntry[]> {
  const rows = await db.query<TransferRow>(
    `SELECT ${COLUMNS} FROM bank_transfers WHERE id_app = $1 AND ($2::text = 'all' OR outcome = $2)
     ORDER BY received_at DESC, id LIMIT ${TRANSFER_LIST_LIMIT}`,
    [idApp, outcome],
  );
  return rows.map(transferEntryOf);
}

/** At most this many transfers in one list (newest first). */
export const TRANSFER_LIST_LIMIT = 200;

/** An unmatched transfer locked FOR UPDATE for staff to handle: 404 unknown, 409 handled already. */
async function lockUnmatched(tx: Queryable, idApp: string, id: string): Promise<TransferRow> {
  const [row] = await tx.query<TransferRow>(
    `SELECT ${COLUMNS} FROM bank_transfers WHERE id_app = $1 AND id = $2 FOR UPDATE`,
    [idApp, id],
  );
  if (!row) throw appError('TRANSFER_NOT_FOUND');
  if (row.outcome !== 'unmatched') throw appError('TRANSFER_ALREADY_HANDLED');
  return row;
}

const markHandled = (tx: Queryable, idApp: string, id: string, by: string, now: Date) =>
  tx.query(`UPDATE bank_transfers SET handled_by = $3, handled_at = $4 WHERE id_app = $1 AND id = $2`, [
    idApp,
    id,
    by,
    now.toISOString(),
  ]);

/**
 * Staff assign an unmatched transfer to an order by its code (written any way a note may write
 * it): the transfer then does what it would have done had its note named the order (paid, part,
 * or owed back), signed by the staff member. 404 ORDER_NOT_FOUND for no such order.
 */
export async function assignTransfer(
  db: Database,
  idApp: string,
  id: string,
  orderCode: string,
  by: string,
  now = new Date(),
): Promise<BankTransferEntry> {
  return db.transaction(async (tx) => {
    const row = await lockUnmatched(tx, idApp, id);
    const order = await orderOfNote(tx, idApp, orderCode);
    if (!order) throw appError('ORDER_NOT_FOUND');
    const transfer = transferOfRow(row);
    await applyTransfer(tx, idApp, transfer, order, by, now);
    await markHandled(tx, idApp, transfer.id, by, now);
    return (await transfersOfOrder(tx, idApp, order._id)).find(
      (entry) => entry._id === transfer.id,
    ) as BankTransferEntry;
  });
}

/** Staff say an unmatched transfer is not the shop's: it leaves the list, kept as `not-ours`. */
export async function markTransferNotOurs(
  db: Database,
  idApp: string,
  id: string,
  by: string,
  now = new Date(),
): Promise<BankTransferEntry> {
  return db.transaction(async (tx) => {
    await lockUnmatched(tx, idApp, id);
    const [row] = await tx.query<TransferRow>(
      `UPDATE bank_transfers SET outcome = 'not-ours', handled_by = $3, handled_at = $4
       WHERE id_app = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [idApp, id, by, now.toISOString()],
    );
    if (!row) throw appError('TRANSFER_NOT_FOUND');
    return transferEntryOf(row);
  });
}
