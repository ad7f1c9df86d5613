import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARRIER_SHIPMENT_STATUSES,
  type CarrierShipmentStatus,
  orderMovesForShipment,
} from './carrier-status.js';
import { canTransitionOrder, ORDER_STATUSES } from '../orders/order-status.js';

/** The order's status after the carrier's news arrive in this order, each applied as a callback would. */
function applyAll(start: string, news: readonly CarrierShipmentStatus[]): string {
  let current = start;
  for (const status of news) current = orderMovesForShipment(current, status).at(-1) ?? current;
  return current;
}

const STAGE: Record<string, number> = { '1': 1, '2': 2, '3': 3, '4': 3 };
const anyStatus = fc.constantFrom(...ORDER_STATUSES.map((status) => status.ma));
const anyNews = fc.constantFrom(...CARRIER_SHIPMENT_STATUSES);

describe('carrier status → order status (decision 066)', () => {
  it('moves a confirmed order: picked → shipping, delivered → shipping then delivered, returned → shipping then returned', () => {
    expect(orderMovesForShipment('1', 'picked')).toEqual(['2']);
    expect(orderMovesForShipment('1', 'delivered')).toEqual(['2', '3']);
    expect(orderMovesForShipment('2', 'delivered')).toEqual(['3']);
    expect(orderMovesForShipment('2', 'returned')).toEqual(['4']);
    expect(orderMovesForShipment('1', 'returned')).toEqual(['2', '4']);
    expect(orderMovesForShipment('1', 'picking')).toEqual([]);
    expect(orderMovesForShipment('1', 'cancelled')).toEqual([]);
    expect(orderMovesForShipment('1', undefined)).toEqual([]);
  });

  it('never undoes delivered or returned, never moves a placed or cancelled order', () => {
    for (const news of CARRIER_SHIPMENT_STATUSES) {
      expect(orderMovesForShipment('3', news)).toEqual([]);
      expect(orderMovesForShipment('4', news)).toEqual([]);
      expect(orderMovesForShipment('9', news)).toEqual([]);
      expect(orderMovesForShipment('0', news)).toEqual([]);
    }
    expect(applyAll('1', ['picked', 'delivered', 'picking', 'picked', 'returning'])).toBe('3');
  });

  it('property: every move is one the shop may make, and only forward', () => {
    fc.assert(
      fc.property(anyStatus, anyNews, (current, news) => {
        const moves = orderMovesForShipment(current, news);
        let at = current;
        for (const next of moves) {
          expect(canTransitionOrder(at, next, 'admin')).toBe(true);
          expect(STAGE[next] ?? 0).toBeGreaterThan(STAGE[at] ?? 0);
          at = next;
        }
      }),
    );
  });

  it('property: a replay changes nothing, and the stage never goes back whatever order the news arrive in', () => {
    fc.assert(
      fc.property(anyStatus, fc.array(anyNews, { maxLength: 12 }), (start, news) => {
        const once = applyAll(start, news);
        // Every callback delivered twice in a row (GHN retries): the same end.
        expect(
          applyAll(
            start,
            news.flatMap((status) => [status, status]),
          ),
        ).toBe(once);
        // Each prefix ends at a stage no lower than the one before.
        let stage = STAGE[start] ?? 0;
        for (let n = 1; n <= news.length; n += 1) {
          const at = applyAll(start, news.slice(0, n));
          if (STAGE[at] !== undefined) {
            expect(STAGE[at]).toBeGreaterThanOrEqual(stage);
            stage = STAGE[at];
          } else expect(at).toBe(start);
        }
      }),
    );
  });

  it('property: a final order (delivered, returned) is the same whatever comes after', () => {
    fc.assert(
      fc.property(fc.constantFrom('3', '4'), fc.array(anyNews), (final, news) => {
        expect(applyAll(final, news)).toBe(final);
      }),
    );
  });
});
