import {
  canTransitionOrder,
  ORDER_STATUS_CONFIRMED,
  ORDER_STATUS_DELIVERED,
  ORDER_STATUS_RETURNED,
  ORDER_STATUS_SHIPPING,
  type OrderStatus,
} from '../orders/order-status.js';

/**
 * The shop's own statuses of a shipment (decision 055); each carrier's adapter maps its codes to
 * them (GHN decision 053, GHTK decision 054).
 */
export const CARRIER_SHIPMENT_STATUSES = [
  'created',
  'picking',
  'picked',
  'delivering',
  'delivered',
  'failed',
  'returning',
  'returned',
  'cancelled',
] as const;
export type CarrierShipmentStatus = (typeof CARRIER_SHIPMENT_STATUSES)[number];

/**
 * The order status a shipment status stands for (decision 066): picked up, on its way, failed a
 * delivery or coming back → shipping; delivered → delivered; returned → returned to the shop.
 * Created, picking and cancelled say nothing about the order (it stays as it is).
 */
const TARGET: Readonly<Partial<Record<CarrierShipmentStatus, OrderStatus>>> = {
  picked: ORDER_STATUS_SHIPPING,
  delivering: ORDER_STATUS_SHIPPING,
  failed: ORDER_STATUS_SHIPPING,
  returning: ORDER_STATUS_SHIPPING,
  delivered: ORDER_STATUS_DELIVERED,
  returned: ORDER_STATUS_RETURNED,
};

/** How far along an order is with its carrier: confirmed 1, shipping 2, delivered or returned 3. */
const STAGE: Readonly<Record<string, number>> = {
  [ORDER_STATUS_CONFIRMED]: 1,
  [ORDER_STATUS_SHIPPING]: 2,
  [ORDER_STATUS_DELIVERED]: 3,
  [ORDER_STATUS_RETURNED]: 3,
};

/** The order status a shipment status leads to, or undefined when it leads nowhere. */
export function orderStatusForShipment(status: CarrierShipmentStatus | undefined): OrderStatus | undefined {
  return status === undefined ? undefined : TARGET[status];
}

/**
 * The moves a carrier's news makes on an order in `current` (decision 066), in order, each one the
 * shop may make (canTransitionOrder, 'admin'): only forward, from confirmed or shipping, through
 * shipping when the order was only confirmed (delivered = shipping then delivered). Empty when the
 * news is not ahead of the order: a late "picking" or "picked" never undoes "delivered", a repeat
 * changes nothing, and a placed, cancelled, delivered or returned order never moves.
 */
export function orderMovesForShipment(
  current: string,
  status: CarrierShipmentStatus | undefined,
): OrderStatus[] {
  const target = orderStatusForShipment(status);
  const from = STAGE[current];
  if (target === undefined || from === undefined) return [];
  const to = STAGE[target] ?? 0;
  if (to <= from) return [];
  const path: OrderStatus[] = from < 2 && to > 2 ? [ORDER_STATUS_SHIPPING, target] : [target];
  let at = current;
  for (const next of path) {
    if (!canTransitionOrder(at, next, 'admin')) return [];
    at = next;
  }
  return path;
}
