import * as v from 'valibot';
import { toVietnamDate } from '../primitives/date.js';

/**
 * The console's Payments screen (issue 30): money in and out of the shop over a span of days, one
 * row a movement, whatever brought it: a bank transfer a bank-notification service reported
 * (matched and paid, a part payment, unmatched, owed back, outgoing, not the shop's), an e-wallet
 * order still waiting for its payment, and a refund (asked of a gateway, done, failed, recorded
 * from the bank, or money a gateway took that is owed back).
 */
export type MovementKind = 'transfer' | 'ewallet' | 'refund';

export const PAYMENT_KINDS: readonly MovementKind[] = ['transfer', 'ewallet', 'refund'];

/** Each kind's states, as the filter offers them. */
export const PAYMENT_STATES = {
  transfer: ['paid', 'part', 'unmatched', 'refund-due', 'outgoing', 'not-ours'],
  ewallet: ['waiting'],
  refund: ['requested', 'done', 'failed', 'due'],
} as const satisfies Record<MovementKind, readonly string[]>;

export type MovementState = (typeof PAYMENT_STATES)[MovementKind][number];

const ALL_STATES: readonly string[] = [...new Set(Object.values(PAYMENT_STATES).flat())];

/** One movement of money on the Payments screen. */
export interface PaymentMovement {
  kind: MovementKind;
  state: MovementState;
  /** When it happened (received, placed, asked), ISO 8601. */
  at: string;
  /** Integer VND: in for a transfer or a payment waited for, out for a refund. */
  amount: number;
  /** The bank, the gateway (vnpay, momo, zalopay) or the notification service (sepay, casso). */
  provider: string;
  order_id: string | null;
  so_ct: string | null;
  /** The bank's or the gateway's reference of the movement. */
  reference: string;
  /** The transfer's note, or the refund's reason. */
  note: string;
  /** A part payment: what the order still misses; an overpayment: the excess. Integer VND. */
  missing: number;
  excess: number;
}

export interface PaymentsReply {
  items: PaymentMovement[];
  /** Per kind and state, over the whole span (not only the rows listed): counts and sums of VND. */
  totals: { kind: MovementKind; state: MovementState; count: number; amount: number }[];
  from: string;
  to: string;
  /** More rows than PAYMENTS_LIST_LIMIT matched: the list is cut (the CSV has them all). */
  is_cut: boolean;
}

/** At most this many rows on the screen, newest first. */
export const PAYMENTS_LIST_LIMIT = 500;
/** The longest span one query covers, in days. */
export const PAYMENTS_SPAN_MAX_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && toVietnamDate(value) === value;
const day = v.optional(v.pipe(v.string('PAYMENTS_QUERY_INVALID'), v.check(isDay, 'PAYMENTS_QUERY_INVALID')));

/**
 * GET console/payments (and /export): the days `from`–`to` in Vietnam (YYYY-MM-DD, both included;
 * today when left out), one kind or all, one state or all. A span the wrong way round or longer
 * than a year: PAYMENTS_QUERY_INVALID.
 */
export const paymentsQuerySchema = v.pipe(
  v.object({
    from: day,
    to: day,
    kind: v.optional(v.picklist(['all', ...PAYMENT_KINDS], 'PAYMENTS_QUERY_INVALID'), 'all'),
    state: v.optional(
      v.pipe(
        v.string('PAYMENTS_QUERY_INVALID'),
        v.check((state) => state === 'all' || ALL_STATES.includes(state), 'PAYMENTS_QUERY_INVALID'),
      ),
      'all',
    ),
  }),
  v.check(
    ({ from, to }) => !from || !to || (from <= to && spanDays(from, to) <= PAYMENTS_SPAN_MAX_DAYS),
    'PAYMENTS_QUERY_INVALID',
  ),
);
export type PaymentsQuery = v.InferOutput<typeof paymentsQuerySchema>;

function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The span a query means: its days, today (in Vietnam) for what it leaves out. */
export function paymentsSpan(query: PaymentsQuery, now: Date): { from: string; to: string } {
  const today = toVietnamDate(now) ?? now.toISOString().slice(0, 10);
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (query.from ? today : from);
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The instants a span covers: from its first day's midnight in Vietnam (UTC+7) to after its last. */
export function paymentsSpanInstants(span: { from: string; to: string }): { start: string; end: string } {
  const start = new Date(Date.parse(`${span.from}T00:00:00+07:00`)).toISOString();
  const end = new Date(Date.parse(`${span.to}T00:00:00+07:00`) + 86_400_000).toISOString();
  return { start, end };
}

/** Whether a row passes the query's kind and state. */
export function isPaymentShown(row: Pick<PaymentMovement, 'kind' | 'state'>, query: PaymentsQuery): boolean {
  return (
    (query.kind === 'all' || row.kind === query.kind) && (query.state === 'all' || row.state === query.state)
  );
}

/** Counts and sums per kind and state, in the order of PAYMENT_STATES. */
export function paymentTotals(rows: readonly PaymentMovement[]): PaymentsReply['totals'] {
  const totals: PaymentsReply['totals'] = [];
  for (const kind of PAYMENT_KINDS)
    for (const state of PAYMENT_STATES[kind]) {
      const matched = rows.filter((row) => row.kind === kind && row.state === state);
      if (matched.length > 0)
        totals.push({
          kind,
          state,
          count: matched.length,
          amount: matched.reduce((sum, row) => sum + row.amount, 0),
        });
    }
  return totals;
}

/** The CSV's columns, as an accountant's sheet heads them (English keys: one file for both languages). */
export const PAYMENTS_CSV_COLUMNS = [
  'date',
  'kind',
  'state',
  'amount_vnd',
  'order',
  'provider',
  'reference',
  'note',
  'missing_vnd',
  'excess_vnd',
] as const;

/** One row of the CSV: the instant in ISO 8601, amounts as whole VND without separators. */
export function paymentCsvRecord(row: PaymentMovement): string[] {
  return [
    row.at,
    row.kind,
    row.state,
    String(row.amount),
    row.so_ct ?? '',
    row.provider,
    row.reference,
    row.note,
    String(row.missing),
    String(row.excess),
  ];
}

/** The export's file name: payments-YYYY-MM-DD_YYYY-MM-DD.csv. */
export function paymentsCsvFileName(span: { from: string; to: string }): string {
  return `payments-${span.from}_${span.to}.csv`;
}
