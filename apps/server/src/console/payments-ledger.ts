import { ORDER_STATUS_CONFIRMED, ORDER_STATUS_PLACED, PAYMENT_STATUS_SETTLED } from '@shop/domain/orders';
import {
  EWALLET_KIND,
  isPaymentShown,
  PAYMENTS_CSV_COLUMNS,
  PAYMENTS_LIST_LIMIT,
  type PaymentMovement,
  type PaymentsQuery,
  type PaymentsReply,
  paymentCsvRecord,
  paymentsSpan,
  paymentsSpanInstants,
  paymentTotals,
} from '@shop/domain/payments';
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../db/database.js';
import { REFUNDS_DUE_COLLECTION } from '../commerce/payments/refunds-due.js';

/** An ISO instant held as text in a document, or NULL when it is not one (legacy dates). */
const instantSql = (text: string) =>
  `(CASE WHEN ${text} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' THEN (${text})::timestamptz END)`;

const iso = (value: Date | string) => new Date(value).toISOString();
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Bank transfers reported within the span (decisions 050, 051), by what they did. */
async function transferMovements(db: Queryable, idApp: string, start: string, end: string) {
  const rows = await db.query<{
    provider: string;
    transaction_id: string;
    received_at: Date | string;
    amount: string | number;
    note: string;
    reference: string;
    outcome: PaymentMovement['state'];
    order_id: string | null;
    so_ct: string | null;
    missing: string | number;
    excess: string | number;
  }>(
    `SELECT provider, transaction_id, received_at, amount, note, reference, outcome, order_id, so_ct, missing, excess
     FROM bank_transfers WHERE id_app = $1 AND received_at >= $2::timestamptz AND received_at < $3::timestamptz`,
    [idApp, start, end],
  );
  return rows.map(
    (row): PaymentMovement => ({
      kind: 'transfer',
      state: row.outcome,
      at: iso(row.received_at),
      amount: Number(row.amount),
      provider: row.provider,
      order_id: row.order_id?.trim() ?? null,
      so_ct: row.so_ct,
      reference: row.reference || row.transaction_id,
      note: row.note,
      missing: Number(row.missing),
      excess: Number(row.excess),
    }),
  );
}

/** E-wallet orders placed within the span, live and still unpaid: their payment is waited for. */
async function waitingWalletMovements(db: Queryable, idApp: string, start: string, end: string) {
  const placed = instantSql(`o.data->>'ngay_ct'`);
  const rows = await db.query<{ data: Record<string, unknown> }>(
    `SELECT o.data FROM documents o
     JOIN documents m ON m.id_app = o.id_app AND m.collection = 'ptthanhtoan'
       AND m.id = o.data->>'pt_thanh_toan' AND m.data->>'loai' = $4
     WHERE o.id_app = $1 AND o.collection = 'so1' AND o.data->>'trang_thai' IN ($5, $6)
       AND COALESCE(o.data->>'trang_thai_tt', '') <> $7
       AND ${placed} >= $2::timestamptz AND ${placed} < $3::timestamptz`,
    [idApp, start, end, EWALLET_KIND, ORDER_STATUS_PLACED, ORDER_STATUS_CONFIRMED, PAYMENT_STATUS_SETTLED],
  );
  return rows.map(
    ({ data }): PaymentMovement => ({
      kind: 'ewallet',
      state: 'waiting',
      at: iso(text(data.ngay_ct)),
      amount: Number(data.t_tt_nt ?? 0),
      provider: text(data.cong_thanh_toan) || 'vnpay',
      order_id: text(data._id),
      so_ct: text(data.so_ct),
      reference: text(data.vnp_txn_ref),
      note: '',
      missing: 0,
      excess: 0,
    }),
  );
}

