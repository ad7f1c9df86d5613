import { type ConsoleShipment, type CreateShipmentsBody, codAmountOf } from '@shop/domain/carriers';
import type { BulkOutcome } from '@shop/domain/console';
import { ORDER_STATUS_CONFIRMED, PAYMENT_STATUS_SETTLED } from '@shop/domain/orders';
import type { Locale } from '@shop/domain/primitives';
import type { Database, Queryable } from '../../db/database.js';
import { appError, HttpError } from '../../errors.js';
import type { JobHandler, JobOutcome } from '../../schedules/queue.js';
import { planJob } from '../../schedules/queue.js';
import { loadCompany } from '../../console/settings-site.js';
import { findOrder, type OrderDoc, patchOrder } from '../order-store.js';
import { findPaymentMethod } from '../reference-data.js';
import { type Carrier, CarrierError, type ShipmentRequest } from './carrier.js';
import { withDistrict } from './former-units.js';
import { planPoll, QUIET_MS } from './poll.js';
import { GHN_LIGHT_SERVICE } from './ghn.js';
import { GHTK_STANDARD_SERVICE } from './ghtk.js';
import { carrierIdsOf, destinationOf, liveCarrierFor, parcelOfRequests } from './quotes.js';
import type { Carriers } from './registry.js';

/** The job kind that creates or cancels a shipment at the carrier (decision 058). */
export const SHIPMENT_JOB = 'carrier-shipment';
/** A carrier call of the job: longer than checkout's 2 s (nobody waits on it), still bounded. */
export const SHIPMENT_CALL_TIMEOUT_MS = 15_000;

/** A row of carrier_shipments: the console's shipment without its tracking page. */
export type ShipmentRow = Omit<ConsoleShipment, 'tracking_url'> & Record<string, unknown>;

