import { orderMovesForShipment, orderStatusForShipment } from '@shop/domain/carriers';
import type { Queryable } from '../../db/database.js';
import { setOrderStatusAsAdmin } from '../order-actions.js';
import { findOrderByNumber, type OrderDoc, patchOrder } from '../order-store.js';
import type { CarrierEvent, CarrierId, ShipmentStatus } from './carrier.js';

/** What a callback did: moved the order, was a repeat, or changed nothing (said why). */
export type CallbackOutcome = 'applied' | 'repeat' | 'unknown-order' | 'other-carrier' | 'no-move' | 'stale';

/**
 * A carrier's authenticated status callback (decision 055 "Inbound"), in one transaction: stored
 * as received once per the carrier's event id (a repeat changes nothing), then the order named by
 * its code (so_ct), shipped by that carrier, moves forward only as the domain's
 * orderMovesForShipment says (decision 066): picked up → shipping, delivered → delivered, returned
 * → returned to the shop, each move one the shop itself may make, with the mails a move writes
 * (the status-change path every move takes); a late "picking" never undoes "delivered". The
 * tracking code is kept on the order, the news on its shipment (the 24 h poll reads when).
 */
export async function applyCarrierEvent(
  tx: Queryable,
  idApp: string,
  carrier: CarrierId,
  event: CarrierEvent,
  rawBody: string,
  now: Date,
): Promise<CallbackOutcome> {
  const stored = await tx.query(
    `INSERT INTO carrier_events (id_app, carrier, event_id, tracking_code, order_code, carrier_status, raw_body)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING event_id`,
    [idApp, carrier, event.eventId, event.trackingCode, event.orderCode, event.carrierStatus, rawBody],
  );
  if (stored.length === 0) return 'repeat';
  const outcome = await moveOrder(tx, idApp, carrier, event, now);
  await tx.query(
    `UPDATE carrier_events SET outcome = $4 WHERE id_app = $1 AND carrier = $2 AND event_id = $3`,
    [idApp, carrier, event.eventId, outcome],
  );
  return outcome;
}

async function moveOrder(
  tx: Queryable,
  idApp: string,
  carrier: CarrierId,
  event: CarrierEvent,
  now: Date,
): Promise<CallbackOutcome> {
  const order = event.orderCode === '' ? undefined : await findOrderByNumber(tx, idApp, event.orderCode);
  if (!order) return 'unknown-order';
  if (String(order.don_vi_vc ?? '').toLowerCase() !== carrier) return 'other-carrier';
  const id = String(order._id);
  await noteNews(tx, idApp, id, carrier, event, now);
  return applyShipmentStatus(tx, idApp, carrier, order, event, now);
}

/**
 * Moves an order shipped by `carrier` by the carrier's news (a callback, or the poll's answer):
 * the tracking code kept when the order had none, then the domain's moves, each through
 * setOrderStatusAsAdmin (its mails, and any hook on a status change). 'no-move' when the news says
 * nothing about the order, 'stale' when the order is already past it.
 */
export async function applyShipmentStatus(
  tx: Queryable,
  idApp: string,
  carrier: CarrierId,
  order: OrderDoc,
  news: { status: ShipmentStatus | undefined; trackingCode: string },
  now: Date,
): Promise<CallbackOutcome> {
  const target = orderStatusForShipment(news.status);
  if (target === undefined) return 'no-move';
  const id = String(order._id);
  const by = `carrier:${carrier}`;
  if (!order.ma_van_don && news.trackingCode)
    await patchOrder(tx, idApp, id, { ma_van_don: news.trackingCode }, by);
  const current = String(order.trang_thai ?? '');
  const moves = orderMovesForShipment(current, news.status);
  for (const next of moves) await setOrderStatusAsAdmin(tx, idApp, id, { trang_thai: next }, by, now);
  return moves.length > 0 || current === target ? 'applied' : 'stale';
}

/** The carrier's latest word on the order's shipment and when it came (the poll asks after 24 h without). */
async function noteNews(
  tx: Queryable,
  idApp: string,
  orderId: string,
  carrier: CarrierId,
  event: CarrierEvent,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE carrier_shipments SET carrier_status = $4, news_at = $5
     WHERE id_app = $1 AND order_id = $2 AND carrier = $3`,
    [idApp, orderId, carrier, event.carrierStatus, now.toISOString()],
  );
}
