import * as v from 'valibot';
import type { ConsoleMessageCode } from '../messages/console-messages.js';
import { wholeNumberWithin } from '../primitives/common-schemas.js';

/**
 * Shipments booked with a carrier from the console (issue 31, decision 058): what staff choose for
 * one or many confirmed orders, the cash the carrier collects, and the carrier's tracking page.
 */
export const SHIPMENT_CARRIERS = ['ghn', 'ghtk'] as const;
export type ShipmentCarrier = (typeof SHIPMENT_CARRIERS)[number];

/** Whether the carrier comes to the shop (pick-up) or the shop brings the parcel to a post office. */
export const PICK_OPTIONS = ['pickup', 'dropoff'] as const;
export type PickOption = (typeof PICK_OPTIONS)[number];

/**
 * What the buyer may do before paying, as GHN names it (required_note, decision 053): look but not
 * try ("cho xem hàng không cho thử", the usual), try, or not look.
 */
export const REQUIRED_NOTES = ['CHOXEMHANGKHONGTHU', 'CHOTHUHANG', 'KHONGCHOXEMHANG'] as const;
export type RequiredNote = (typeof REQUIRED_NOTES)[number];

export const SHIPMENT_NOTE_MAX_LENGTH = 500;
export const SHIPMENT_BULK_MAX = 50;
/** GHN's highest declared value (insurance_value ≤ 5 000 000, decision 053). */
export const MAX_DECLARED_VALUE = 5_000_000;

const code = (value: ConsoleMessageCode) => value;

/** Creating shipments: the orders, pick-up or drop-off, the required note, a note, a declared value (blank: the goods'). */
export const createShipmentsSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/)), code('SHIPMENT_ORDERS_REQUIRED')),
    v.minLength(1, code('SHIPMENT_ORDERS_REQUIRED')),
    v.maxLength(SHIPMENT_BULK_MAX, code('SHIPMENT_ORDERS_REQUIRED')),
  ),
  pick_option: v.optional(v.picklist(PICK_OPTIONS, code('SHIPMENT_OPTION_INVALID')), 'pickup'),
  required_note: v.optional(
    v.picklist(REQUIRED_NOTES, code('SHIPMENT_OPTION_INVALID')),
    'CHOXEMHANGKHONGTHU',
  ),
  note: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(SHIPMENT_NOTE_MAX_LENGTH, code('SHIPMENT_NOTE_TOO_LONG')),
  ),
  /**
   * GHN's station (bưu cục) where the shop hands its GHN parcels over on a drop-off: a
   * `locationId` of GHN's Get Station (api.ghn.vn id=62), sent as `pick_station_id` (decision 058
   * addendum). GHTK takes any of its post offices and ignores it.
   */
  pick_station_id: v.optional(
    v.pipe(
      v.number(code('SHIPMENT_STATION_INVALID')),
      v.integer(code('SHIPMENT_STATION_INVALID')),
      v.minValue(1, code('SHIPMENT_STATION_INVALID')),
    ),
  ),
  declared_value: v.optional(wholeNumberWithin(0, MAX_DECLARED_VALUE, code('SHIPMENT_VALUE_INVALID'))),
});
export type CreateShipmentsBody = v.InferOutput<typeof createShipmentsSchema>;

/** A GHN station (bưu cục) where the shop may drop its parcels off (GHN's Get Station, id=62). */
export interface CarrierStation {
  id: number;
  name: string;
  address: string;
}

/**
 * The cash the carrier collects for an order (COD): what is still due. A cash-on-delivery order
 * owes its whole total; another order owes it until it is paid, then nothing.
 */
export function codAmountOf(order: { isCashOnDelivery: boolean; isPaid: boolean; total: number }): number {
  if (!Number.isSafeInteger(order.total) || order.total <= 0) return 0;
  return order.isCashOnDelivery || !order.isPaid ? order.total : 0;
}

/**
 * The carrier's public tracking page of a code (GHN: donhang.ghn.vn, GHTK: i.ghtk.vn; decision
 * 058 says where these come from), or undefined for another carrier or no code.
 */
export function trackingUrl(carrier: string | null | undefined, trackingCode: string | null | undefined) {
  const code = (trackingCode ?? '').trim();
  if (code === '') return undefined;
  switch ((carrier ?? '').trim().toLowerCase()) {
    case 'ghn':
      return `https://donhang.ghn.vn/?order_code=${encodeURIComponent(code)}`;
    case 'ghtk':
      return `https://i.ghtk.vn/${encodeURIComponent(code)}`;
    default:
      return undefined;
  }
}

export type CreateShipmentsInput = v.InferInput<typeof createShipmentsSchema>;

/** Where a shipment is (decision 058): asked, booked at the carrier or refused by it; cancelling, cancelled. */
export type ShipmentState = 'requested' | 'created' | 'failed' | 'cancel-requested' | 'cancelled';

/** An order's carrier shipment as the console reads it (GET console/orders/{id}/shipment). */
export interface ConsoleShipment {
  order_id: string;
  so_ct: string;
  carrier: ShipmentCarrier;
  state: ShipmentState;
  options: {
    pick_option: PickOption;
    /** GHN's station of a drop-off (GHN's `pick_station_id`). */
    pick_station_id?: number | undefined;
    required_note: RequiredNote;
    note: string;
    cod: number;
    value: number;
  };
  tracking_code: string | null;
  /** The carrier's public tracking page of the code. */
  tracking_url: string | null;
  fee: number | null;
  expected_date: string | null;
  /** The carrier's last refusal or failure, as it said it. */
  error: string | null;
  requested_by: string;
  requested_at: string;
  updated_at: string;
}

/** POST console/orders/shipments: each order asked for or refused, alone. */
export interface BulkShipmentReply {
  results: (
    | { _id: string; so_ct: string; ok: true }
    | { _id: string; so_ct: string; ok: false; error: string; message: string }
  )[];
  requested: number;
  refused: number;
  message: string;
}

/** A printable label: the carrier's page (GHN, several parcels) or the shop's route to a carrier's PDF (GHTK). */
export interface ShipmentLabel {
  carrier: ShipmentCarrier;
  order_ids: string[];
  so_ct: string[];
  url: string;
}
