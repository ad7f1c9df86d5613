import { ORDER_STATUS_CANCELLED, ORDER_STATUS_DELIVERED, ORDER_STATUS_RETURNED } from '@shop/domain/orders';
import type { Queryable } from '../../db/database.js';
import { type JobHandler, type JobOutcome, planJob } from '../../schedules/queue.js';
import { findOrder } from '../order-store.js';
import { applyShipmentStatus } from './callbacks.js';
import { CarrierError } from './carrier.js';
import type { Carriers } from './registry.js';

/** The job that asks a carrier about a shipment it has said nothing of for a day (decision 066). */
export const POLL_JOB = 'carrier-poll';
/** The pass (hourly by default) that gives a poll to every followed shipment without one (decision 066 addendum). */
export const POLL_SWEEP_JOB = 'carrier-poll-sweep';
/** The sweep's runs' schedule id (no schedule document: the job plans its own next run, on a grid). */
export const POLL_SWEEP_SCHEDULE_ID = 'a11d000000000000000000e2';
/** The most shipments one sweep plans polls for (the rest in the next run). */
const SWEEP_BATCH = 500;
/** How long a shipment may go without news before the carrier is asked. */
export const QUIET_MS = 24 * 3_600_000;
/** A carrier call of the poll: nobody waits on it, still bounded. */
const POLL_TIMEOUT_MS = 15_000;

/** The columns of carrier_shipments the poll reads (shipments.ts plans the poll, so no import back). */
type ShipmentRow = {
  state: string;
  carrier: string;
  tracking_code: string | null;
  carrier_status: string | null;
  news_at: unknown;
  polled_at: unknown;
  updated_at: unknown;
  requested_at: unknown;
};

const FINAL = new Set<string>([ORDER_STATUS_DELIVERED, ORDER_STATUS_RETURNED, ORDER_STATUS_CANCELLED]);

/** Plans the next look at an order's shipment (one chain per shipment: each run plans the next). */
export function planPoll(tx: Queryable, idApp: string, orderId: string, runAt: Date, maxAttempts: number) {
  return planJob(tx, {
    idApp,
    scheduleId: null,
    kind: POLL_JOB,
    payload: { orderId },
    runAt,
    maxAttempts,
  });
}

const timeOf = (value: unknown) => {
  const time = value instanceof Date ? value.getTime() : Date.parse(String(value ?? ''));
  return Number.isNaN(time) ? 0 : time;
};

/**
 * One look at a created shipment (decision 066), in the queue's transaction with its row locked:
 * news within the last 24 h (a callback, or the last look) → the next look 24 h after it; else the
 * carrier's order-detail/status API (GHN `/v2/shipping-order/detail`, GHTK
 * `/services/shipment/v2/{label}`) is asked and its status moves the order as a callback would
 * (applyShipmentStatus: forward only, the same mails). A carrier late or down: thrown, the queue
 * retries with its back-off. The chain ends with the shipment (cancelled) or the order (delivered,
 * returned, cancelled).
 */
