import { DRAFT_TEXT_CHOICES, ORDER_STATUS_CONFIRMED, PAYMENT_STATUS_SETTLED } from '@shop/domain/orders';
import { refundableOf } from '@shop/domain/payments';
import { formatPrice } from '@shop/domain/primitives';
import {
  type ConsoleReturn,
  type ConsoleReturnItem,
  type ConsoleReturnPayment,
  type ConsoleReturnsReply,
  canTakeReturnStep,
  nextReturnSteps,
  paidPerLine,
  RETURN_STATUSES,
  RETURN_STEP_STATUS,
  type ReturnApprove,
  type ReturnReceive,
  type ReturnReject,
  type ReturnStatus,
  type ReturnStepName,
} from '@shop/domain/returns';
import { moveLineStock } from '../commerce/catalog.js';
import { restoreStock } from '../commerce/order-actions.js';
import { findOrder, type OrderDoc, orderScope, patchOrder } from '../commerce/order-store.js';
import { bankPaidOf, orderMoneyOf } from '../commerce/payments/bank-paid.js';
import { askGatewayRefund } from '../commerce/payments/order-refunds.js';
import { recordRefundDue, refundIdOf, refundsDueOf } from '../commerce/payments/refunds-due.js';
import type { Queryable } from '../db/database.js';
import { insertDocument, newId } from '../db/documents.js';
import { appError } from '../errors.js';
import { queueOrderMail } from '../mail/outbox.js';
import {
  exchangeOrderOf,
  RETURN_COLUMNS,
  type ReturnRow,
  returnOrderOf,
  type StoredStep,
  stepsOf,
  toOwn,
} from './returns.js';

const PAGE_SIZE = 20;
const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

type Line = Record<string, unknown>;
const detailsOf = (order: OrderDoc): Line[] =>
  Array.isArray(order.details) ? (order.details as Line[]) : [];

/** A line's option as the shop shows it ("Đỏ, L"), or null. */
function variantOf(line: Line): string | null {
  const option = line.thuoc_tinh as Record<string, unknown> | null | undefined;
  const values = [option?.gia_tri_bien_the_1, option?.gia_tri_bien_the_2].map(str).filter(Boolean);
  return values.length > 0 ? values.join(', ') : null;
}

interface ListRow extends ReturnRow {
  so_ct: string | null;
  customer_name: string | null;
}

function itemOf(row: ListRow): ConsoleReturnItem {
  const own = toOwn(row);
  return {
    _id: own._id,
    order_id: own.order_id,
    so_ct: row.so_ct,
    customer_name: row.customer_name ?? '',
    status: own.status,
    resolution: own.resolution,
    reason: own.reason,
    note: own.note,
    refund_amount: own.refund_amount,
    shipping_refund: own.shipping_refund,
    created_at: own.created_at,
    media_count: own.media.length,
  };
}

const LIST_COLUMNS = `${RETURN_COLUMNS}, o.data->>'so_ct' AS so_ct, o.data->>'ten_nguoi_nhan' AS customer_name`;
const ORDER_JOIN = `LEFT JOIN documents o ON o.id_app = r.id_app AND o.collection = 'so1' AND o.id = r.order_id`;

