import {
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_CONFIRMED,
  ORDER_STATUS_PLACED,
  PAYMENT_STATUS_SETTLED,
} from '@shop/domain/orders';
import {
  BANK_TRANSFER_KIND,
  DEFAULT_PAYMENT_HOLD_HOURS,
  EWALLET_KIND,
  PAYMENT_EXPIRED_REASON,
  PAYMENT_SETTINGS_COLLECTION,
  PAYMENT_SETTINGS_ID,
  type PaymentSettings,
  paymentHoldDeadline,
  paymentHoldStep,
} from '@shop/domain/payments';
import type { Queryable } from '../../db/database.js';
import { ensureDocument, mergeDocument } from '../../db/documents.js';
import { queueChangeMails } from '../../mail/order-events.js';
import { queueOrderMail } from '../../mail/outbox.js';
import type { ClaimedJob, JobHandler } from '../../schedules/queue.js';
import { planJob } from '../../schedules/queue.js';
import { releaseOrderHoldings } from '../order-actions.js';
import { type OrderDoc, patchOrder } from '../order-store.js';

/**
 * Unpaid orders expire (issue 30, decision 067). One job of kind `payment-hold` every
 * PAYMENT_HOLD_EVERY_MINUTES (5 by default), for every app: it reminds the shoppers of the orders half-way through
 * their hold (once, with the VietQR again) and cancels those past it (stock and voucher uses back,
 * the cancellation mail). The runs are planned on a grid under one fixed schedule id, so two
 * processes planning the same run plan one row (jobs' UNIQUE (schedule_id, run_at)); each order
 * is taken FOR UPDATE SKIP LOCKED and checked again, so a payment committing at the same moment
 * either wins (the order is paid, nothing expires) or finds the order cancelled (its money is then
 * listed for a refund, as any payment of a cancelled order).
 */
export const PAYMENT_HOLD_JOB = 'payment-hold';
/** The runs' schedule id (no schedule document: the job plans its own next run). */
export const PAYMENT_HOLD_SCHEDULE_ID = 'a11d000000000000000000e1';
/** The most orders one run handles (the rest in the next run). */
const BATCH = 200;
/** Who signs the versions the job writes. */
export const PAYMENT_HOLD_ACTOR = 'payment-hold';

const HOLD_SQL = `COALESCE((SELECT (s.data->>'payment_hold_hours')::int FROM documents s
  WHERE s.id_app = o.id_app AND s.collection = '${PAYMENT_SETTINGS_COLLECTION}' AND s.id = '${PAYMENT_SETTINGS_ID}'),
  ${DEFAULT_PAYMENT_HOLD_HOURS})`;

/** When the hold began: placing, or staff opening the order again (giu_tu). */
const HELD_FROM_SQL = `COALESCE(o.data->>'giu_tu', o.data->>'ngay_ct')`;
const HELD_AT_SQL = `(CASE WHEN ${HELD_FROM_SQL} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' THEN (${HELD_FROM_SQL})::timestamptz END)`;

/** The app's payment settings (the default hold until the owner saves one). */
export async function readPaymentSettings(db: Queryable, idApp: string): Promise<PaymentSettings> {
  const [row] = await db.query<{ hours: number | string }>(
    `SELECT ${HOLD_SQL} AS hours FROM (SELECT $1::text AS id_app) o`,
    [idApp],
  );
  return { payment_hold_hours: Number(row?.hours ?? DEFAULT_PAYMENT_HOLD_HOURS) };
}

/** Saves the settings as a new version of their document, signed by the console user. */
export async function savePaymentSettings(
  tx: Queryable,
  idApp: string,
  settings: PaymentSettings,
  by: string,
): Promise<PaymentSettings> {
  await ensureDocument(tx, { idApp, collection: PAYMENT_SETTINGS_COLLECTION }, PAYMENT_SETTINGS_ID, {
    payment_hold_hours: DEFAULT_PAYMENT_HOLD_HOURS,
  });
  const saved = await mergeDocument(
    tx,
    { idApp, collection: PAYMENT_SETTINGS_COLLECTION },
    PAYMENT_SETTINGS_ID,
    { ...settings },
    by,
  );
  return { payment_hold_hours: Number(saved?.payment_hold_hours ?? settings.payment_hold_hours) };
}

interface Candidate extends Record<string, unknown> {
  id_app: string;
  data: OrderDoc;
  hours: number | string;
}

