import { timingSafeEqual } from 'node:crypto';
import type {
  Box,
  CarrierShipmentStatus,
  CarrierStation,
  PickOption,
  RequiredNote,
} from '@shop/domain/carriers';

/**
 * One interface for every carrier (decision 055): adapters hold only their carrier's wire format
 * (GHN decision 053, GHTK decision 054); the rules (the parcel, the fallback) are the shop's.
 */
export type CarrierId = 'ghn' | 'ghtk';
export const CARRIER_IDS: readonly CarrierId[] = ['ghn', 'ghtk'];

/** The shop's own statuses of a shipment (the domain's, decision 066); each adapter maps its carrier's codes to them. */
export type ShipmentStatus = CarrierShipmentStatus;

/** An address as the shop keeps it (2025 units: province and ward; the district when there is one). */
export interface ShopAddress {
  province: string;
  district: string;
  ward: string;
  street: string;
}

/** A carrier's own ids for an address (GHN: district id and ward code from its master data). */
export interface CarrierAddressIds {
  districtId: number;
  wardCode: string;
}

export interface QuoteRequest {
  parcel: Box;
  to: ShopAddress;
  /** The carrier's ids of `to`, when the carrier addresses by ids and the mapping has them. */
  toIds?: CarrierAddressIds | undefined;
  /** Where the shop hands parcels over. */
  from: ShopAddress;
  /** The carrier's ids of `from`, when the mapping has them (GHN's lead time needs them). */
  fromIds?: CarrierAddressIds | undefined;
  /** Declared value (insurance), đồng. */
  value: number;
}

export interface CarrierQuote {
  carrier: CarrierId;
  /** The carrier's service, as the draft's goi_cuoc_vc names it. */
  service: string;
  serviceName: string;
  fee: number;
  /** Expected delivery date (YYYY-MM-DD) when the carrier says. */
  expectedDate?: string | undefined;
}

export interface ShipmentRequest {
  /** The shop's order code (so_ct): the carrier's client order code. */
  orderCode: string;
  parcel: Box;
  to: ShopAddress & { name: string; phone: string };
  toIds?: CarrierAddressIds | undefined;
  from: ShopAddress & { name: string; phone: string };
  service: string;
  /** Cash the carrier collects (COD), đồng. */
  cod: number;
  value: number;
  note: string;
  /** What the buyer may do before paying ("cho xem hàng"), GHN's required_note (decision 053). */
  requiredNote: RequiredNote;
  /** The carrier comes to the shop, or the shop brings the parcel to a post office (GHTK's pick_option). */
  pickOption: PickOption;
  /** On a drop-off, the carrier's station where the shop hands the parcel over (GHN's pick_station_id). */
  pickStationId?: number | undefined;
  items: { name: string; code: string; quantity: number; price: number; weightG: number }[];
}

export interface CreatedShipment {
  trackingCode: string;
  fee: number;
  expectedDate?: string | undefined;
}

export interface TrackedShipment {
  status: ShipmentStatus;
  /** The carrier's own status, kept as it came. */
  carrierStatus: string;
}

export type Label = { kind: 'url'; url: string } | { kind: 'pdf'; bytes: Uint8Array };

/**
 * A carrier's own address units as its master data lists them (GHN: provinces, districts and wards
 * with their ids, decision 053), each with the names it goes by (its name and its aliases). A unit
 * the carrier marks locked cannot be used.
 */
export interface CarrierUnits {
  provinces: { id: number; name: string; aliases: string[] }[];
  districts: { id: number; provinceId: number; name: string; aliases: string[]; locked: boolean }[];
  wards: { code: string; districtId: number; name: string; aliases: string[]; locked: boolean }[];
}

/** A status callback, authenticated and read (decision 055 "Inbound"). */
export interface CarrierEvent {
  /** Unique per event: a repeat of the same event is recognised by it. */
  eventId: string;
  trackingCode: string;
  orderCode: string;
  status: ShipmentStatus | undefined;
  carrierStatus: string;
  at: string;
}

export interface CallbackInput {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  body: unknown;
}

export interface Carrier {
  readonly id: CarrierId;
  quote(request: QuoteRequest, signal: AbortSignal): Promise<CarrierQuote[]>;
  createShipment(request: ShipmentRequest, signal: AbortSignal): Promise<CreatedShipment>;
  cancel(trackingCode: string, signal: AbortSignal): Promise<void>;
  /** The carrier's printable label(s): a link (GHN) or the PDF itself (GHTK). */
  label(trackingCodes: readonly string[], size: 'A5' | 'A6', signal: AbortSignal): Promise<Label>;
  track(trackingCode: string, signal: AbortSignal): Promise<TrackedShipment>;
  /** Authenticates (constant time) and reads a status callback; throws CarrierError('AUTH') if forged. */
  parseCallback(input: CallbackInput): CarrierEvent;
  /** The carrier's address units, for a carrier that addresses by its own ids (GHN); others have none. */
  masterData?(signal: AbortSignal): Promise<CarrierUnits>;
  /** The carrier's stations near an address, for a drop-off at one of them (GHN); others have none. */
  stations?(near: CarrierAddressIds, signal: AbortSignal): Promise<CarrierStation[]>;
}

/** Why a carrier call did not give an answer the shop can use. */
export type CarrierFailure = 'timeout' | 'down' | 'refused' | 'malformed' | 'unserved' | 'unmapped' | 'auth';

export class CarrierError extends Error {
  constructor(
    readonly carrier: CarrierId,
    readonly reason: CarrierFailure,
    message: string,
  ) {
    super(`${carrier}: ${message}`);
    this.name = 'CarrierError';
  }
}

/** `fetch` as adapters use it: the real one, or a simulator's (decision 055 "Simulators"). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * One HTTP call of an adapter: JSON in and out, the signal as the deadline. A signal that fired is
 * a timeout, a network failure or a 5xx is "down", another non-2xx is a refusal, a body that is not
 * JSON is malformed; the adapter then reads the carrier's own envelope.
 */
export async function callJson(
  carrier: CarrierId,
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    if (init.signal.aborted) throw new CarrierError(carrier, 'timeout', 'no answer in time');
    throw new CarrierError(carrier, 'down', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  if (init.signal.aborted) throw new CarrierError(carrier, 'timeout', 'no answer in time');
  if (response.status >= 500) throw new CarrierError(carrier, 'down', `HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new CarrierError(carrier, 'malformed', `HTTP ${response.status}: not JSON`);
  }
  if (response.status === 401 || response.status === 403)
    throw new CarrierError(carrier, 'auth', `HTTP ${response.status}`);
  return body;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole non-negative amount read from a carrier's number or numeric text, else undefined. */
export function readAmount(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0
    ? Math.round(number)
    : undefined;
}

/** Whether a callback's secret is the shop's, compared in constant time (decision 055 "Inbound"). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