/** GET console/returns: a page of 20 of one status (or all), newest first, and each status's count. */
export async function listConsoleReturns(
  db: Queryable,
  idApp: string,
  query: { status: ReturnStatus | null; page: number },
): Promise<ConsoleReturnsReply> {
  const [rows, counted] = await Promise.all([
    db.query<ListRow>(
      `SELECT ${LIST_COLUMNS} FROM returns r ${ORDER_JOIN}
       WHERE r.id_app = $1 AND ($2::text IS NULL OR r.status = $2)
       ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
      [idApp, query.status, PAGE_SIZE, (query.page - 1) * PAGE_SIZE],
    ),
    db.query<{ status: ReturnStatus; count: number }>(
      'SELECT status, count(*)::int AS count FROM returns WHERE id_app = $1 GROUP BY status',
      [idApp],
    ),
  ]);
  const counts = Object.fromEntries(
    RETURN_STATUSES.map((status) => [status, counted.find((row) => row.status === status)?.count ?? 0]),
  ) as Record<ReturnStatus, number>;
  const total = query.status
    ? counts[query.status]
    : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return {
    items: rows.map(itemOf),
    total,
    page: query.page,
    pages: Math.ceil(total / PAGE_SIZE),
    counts,
  };
}

/** The return refunds of an order left due by hand (transfer, cash), settled or not. */
async function returnDues(db: Queryable, idApp: string, orderId: string) {
  return (await refundsDueOf(db, idApp, orderId)).filter((due) => due.reason === 'RETURN');
}

/**
 * How the order was paid and where a refund goes (decision 077): back through the gateway that
 * took it; else owed by transfer (paid by transfer) or in cash (cash on delivery), listed due on
 * the Payments screen. Refundable: paid less refunds not failed and return refunds still due (a
 * settled one counts through the bank refund that paid it). A settled due's refund reads as that
 * refund: done.
 */
async function paymentOf(db: Queryable, idApp: string, order: OrderDoc, row: ReturnRow) {
  const [money, dues] = await Promise.all([
    orderMoneyOf(db, idApp, order),
    returnDues(db, idApp, String(order._id)),
  ]);
  // A cash order owing a return's refund is refunded as a bank refund too: what came by transfer tells.
  const kind: ConsoleReturnPayment['kind'] =
    money.refund_via === 'gateway'
      ? 'gateway'
      : (await bankPaidOf(db, idApp, order)) > 0
        ? 'transfer'
        : 'cod';
  const paid = kind === 'cod' ? num(order.t_tt_nt) : money.paid;
  const owed = dues.filter((due) => due.status === 'due').reduce((sum, due) => sum + due.amount, 0);
  const refundable =
    kind === 'gateway'
      ? money.refundable
      : Math.max(0, refundableOf({ paid, refunds: money.refunds }) - owed);
  const due = dues.find((item) => item._id === row.refund_id);
  const paidBy = due?.status === 'settled' ? due.refund_id : undefined;
  const asked = money.refunds.find((refund) => refund._id === (paidBy ?? row.refund_id));
  const payment: ConsoleReturnPayment = {
    kind,
    method: str(order.pt_thanh_toan),
    gateway: money.gateway,
    paid,
    refundable,
    refund: asked
      ? { _id: asked._id, amount: due?.amount ?? asked.amount, status: asked.state }
      : due
        ? { _id: due._id, amount: due.amount, status: 'due' }
        : null,
  };
  return payment;
}

/** A return in full for the console, from its row and its order. */
async function consoleReturnOf(db: Queryable, idApp: string, row: ReturnRow): Promise<ConsoleReturn> {
  const order = await findOrder(db, idApp, null, row.order_id.trim());
  if (!order) throw appError('RETURN_NOT_FOUND');
  const own = toOwn(row);
  const details = detailsOf(order);
  const paid = paidPerLine(returnOrderOf(order));
  const payment = await paymentOf(db, idApp, order, row);
  return {
    ...itemOf({ ...row, so_ct: str(order.so_ct) || null, customer_name: str(order.ten_nguoi_nhan) }),
    customer_email: str(order.email_nguoi_nhan) || null,
    customer_phone: str(order.sdt_nguoi_nhan) || null,
    language: (await orderLanguage(db, String(order._id))) ?? 'vi',
    instructions: row.instructions,
    receive_action: row.receive_action,
    lines: details.map((line, index) => {
      const taken = own.lines.filter((item) => item.line === index);
      return {
        line: index,
        ma_vt: str(line.ma_vt),
        ten_vt: str(line.ten_vt) || str(line.ma_vt),
        variant: variantOf(line),
        delivered: num(line.sl_xuat),
        quantity: taken.reduce((sum, item) => sum + item.quantity, 0),
        paid: paid[index] ?? 0,
        refund: taken.reduce((sum, item) => sum + item.amount, 0),
      };
    }),
    media: own.media,
    steps: stepsOf(row).map(({ status, at, note, by, reason }) => ({
      status,
      at,
      note: note || reason || '',
      by: by || null,
    })),
    payment,
    exchange_order: exchangeOrderOf(row),
    actions: nextReturnSteps({ status: row.status, instructions: row.instructions }),
  };
}

/** The language the order was placed in (its placed mail's), as every later mail takes it. */
async function orderLanguage(db: Queryable, orderId: string): Promise<'vi' | 'en' | null> {
  const [row] = await db.query<{ lang: string }>(
    `SELECT lang FROM outbox WHERE order_id = $1 AND kind = 'order-placed' ORDER BY created_at LIMIT 1`,
    [orderId],
  );
  return row ? (row.lang === 'en' ? 'en' : 'vi') : null;
}

async function findReturnRow(db: Queryable, idApp: string, id: string, lock = false) {
  // The lock first, then the read in a statement of its own: after waiting for another step's
  // commit, a new statement sees what that step wrote (its exchange order too, read by a subquery
  // that the locking statement's older snapshot would not see).
  if (lock) await db.query('SELECT 1 FROM returns WHERE id_app = $1 AND id = $2 FOR UPDATE', [idApp, id]);
  const [row] = await db.query<ReturnRow>(
    `SELECT ${RETURN_COLUMNS} FROM returns r WHERE r.id_app = $1 AND r.id = $2`,
    [idApp, id],
  );
  if (!row) throw appError('RETURN_NOT_FOUND');
  return row;
}

/** GET console/returns/{id}. */
export async function consoleReturnDetail(db: Queryable, idApp: string, id: string): Promise<ConsoleReturn> {
  return consoleReturnOf(db, idApp, await findReturnRow(db, idApp, id));
}

export interface StepContext {
  idApp: string;
  by: string;
  now: Date;
  /** The job queue's tries for a gateway refund. */
  maxAttempts: number;
}

export type StepBody =
  | { step: 'approve'; body: ReturnApprove }
  | { step: 'receive'; body: ReturnReceive }
  | { step: 'refund' }
  | { step: 'exchange' }
  | { step: 'reject'; body: ReturnReject };

/**
 * One console step of a return (decision 077), in the caller's transaction: the return's row is
 * locked, then the order's (the order of every writer of both), and the state checked. The same
 * step again once it was taken (a double click) changes nothing and answers the return as it is;
 * any other move is 409 RETURN_WRONG_STATE. Each step is a line in both timelines and a mail to
 * the shopper in the order's language.
 */
export async function takeReturnStep(
  tx: Queryable,
  context: StepContext,
  id: string,
  input: StepBody,
): Promise<{ return: ConsoleReturn; changed: boolean }> {
  const row = await findReturnRow(tx, context.idApp, id, true);
  const step: ReturnStepName = input.step;
  if (row.status === RETURN_STEP_STATUS[step])
    return { return: await consoleReturnOf(tx, context.idApp, row), changed: false };
  if (!canTakeReturnStep(step, { status: row.status, instructions: row.instructions }))
    throw appError('RETURN_WRONG_STATE');
  const orderId = row.order_id.trim();
  const order = await findOrder(tx, context.idApp, null, orderId, true);
  if (!order) throw appError('RETURN_NOT_FOUND');
  const stored: StoredStep = {
    status: RETURN_STEP_STATUS[step],
    at: context.now.toISOString(),
    note: '',
    by: context.by,
  };
  const fields: Record<string, unknown> = {};
  switch (input.step) {
    case 'approve':
      stored.note = input.body.note;
      fields.instructions = input.body.instructions;
      break;
    case 'receive':
      if (input.body.reason) stored.reason = input.body.reason;
      fields.receive_action = input.body.action;
      if (input.body.action === 'restock') await restockReturn(tx, context.idApp, order, row);
      break;
    case 'refund':
      fields.refund_id = await refundReturn(tx, context, order, row);
      break;
    case 'exchange':
      fields.exchange_order_id = await exchangeReturn(tx, context, order, row);
      break;
    case 'reject':
      stored.note = input.body.reason;
      break;
  }
  const [saved] = await tx.query<ReturnRow>(
    `UPDATE returns r SET status = $3, steps = r.steps || $4::text::jsonb, updated_at = now(),
       instructions = COALESCE($5, r.instructions), receive_action = COALESCE($6, r.receive_action),
       refund_id = COALESCE($7, r.refund_id), exchange_order_id = COALESCE($8, r.exchange_order_id)
     WHERE r.id_app = $1 AND r.id = $2 RETURNING ${RETURN_COLUMNS}`,
    [
      context.idApp,
      id,
      stored.status,
      JSON.stringify([stored]),
      fields.instructions ?? null,
      fields.receive_action ?? null,
      fields.refund_id ?? null,
      fields.exchange_order_id ?? null,
    ],
  );
  if (!saved) throw new Error(`return ${id} vanished inside its transaction`);
  const view = await consoleReturnOf(tx, context.idApp, saved);
  await queueOrderMail(tx, {
    idApp: context.idApp,
    orderId,
    kind: 'return-update',
    extra: {
      return: {
        _id: view._id,
        status: view.status,
        note: stored.note,
        instructions: view.instructions,
        refund_amount: view.refund_amount,
        refund_kind: view.payment.kind,
        exchange_so_ct: view.exchange_order?.so_ct ?? null,
      },
    },
  });
  return { return: view, changed: true };
}

/** The returned units of the order's lines, as the stock writers read lines. */
type ReturnedLine = Line & { ma_vt: string; sl_xuat: number; thuoc_tinh: { _id: string } | null };

function returnedLines(order: OrderDoc, row: ReturnRow): ReturnedLine[] {
  const details = detailsOf(order);
  return json(row.lines).flatMap((item) => {
    const line = details[item.line];
    if (!line || item.quantity <= 0) return [];
    const option = line.thuoc_tinh as { _id: string } | null | undefined;
    return [{ ...line, ma_vt: str(line.ma_vt), sl_xuat: item.quantity, thuoc_tinh: option ?? null }];
  });
}

/** Puts the returned units back in stock (once: the step's state check runs under the row lock). */
async function restockReturn(tx: Queryable, idApp: string, order: OrderDoc, row: ReturnRow) {
  await restoreStock(tx, idApp, returnedLines(order, row));
}

/**
 * The refund the rules kept (decision 077): through the gateway that took the payment (MoMo,
 * ZaloPay, VNPay: the refund job asks it), else owed by transfer or cash and listed due on the
 * Payments screen. Within what is still refundable (409 REFUND_ABOVE_PAID). The refund's id.
 */
async function refundReturn(
  tx: Queryable,
  context: StepContext,
  order: OrderDoc,
  row: ReturnRow,
): Promise<string | null> {
  const amount = Number(row.refund_amount);
  if (amount <= 0) return null;
  const payment = await paymentOf(tx, context.idApp, order, row);
  const returnId = row.id.trim();
  const soCt = str(order.so_ct);
  const reason = `Đổi/trả ${soCt} #${returnId.slice(-6)}`;
  if (payment.kind === 'gateway') {
    const { refund } = await askGatewayRefund(
      tx,
      { idApp: context.idApp, by: context.by, now: context.now, maxAttempts: context.maxAttempts },
      String(order._id),
      { so_tien: amount, ly_do: reason },
    );
    return refund._id;
  }
  if (amount > payment.refundable)
    throw appError('REFUND_ABOVE_PAID', { refundable: formatPrice(payment.refundable) });
  const provider = payment.kind === 'transfer' ? 'bank' : 'cod';
  const transactionId = `return-${returnId}`;
  await recordRefundDue(tx, context.idApp, {
    provider,
    transactionId,
    txnRef: soCt,
    amount,
    orderId: String(order._id),
    soCt,
    reason: 'RETURN',
    notification: { return_id: returnId, note: reason },
  });
  return refundIdOf(provider, transactionId);
}

/**
 * The exchange (decision 077): a new order of the same lines and units at no charge, confirmed
 * and paid (nothing to pay), to the same address; the stock is checked under the products' locks
 * (409 RETURN_EXCHANGE_OUT_OF_STOCK naming the first line short) and taken. The new order's id.
 */
async function exchangeReturn(
  tx: Queryable,
  context: StepContext,
  order: OrderDoc,
  row: ReturnRow,
): Promise<string> {
  const lines = returnedLines(order, row);
  const wanted = new Map<string, number>();
  await moveLineStock(tx, context.idApp, lines, (line, product, variant) => {
    const key = `${line.ma_vt}\u0000${line.thuoc_tinh?._id ?? ''}`;
    const total = (wanted.get(key) ?? 0) + line.sl_xuat;
    wanted.set(key, total);
    const available = product ? (variant ? (variant.ton ?? product.ton) : product.ton) : 0;
    if (total > available) {
      const name = [str(line.ten_vt) || line.ma_vt, variantOf(line)].filter(Boolean).join(' – ');
      throw appError('RETURN_EXCHANGE_OUT_OF_STOCK', { product: name, available: Math.max(0, available) });
    }
    if (product) {
      if (variant) variant.ton = (variant.ton ?? product.ton) - line.sl_xuat;
      product.ton -= line.sl_xuat;
    }
  });
  const at = context.now.toISOString();
  const copied = Object.fromEntries(
    EXCHANGE_COPIED.filter((field) => order[field] !== undefined).map((field) => [field, order[field]]),
  );
  const free = { gia_ban_nt: 0, gia_ban: 0, tien_nt: 0, tien: 0, tien_ck: 0, tien_hang: 0, tien_hang_nt: 0 };
  const owner = await ownerOfOrder(tx, context.idApp, String(order._id));
  const created = await insertDocument(
    tx,
    orderScope(context.idApp, owner),
    {
      ...copied,
      _id: newId(),
      details: lines.map((line) => ({ ...line, ...free })),
      evouchers: [],
      t_tien_hang: 0,
      t_tien_ck: 0,
      t_tien_nt: 0,
      tempPrice: 0,
      tien_evoucher: 0,
      tien_phi_vc: 0,
      tien_freeship: 0,
      t_tt_nt: 0,
      thu_ho: 0,
      trang_thai: ORDER_STATUS_CONFIRMED,
      trang_thai_tt: PAYMENT_STATUS_SETTLED,
      ngay_ct: at,
      date_updated: at,
      doi_tra: { return_id: row.id.trim(), order_id: String(order._id), so_ct: str(order.so_ct) },
    },
    context.by,
  );
  const numbered = await patchOrder(tx, context.idApp, created._id, {}, context.by, {
    takeOrderNumber: true,
  });
  return String(numbered._id);
}

/** What an exchange order keeps of the returned one: who, where, how it ships and the account's fields. */
const EXCHANGE_COPIED = [
  ...DRAFT_TEXT_CHOICES.filter((field) => field !== 'id_afflink' && field !== 'ghi_chu'),
  'dia_chi_nguoi_nhan',
  'user_created',
  'again_link',
];

async function ownerOfOrder(tx: Queryable, idApp: string, id: string): Promise<string> {
  const [row] = await tx.query<{ owner: string }>(
    `SELECT owner FROM documents WHERE id_app = $1 AND collection = 'so1' AND id = $2`,
    [idApp, id],
  );
  return row?.owner ?? '';
}