export interface PaymentHoldResult extends Record<string, unknown> {
  reminded: number;
  expired: number;
}

/**
 * One pass at `now`, in the caller's transaction: the live unpaid bank-transfer and e-wallet
 * orders at least half-way through their app's hold, oldest first, locked (those another
 * transaction holds are left to the next pass), each reminded or cancelled as paymentHoldStep says.
 */
export async function runPaymentHold(tx: Queryable, now: Date): Promise<PaymentHoldResult> {
  const rows = await tx.query<Candidate>(
    `SELECT o.id_app, o.data, ${HOLD_SQL} AS hours FROM documents o
     JOIN documents m ON m.id_app = o.id_app AND m.collection = 'ptthanhtoan'
       AND m.id = o.data->>'pt_thanh_toan' AND m.data->>'loai' IN ($2, $3)
     WHERE o.collection = 'so1' AND o.data->>'trang_thai' IN ($4, $5)
       AND COALESCE(o.data->>'trang_thai_tt', '') <> $6
       AND ${HELD_AT_SQL} <= $1::timestamptz - make_interval(mins => ${HOLD_SQL} * 30)
     ORDER BY ${HELD_AT_SQL}, o.id LIMIT ${BATCH}
     FOR UPDATE OF o SKIP LOCKED`,
    [
      now.toISOString(),
      BANK_TRANSFER_KIND,
      EWALLET_KIND,
      ORDER_STATUS_PLACED,
      ORDER_STATUS_CONFIRMED,
      PAYMENT_STATUS_SETTLED,
    ],
  );
  const result: PaymentHoldResult = { reminded: 0, expired: 0 };
  for (const row of rows) {
    const order = row.data;
    const hours = Number(row.hours);
    const placedAt = String(order.giu_tu ?? order.ngay_ct ?? '');
    const step = paymentHoldStep({
      placedAt,
      now,
      holdHours: hours,
      isReminded: typeof order.nhac_thanh_toan_luc === 'string',
    });
    if (step === 'remind') {
      const saved = await patchOrder(
        tx,
        row.id_app,
        order._id,
        { nhac_thanh_toan_luc: now.toISOString(), han_thanh_toan: paymentHoldDeadline(placedAt, hours) },
        PAYMENT_HOLD_ACTOR,
      );
      await queueOrderMail(tx, { idApp: row.id_app, orderId: saved._id, kind: 'payment-reminder' });
      result.reminded += 1;
    } else if (step === 'expire') {
      await expireOrder(tx, row.id_app, order, now);
      result.expired += 1;
    }
  }
  return result;
}

/** Cancels an unpaid order whose hold is over, as staff cancelling it would (stock, vouchers, mail). */
async function expireOrder(tx: Queryable, idApp: string, order: OrderDoc, now: Date): Promise<void> {
  await releaseOrderHoldings(tx, idApp, order);
  const cancelled = await patchOrder(
    tx,
    idApp,
    order._id,
    {
      trang_thai: ORDER_STATUS_CANCELLED,
      ly_do_huy: PAYMENT_EXPIRED_REASON,
      ngay_huy: now.toISOString(),
      het_han_thanh_toan: true,
      virtual_payment_client_url: '',
      date_updated: now.toISOString(),
    },
    PAYMENT_HOLD_ACTOR,
  );
  await queueChangeMails(tx, idApp, order._id, order, cancelled);
}

/**
 * Plans the next run on the grid of `everyMinutes` (a no-op when a process planned it already;
 * nothing when 0). Called when a process starts and when a run is claimed, so the chain of runs
 * survives a failed run.
 */
export async function planPaymentHold(
  db: Queryable,
  now: Date,
  options: { maxAttempts: number; everyMinutes: number },
): Promise<boolean> {
  if (options.everyMinutes <= 0) return false;
  const every = options.everyMinutes * 60_000;
  return planJob(db, {
    idApp: '',
    scheduleId: PAYMENT_HOLD_SCHEDULE_ID,
    kind: PAYMENT_HOLD_JOB,
    runAt: new Date((Math.floor(now.getTime() / every) + 1) * every),
    maxAttempts: options.maxAttempts,
  });
}

/** The queue's handler: one pass at the run's time (never earlier than the claim's now). */
export const paymentHoldJob: JobHandler = async (tx, _job: ClaimedJob, now) => ({
  status: 'done',
  result: await runPaymentHold(tx, now),
});
