import { canTransitionOrder, ORDER_STATUS_DELIVERED, ORDER_STATUS_SHIPPING } from '@shop/domain';
import type { Queryable } from '../../db/database.js';
import { setOrderStatusAsAdmin } from '../order-actions.js';
import { findOrderByNumber, patchOrder } from '../order-store.js';
import type { CarrierEvent, CarrierId, ShipmentStatus } from './carrier.js';

/** What a callback did: moved the order, was a repeat, or changed nothing (said why). */
export type CallbackOutcome = 'applied' | 'repeat' | 'unknown-order' | 'other-carrier' | 'no-move' | 'stale';

/** The order statuses a shipment status leads to, in order (delivered passes through shipping). */
const MOVES: Partial<Record<ShipmentStatus, readonly string[]>> = {
  picked: [ORDER_STATUS_SHIPPING],
  delivering: [ORDER_STATUS_SHIPPING],
  delivered: [ORDER_STATUS_SHIPPING, ORDER_STATUS_DELIVERED],
};

/**
 * A carrier's authenticated status callback (decision 055 "Inbound"), in one transaction: stored
 * as received once per the carrier's event id (a repeat changes nothing), then the order named by
 * its code (so_ct), shipped by that carrier, moves forward only: picked up → shipping, delivered →
 * delivered, each move one the shop itself may make (canTransitionOrder), with the mails a move
 * writes; a late "picking" never undoes "delivered". The tracking code is kept on the order.
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
  const moves = (event.status && MOVES[event.status]) || [];
  if (moves.length === 0) return 'no-move';
  const id = String(order._id);
  const by = `carrier:${carrier}`;
  if (!order.ma_van_don) await patchOrder(tx, idApp, id, { ma_van_don: event.trackingCode }, by);
  let current = String(order.trang_thai ?? '');
  let moved = false;
  for (const next of moves) {
    if (current === next) continue;
    if (!canTransitionOrder(current, next, 'admin')) break;
    await setOrderStatusAsAdmin(tx, idApp, id, { trang_thai: next }, by, now);
    current = next;
    moved = true;
  }
  const target = moves.at(-1);
  return moved || current === target ? 'applied' : 'stale';
}
