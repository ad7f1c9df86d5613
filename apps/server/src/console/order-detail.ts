import type { ConsoleOrderReply, RefundDue, TimelineEntry } from '@shop/domain/console';
import { canRecordTransfer, describeOrderChanges, shopActionsFor } from '@shop/domain/orders';
import type { Queryable } from '../db/database.js';
import { type OutboxTableRow, statusOf } from '../mail/outbox.js';
import { appError } from '../errors.js';
import { describeOrders } from '../commerce/order-view.js';
import { findOrder, type OrderDoc } from '../commerce/order-store.js';
import { findPaymentMethod } from '../commerce/reference-data.js';
import { orderMoneyOf } from '../commerce/payments/bank-paid.js';
import { refundsDueOf } from '../commerce/payments/refunds-due.js';
import { transfersOfOrder } from '../commerce/payments/bank-transfers.js';
import { statusNames } from '../commerce/status-names.js';
import { returnTimeline } from '../returns/returns.js';

interface VersionRow {
  version: number;
  data: Record<string, unknown> | null;
  changed_at: Date | string;
  changed_by: string | null;
}

/** The order's timeline: each version that changed a field the shop cares about, oldest first. */
export async function orderTimeline(db: Queryable, idApp: string, id: string): Promise<TimelineEntry[]> {
  const rows = await db.query<VersionRow & Record<string, unknown>>(
    `SELECT version, data, changed_at, changed_by FROM document_versions
     WHERE id_app = $1 AND collection = 'so1' AND id = $2 ORDER BY version`,
    [idApp, id],
  );
  const entries: TimelineEntry[] = [];
  let previous: Record<string, unknown> | null = null;
  for (const row of rows) {
    const data = row.data ?? {};
    const changes = describeOrderChanges(previous, data);
    previous = data;
    if (changes.length === 0) continue;
    entries.push({
      version: Number(row.version),
      at: new Date(row.changed_at).toISOString(),
      by: row.changed_by ?? 'system',
      changes,
    });
  }
  return entries;
}

/**
 * A refund due as a timeline entry (decision 039): not a version of the order, which it left
 * unchanged, so its version is 0; the change names the money owed back and why.
 */
function refundEntry(refund: RefundDue): TimelineEntry {
  return {
    version: 0,
    at: refund.created_at,
    by: refund.provider,
    changes: [
      {
        field: 'hoan_tien_can_tra',
        from: null,
        to: { so_tien: refund.amount, ma_giao_dich: refund.transaction_id, ly_do: refund.reason },
      },
    ],
  };
}

/**
 * Each message the order sent its shopper (decisions 018, 060, 061) as a timeline entry: when it
 * was written, by its channel, with what it was (kind), to whom, and how its delivery stands
 * (`pending`, `sent`, `failed`, `kept`; the error kept; the row an SMS replaces after a ZNS).
 */
async function messageEntries(db: Queryable, id: string): Promise<TimelineEntry[]> {
  type MessageRow = Pick<
    OutboxTableRow,
    | 'id'
    | 'channel'
    | 'kind'
    | 'recipient'
    | 'created_at'
    | 'sent_at'
    | 'next_attempt_at'
    | 'error'
    | 'attempts'
    | 'fallback_of'
  >;
  const rows = await db.query<MessageRow>(
    `SELECT id, channel, kind, recipient, created_at, sent_at, next_attempt_at, error, attempts, fallback_of
     FROM outbox WHERE order_id = $1 ORDER BY created_at, id`,
    [id],
  );
  return rows.map((row) => ({
    version: 0,
    at: new Date(row.created_at).toISOString(),
    by: row.channel,
    changes: [
      {
        field: 'tin_nhan',
        from: null,
        to: {
          kenh: row.channel,
          loai: row.kind,
          nguoi_nhan: row.recipient,
          trang_thai: statusOf(row),
          so_lan_gui: row.attempts,
          loi: row.error,
          thay_cho: row.fallback_of?.trim() ?? null,
        },
      },
    ],
  }));
}

/** The order's versions, its refunds due, its messages and its return steps in one timeline, oldest first. */
function mergeTimeline(
  entries: TimelineEntry[],
  refunds: RefundDue[],
  messages: TimelineEntry[],
): TimelineEntry[] {
  return [...entries, ...refunds.map(refundEntry), ...messages].sort((a, b) => a.at.localeCompare(b.at));
}

/** An order as the console shows it: described like the history, with its actions and timeline. */
export async function consoleOrderView(
  db: Queryable,
  idApp: string,
  order: OrderDoc,
): Promise<ConsoleOrderReply> {
  const id = String(order._id);
  const [[described], method, versions, refunds, names, transfers, messages, money, returns] =
    await Promise.all([
      describeOrders(db, idApp, [order]),
      findPaymentMethod(db, idApp, order.pt_thanh_toan),
      orderTimeline(db, idApp, id),
      refundsDueOf(db, idApp, id),
      statusNames(db),
      transfersOfOrder(db, idApp, id),
      messageEntries(db, id),
      orderMoneyOf(db, idApp, order),
      returnTimeline(db, idApp, id),
    ]);
  const status = String(order.trang_thai ?? '');
  const view = described ?? order;
  return {
    order: {
      ...view,
      _id: id,
      so_ct: String(view.so_ct ?? ''),
      trang_thai: status,
      ten_trang_thai: String(view.ten_trang_thai ?? status),
      ten_trang_thai_eng: String(view.ten_trang_thai_eng ?? status),
    },
    actions: shopActionsFor(status),
    can_record_transfer: canRecordTransfer(
      { trang_thai: status, trang_thai_tt: order.trang_thai_tt === '1' ? '1' : '0' },
      method ?? {},
    ),
    timeline: mergeTimeline(versions, refunds, [...messages, ...returns]),
    refunds_due: refunds,
    bank_transfers: transfers,
    money,
    status_names: names,
  };
}

/** A placed order of the app (any owner) for the console; drafts are the shopper's and stay hidden. */
export async function findConsoleOrder(
  db: Queryable,
  idApp: string,
  id: string,
  lock = false,
): Promise<OrderDoc> {
  const order = await findOrder(db, idApp, null, id, lock);
  if (!order || order.trang_thai === 'LCT' || order.trang_thai === undefined)
    throw appError('ORDER_NOT_FOUND');
  return order;
}