export interface ShipmentContext {
  idApp: string;
  by: string;
  now: Date;
  carriers: Pick<Carriers, 'enabled'>;
  maxAttempts: number;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** What the order still owes, for the carrier to collect (codAmountOf, the domain's rule). */
async function codOf(tx: Queryable, idApp: string, order: OrderDoc): Promise<number> {
  const method = await findPaymentMethod(tx, idApp, String(order.pt_thanh_toan ?? ''));
  return codAmountOf({
    isCashOnDelivery: method?.loai === 'cod',
    isPaid: order.trang_thai_tt === PAYMENT_STATUS_SETTLED,
    total: num(order.t_tt_nt),
  });
}

/**
 * Asks for the shipment of one confirmed order (in the caller's transaction): the row of
 * carrier_shipments in state `requested` and a job that calls the carrier. A second request while
 * one is requested or created is refused (SHIPMENT_EXISTS): one shipment per order. A failed or
 * cancelled one may be asked again.
 */
export async function requestShipment(
  tx: Queryable,
  context: ShipmentContext,
  id: string,
  body: CreateShipmentsBody,
): Promise<ShipmentRow> {
  const order = await findOrder(tx, context.idApp, null, id, true);
  if (!order || order.trang_thai === 'LCT') throw appError('ORDER_NOT_FOUND');
  if (order.trang_thai !== ORDER_STATUS_CONFIRMED) throw appError('SHIPMENT_NOT_CONFIRMED');
  const carrier = liveCarrierFor(context.carriers, String(order.don_vi_vc ?? ''));
  if (!carrier) throw appError('SHIPMENT_CARRIER_OFF');
  // GHN's drop-off is at one of its stations, which staff choose (decision 058 addendum).
  if (carrier.id === 'ghn' && body.pick_option === 'dropoff' && !body.pick_station_id)
    throw appError('SHIPMENT_STATION_REQUIRED');
  const options = {
    pick_option: body.pick_option,
    ...(carrier.id === 'ghn' && body.pick_option === 'dropoff'
      ? { pick_station_id: body.pick_station_id }
      : {}),
    required_note: body.required_note,
    note: body.note,
    cod: await codOf(tx, context.idApp, order),
    value: body.declared_value ?? num(order.t_tien_nt ?? order.t_tien_hang),
  };
  const rows = await tx.query<ShipmentRow>(
    `INSERT INTO carrier_shipments (id_app, order_id, so_ct, carrier, state, options, requested_by, requested_at, updated_at)
     VALUES ($1, $2, $3, $4, 'requested', $5::text::jsonb, $6, $7, $7)
     ON CONFLICT (id_app, order_id) DO UPDATE SET state = 'requested', carrier = EXCLUDED.carrier,
       options = EXCLUDED.options, requested_by = EXCLUDED.requested_by, requested_at = EXCLUDED.requested_at,
       updated_at = EXCLUDED.updated_at, tracking_code = NULL, fee = NULL, expected_date = NULL, error = NULL
       WHERE carrier_shipments.state IN ('failed', 'cancelled')
     RETURNING *`,
    [
      context.idApp,
      id,
      String(order.so_ct ?? ''),
      carrier.id,
      JSON.stringify(options),
      context.by,
      context.now,
    ],
  );
  const row = rows[0];
  if (!row) throw appError('SHIPMENT_EXISTS');
  await planShipmentJob(tx, context, id, 'create');
  return row;
}

function planShipmentJob(
  tx: Queryable,
  context: ShipmentContext,
  orderId: string,
  action: 'create' | 'cancel',
) {
  return planJob(tx, {
    idApp: context.idApp,
    scheduleId: null,
    kind: SHIPMENT_JOB,
    payload: { orderId, action },
    runAt: context.now,
    maxAttempts: context.maxAttempts,
  });
}

/** Requests the shipments of several orders, each in its own transaction: one refusal stops no other. */
export async function requestShipments(
  db: Database,
  context: ShipmentContext,
  body: CreateShipmentsBody,
  locale: Locale,
): Promise<BulkOutcome[]> {
  const results: BulkOutcome[] = [];
  for (const id of new Set(body.ids)) {
    try {
      const row = await db.transaction((tx) => requestShipment(tx, context, id, body));
      results.push({ _id: id, so_ct: row.so_ct, ok: true });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const order = await findOrder(db, context.idApp, null, id);
      const so_ct = String(order?.so_ct ?? '');
      results.push({ _id: id, so_ct, ok: false, error: error.code, message: error.texts[locale] });
    }
  }
  return results;
}

/**
 * Asks to cancel an order's shipment: a requested one is cancelled at once (its job then finds
 * nothing to do), a created one through the job queue (the carrier is called there). Anything
 * else: SHIPMENT_NOT_CANCELLABLE.
 */
export async function requestCancel(tx: Queryable, context: ShipmentContext, orderId: string) {
  const [row] = await tx.query<ShipmentRow>(
    `SELECT * FROM carrier_shipments WHERE id_app = $1 AND order_id = $2 FOR UPDATE`,
    [context.idApp, orderId],
  );
  if (!row) throw appError('SHIPMENT_NOT_FOUND');
  if (row.state !== 'requested' && row.state !== 'created') throw appError('SHIPMENT_NOT_CANCELLABLE');
  const next = row.state === 'requested' ? 'cancelled' : 'cancel-requested';
  await tx.query(
    `UPDATE carrier_shipments SET state = $3, updated_at = $4 WHERE id_app = $1 AND order_id = $2`,
    [context.idApp, orderId, next, context.now],
  );
  if (next === 'cancel-requested') await planShipmentJob(tx, context, orderId, 'cancel');
}

export async function findShipment(db: Queryable, idApp: string, orderId: string) {
  const [row] = await db.query<ShipmentRow>(
    `SELECT * FROM carrier_shipments WHERE id_app = $1 AND order_id = $2`,
    [idApp, orderId],
  );
  return row;
}

/** What the carrier is told for an order: its parcel, both addresses, the cash and the options. */
async function shipmentRequestOf(
  tx: Queryable,
  idApp: string,
  carrier: Carrier,
  pickup: Carriers['pickup'],
  order: OrderDoc,
  row: ShipmentRow,
): Promise<ShipmentRequest> {
  const lines = Array.isArray(order.details) ? (order.details as Record<string, unknown>[]) : [];
  const requests = lines.map((line) => ({
    ma_vt: String(line.ma_vt ?? ''),
    attributeId: (line.thuoc_tinh as { _id?: string } | null | undefined)?._id,
    quantity: num(line.sl_xuat),
  }));
  const parcel = await parcelOfRequests(tx, idApp, requests);
  if (!parcel) throw new CarrierError(carrier.id, 'refused', 'an item of the order has no weight or size');
  const to = withDistrict(
    destinationOf({
      tinh_thanh: String(order.tinh_thanh ?? ''),
      quan_huyen: String(order.quan_huyen ?? ''),
      xa_phuong: String(order.xa_phuong ?? ''),
      dia_chi: String(order.dia_chi ?? order.dia_chi_nguoi_nhan ?? ''),
    }),
  );
  const { company } = await loadCompany(tx, idApp);
  const from = withDistrict({ ...pickup, street: pickup.street || company.address });
  const toIds = carrier.id === 'ghn' ? await carrierIdsOf(tx, 'ghn', to) : undefined;
  const count = Math.max(1, lines.length);
  return {
    orderCode: row.so_ct,
    parcel,
    to: { ...to, name: String(order.ten_nguoi_nhan ?? ''), phone: String(order.sdt_nguoi_nhan ?? '') },
    toIds,
    from: { ...from, name: company.brand_name || company.name, phone: company.phone },
    // The one service each carrier is quoted for at checkout (decisions 053, 054).
    service: carrier.id === 'ghn' ? GHN_LIGHT_SERVICE : GHTK_STANDARD_SERVICE,
    cod: row.options.cod,
    value: row.options.value,
    note: row.options.note,
    requiredNote: row.options.required_note as ShipmentRequest['requiredNote'],
    pickOption: row.options.pick_option === 'dropoff' ? 'dropoff' : 'pickup',
    pickStationId: row.options.pick_station_id ?? undefined,
    items: lines.map((line) => ({
      name: String(line.ten_vt ?? line.ma_vt ?? ''),
      code: String(line.ma_vt ?? ''),
      quantity: num(line.sl_xuat),
      price: num(line.gia_ban_nt ?? line.gia_ban),
      weightG: Math.max(1, Math.round(parcel.weightG / count)),
    })),
  };
}

/** A carrier's answer that trying again will not change (its refusal, a reply of another shape). */
const isFinal = (error: unknown) =>
  error instanceof CarrierError && error.reason !== 'timeout' && error.reason !== 'down';

/**
 * The job that calls the carrier (decision 058), in the queue's transaction with the shipment row
 * locked: create → the tracking code on the row and the order (`ma_van_don`, a version by the
 * carrier), or `failed` with the carrier's refusal; cancel → `cancelled` and the code taken off
 * the order, or back to `created` with the refusal. A carrier late or down: thrown, so the queue
 * tries again with its back-off; the last attempt leaves the row `failed` (or `created`).
 * Replayed by the queue after a crash, the carrier's own uniqueness of the order code (GHN's
 * client_order_code, GHTK's order.id) refuses a second parcel.
 */
export function shipmentJobHandler(carriers: () => Carriers): JobHandler {
  return async (tx, job, now): Promise<JobOutcome> => {
    const orderId = String(job.payload.orderId ?? '');
    const action = job.payload.action === 'cancel' ? 'cancel' : 'create';
    const [row] = await tx.query<ShipmentRow>(
      `SELECT * FROM carrier_shipments WHERE id_app = $1 AND order_id = $2 FOR UPDATE`,
      [job.id_app, orderId],
    );
    const expected = action === 'create' ? 'requested' : 'cancel-requested';
    if (!row || row.state !== expected) return { status: 'cancelled', result: { reason: 'nothing to do' } };
    const carrier = carriers().enabled.find((entry) => entry.id === row.carrier);
    const set = (fields: Record<string, unknown>) =>
      tx.query(
        `UPDATE carrier_shipments SET state = $3, tracking_code = $4, fee = $5, expected_date = $6, error = $7,
           updated_at = $8 WHERE id_app = $1 AND order_id = $2`,
        [
          job.id_app,
          orderId,
          fields.state ?? row.state,
          'tracking_code' in fields ? fields.tracking_code : row.tracking_code,
          'fee' in fields ? fields.fee : row.fee,
          'expected_date' in fields ? fields.expected_date : row.expected_date,
          fields.error ?? null,
          now,
        ],
      );
    const by = `carrier:${row.carrier}`;
    const failedState = action === 'create' ? 'failed' : 'created';
    if (!carrier) {
      await set({ state: failedState, error: 'carrier off' });
      return { status: 'done', result: { orderId, action, error: 'carrier off' } };
    }
    try {
      const signal = AbortSignal.timeout(SHIPMENT_CALL_TIMEOUT_MS);
      if (action === 'cancel') {
        await carrier.cancel(String(row.tracking_code ?? ''), signal);
        await set({ state: 'cancelled' });
        await patchOrder(tx, job.id_app, orderId, { ma_van_don: '' }, by);
        return { status: 'done', result: { orderId, action, cancelled: row.tracking_code } };
      }
      const order = await findOrder(tx, job.id_app, null, orderId, true);
      if (!order) throw new CarrierError(carrier.id, 'refused', 'the order is gone');
      const request = await shipmentRequestOf(tx, job.id_app, carrier, carriers().pickup, order, row);
      const created = await carrier.createShipment(request, signal);
      await set({
        state: 'created',
        tracking_code: created.trackingCode,
        fee: created.fee,
        expected_date: created.expectedDate ?? null,
      });
      await patchOrder(tx, job.id_app, orderId, { ma_van_don: created.trackingCode }, by);
      // The carrier is asked after a day without news from it (decision 066).
      await planPoll(tx, job.id_app, orderId, new Date(now.getTime() + QUIET_MS), job.max_attempts);
      return { status: 'done', result: { orderId, action, tracking_code: created.trackingCode } };
    } catch (error) {
      if (!isFinal(error) && job.attempts < job.max_attempts) throw error;
      const message = error instanceof Error ? error.message : String(error);
      await set({ state: failedState, error: message.slice(0, 500) });
      return { status: 'done', result: { orderId, action, error: message.slice(0, 500) } };
    }
  };
}