/** Refunds asked or recorded within the span (decisions 052, 067), and money a gateway took that is owed back (039). */
async function refundMovements(db: Queryable, idApp: string, start: string, end: string) {
  const asked = instantSql(`r.value->>'created_at'`);
  const refunds = await db.query<{ order_id: string; so_ct: string | null; refund: Record<string, unknown> }>(
    `SELECT o.id AS order_id, o.data->>'so_ct' AS so_ct, r.value AS refund
     FROM documents o CROSS JOIN LATERAL jsonb_array_elements(
       CASE WHEN jsonb_typeof(o.data->'hoan_tien') = 'array' THEN o.data->'hoan_tien' ELSE '[]'::jsonb END) r
     WHERE o.id_app = $1 AND o.collection = 'so1'
       AND ${asked} >= $2::timestamptz AND ${asked} < $3::timestamptz`,
    [idApp, start, end],
  );
  // A return's refund due settled by a bank refund is that refund's row, done (decision 077 addendum).
  const owed = await db.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = $4
       AND COALESCE(data->>'status', 'due') <> 'settled'
       AND ${instantSql(`data->>'created_at'`)} >= $2::timestamptz
       AND ${instantSql(`data->>'created_at'`)} < $3::timestamptz`,
    [idApp, start, end, REFUNDS_DUE_COLLECTION],
  );
  return [
    ...refunds.map(
      ({ order_id, so_ct, refund }): PaymentMovement => ({
        kind: 'refund',
        state: refund.state === 'done' || refund.state === 'failed' ? refund.state : 'requested',
        at: iso(text(refund.created_at)),
        amount: Number(refund.amount ?? 0),
        provider: text(refund.gateway),
        order_id: order_id.trim(),
        so_ct,
        reference: text(refund.reference) || text(refund.refund_tx),
        note: text(refund.reason),
        missing: 0,
        excess: 0,
      }),
    ),
    ...owed.map(
      ({ data }): PaymentMovement => ({
        kind: 'refund',
        state: 'due',
        at: iso(text(data.created_at)),
        amount: Number(data.amount ?? 0),
        provider: text(data.provider),
        order_id: text(data.order_id) || null,
        so_ct: text(data.so_ct) || null,
        reference: text(data.transaction_id),
        // A return's refund owed by transfer or in cash (decision 077) says which return it is.
        note:
          data.reason === 'RETURN'
            ? text((data.notification as Record<string, unknown> | undefined)?.note) || 'RETURN'
            : text(data.reason),
        missing: 0,
        excess: 0,
      }),
    ),
  ];
}

/** Every movement of the query's span, kind and state, newest first. */
async function movementsOf(db: Queryable, idApp: string, query: PaymentsQuery, now: Date) {
  const span = paymentsSpan(query, now);
  const { start, end } = paymentsSpanInstants(span);
  const wanted = (kind: PaymentMovement['kind']) => query.kind === 'all' || query.kind === kind;
  const [transfers, waiting, refunds] = await Promise.all([
    wanted('transfer') ? transferMovements(db, idApp, start, end) : [],
    wanted('ewallet') ? waitingWalletMovements(db, idApp, start, end) : [],
    wanted('refund') ? refundMovements(db, idApp, start, end) : [],
  ]);
  const rows = [...transfers, ...waiting, ...refunds]
    .filter((row) => isPaymentShown(row, query))
    .sort((a, b) => b.at.localeCompare(a.at) || (a.so_ct ?? '').localeCompare(b.so_ct ?? ''));
  return { span, rows };
}

/** GET console/payments: the span's movements (at most PAYMENTS_LIST_LIMIT) and the totals of all. */
export async function listPayments(
  db: Queryable,
  idApp: string,
  query: PaymentsQuery,
  now: Date,
): Promise<PaymentsReply> {
  const { span, rows } = await movementsOf(db, idApp, query, now);
  return {
    items: rows.slice(0, PAYMENTS_LIST_LIMIT),
    totals: paymentTotals(rows),
    ...span,
    is_cut: rows.length > PAYMENTS_LIST_LIMIT,
  };
}

/**
 * GET console/payments/export: every movement of the query as CSV for an accountant: UTF-8 with a
 * BOM, CRLF lines, instants in ISO 8601, amounts as whole VND without separators; a cell starting
 * with = + - @ gets a leading quote (csv-stringify's escape_formulas) so a transfer's note never
 * runs as a formula.
 */
export async function paymentsCsv(
  db: Queryable,
  idApp: string,
  query: PaymentsQuery,
  now: Date,
): Promise<{ span: { from: string; to: string }; csv: string }> {
  const { span, rows } = await movementsOf(db, idApp, query, now);
  const csv = stringify([[...PAYMENTS_CSV_COLUMNS], ...rows.map(paymentCsvRecord)], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  return { span, csv };
}