export function pollJobHandler(carriers: () => Carriers): JobHandler {
  return async (tx, job, now): Promise<JobOutcome> => {
    const orderId = String(job.payload.orderId ?? '');
    const [row] = await tx.query<ShipmentRow>(
      `SELECT * FROM carrier_shipments WHERE id_app = $1 AND order_id = $2 FOR UPDATE`,
      [job.id_app, orderId],
    );
    if (row?.state !== 'created' || !row.tracking_code)
      return { status: 'cancelled', result: { reason: 'no shipment to follow' } };
    const order = await findOrder(tx, job.id_app, null, orderId, true);
    if (!order || FINAL.has(String(order.trang_thai ?? '')))
      return { status: 'done', result: { orderId, ended: String(order?.trang_thai ?? 'gone') } };
    const lastNews = Math.max(
      timeOf(row.news_at),
      timeOf(row.polled_at),
      timeOf(row.updated_at),
      timeOf(row.requested_at),
    );
    if (now.getTime() - lastNews < QUIET_MS) {
      await planPoll(tx, job.id_app, orderId, new Date(lastNews + QUIET_MS), job.max_attempts);
      return { status: 'done', result: { orderId, waiting: new Date(lastNews + QUIET_MS).toISOString() } };
    }
    const carrier = carriers().enabled.find((entry) => entry.id === row.carrier);
    if (!carrier) return { status: 'done', result: { orderId, error: 'carrier off' } };
    const code = String(row.tracking_code);
    let tracked: Awaited<ReturnType<typeof carrier.track>>;
    try {
      tracked = await carrier.track(code, AbortSignal.timeout(POLL_TIMEOUT_MS));
    } catch (error) {
      const final = error instanceof CarrierError && error.reason !== 'timeout' && error.reason !== 'down';
      if (!final && job.attempts < job.max_attempts) throw error;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await tx.query(`UPDATE carrier_shipments SET polled_at = $3 WHERE id_app = $1 AND order_id = $2`, [
        job.id_app,
        orderId,
        now.toISOString(),
      ]);
      await planPoll(tx, job.id_app, orderId, new Date(now.getTime() + QUIET_MS), job.max_attempts);
      return { status: 'done', result: { orderId, error: message } };
    }
    const changed = tracked.carrierStatus !== (row.carrier_status ?? null);
    await tx.query(
      `UPDATE carrier_shipments SET polled_at = $3, carrier_status = $4${changed ? ', news_at = $3' : ''}
       WHERE id_app = $1 AND order_id = $2`,
      [job.id_app, orderId, now.toISOString(), tracked.carrierStatus],
    );
    const outcome = await applyShipmentStatus(
      tx,
      job.id_app,
      carrier.id,
      order,
      { status: tracked.status, trackingCode: code },
      now,
    );
    const after = await findOrder(tx, job.id_app, null, orderId);
    if (!FINAL.has(String(after?.trang_thai ?? '')))
      await planPoll(tx, job.id_app, orderId, new Date(now.getTime() + QUIET_MS), job.max_attempts);
    return { status: 'done', result: { orderId, carrier_status: tracked.carrierStatus, outcome } };
  };
}

/**
 * Plans the next sweep on the grid of `everyMinutes` (a no-op when a process planned it already:
 * the jobs' UNIQUE (schedule_id, run_at); nothing when 0). Called when a process starts and when a
 * sweep is claimed.
 */
export async function planPollSweep(
  db: Queryable,
  now: Date,
  { maxAttempts, everyMinutes }: { maxAttempts: number; everyMinutes: number },
): Promise<boolean> {
  if (everyMinutes <= 0) return false;
  const every = everyMinutes * 60_000;
  return planJob(db, {
    idApp: '',
    scheduleId: POLL_SWEEP_SCHEDULE_ID,
    kind: POLL_SWEEP_JOB,
    runAt: new Date((Math.floor(now.getTime() / every) + 1) * every),
    maxAttempts,
  });
}

/**
 * The sweep (decision 066 addendum): every created shipment of an order not yet delivered, returned
 * or cancelled that has no poll waiting (a shipment created before the poll chain existed, or a
 * chain that ended with a failed run) gets one, due 24 h after its last news (now, when that is
 * past). The poll itself then asks the carrier as before; the sweep calls no carrier.
 */
export const pollSweepJob: JobHandler = async (tx, job, now): Promise<JobOutcome> => {
  const rows = await tx.query<{ id_app: string; order_id: string; last_news: unknown }>(
    `SELECT s.id_app, s.order_id, GREATEST(s.news_at, s.polled_at, s.updated_at, s.requested_at) AS last_news
     FROM carrier_shipments s
     JOIN documents d ON d.id_app = s.id_app AND d.collection = 'so1' AND d.id = s.order_id
     WHERE s.state = 'created' AND s.tracking_code IS NOT NULL
       AND d.data->>'trang_thai' <> ALL($1::text[])
       AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.kind = $2 AND j.id_app = s.id_app
         AND j.status IN ('pending', 'running') AND j.payload->>'orderId' = s.order_id)
     ORDER BY s.order_id LIMIT ${SWEEP_BATCH}`,
    [[...FINAL], POLL_JOB],
  );
  for (const row of rows) {
    const due = Math.max(timeOf(row.last_news) + QUIET_MS, now.getTime());
    await planPoll(tx, row.id_app, row.order_id, new Date(due), job.max_attempts);
  }
  return { status: 'done', result: { planned: rows.length } };
};
