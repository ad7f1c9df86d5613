import type { CarrierStation } from '@shop/domain/carriers';
import {
  type CallbackInput,
  type CarrierAddressIds,
  type Carrier,
  CarrierError,
  type CarrierUnits,
  type CarrierEvent,
  type CarrierQuote,
  callJson,
  type CreatedShipment,
  type FetchLike,
  isRecord,
  type Label,
  type QuoteRequest,
  readAmount,
  sameSecret,
  type ShipmentRequest,
  type ShipmentStatus,
  type TrackedShipment,
} from './carrier.js';

/** GHN's API as decision 053 cites it (api.ghn.vn/home/docs/detail?id=…). */
export const GHN_PRODUCTION_URL = 'https://online-gateway.ghn.vn/shiip/public-api';

export interface GhnConfig {
  baseUrl: string;
  token: string;
  shopId: string;
  /** The secret in the callback URL the shop registers with GHN (decision 053 "Status callback"). */
  callbackSecret: string | undefined;
  fetch: FetchLike;
}

/** GHN's "light goods" service type (id=95: 2 = Hàng nhẹ, sized by the parcel's own figures). */
export const GHN_LIGHT_SERVICE = '2';

/** GHN's statuses (the webhook's `Status`, the detail's `status`) as the shop's. */
const GHN_STATUSES: Record<string, ShipmentStatus> = {
  ready_to_pick: 'created',
  picking: 'picking',
  picked: 'picked',
  storing: 'picked',
  transporting: 'delivering',
  delivering: 'delivering',
  delivered: 'delivered',
  delivery_fail: 'failed',
  waiting_to_return: 'returning',
  return: 'returning',
  returned: 'returned',
  cancel: 'cancelled',
};

export function ghnStatus(status: string): ShipmentStatus | undefined {
  return GHN_STATUSES[status];
}

/** GHN's date-time (ISO) as a date in Vietnam (UTC+7), or undefined. */
function vietnamDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  return new Date(time + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** GHN's unix time in seconds (the lead time's `leadtime`, id=52) as a date in Vietnam, or undefined. */
function vietnamDateOfSeconds(value: unknown): string | undefined {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  return vietnamDate(new Date(seconds * 1000).toISOString());
}

/** A master-data reply's list (`data[]`; GHN answers `data: null` for a unit with no children). */
function listOf(data: unknown, what: string): Record<string, unknown>[] {
  if (data === null) return [];
  if (!Array.isArray(data)) throw new CarrierError('ghn', 'malformed', `${what} reply without data[]`);
  return data.filter(isRecord);
}

const aliasesOf = (row: Record<string, unknown>) =>
  Array.isArray(row.NameExtension)
    ? row.NameExtension.filter((name): name is string => typeof name === 'string')
    : [];

/** GHN's SupportType 0 is "locked" (id=93): GHN takes no parcel there. */
const isLocked = (row: Record<string, unknown>) => row.SupportType === 0;

/** The master data's calls, a few at a time (hundreds of districts: not one after another, not all at once). */
async function inBatches<T>(items: readonly T[], call: (item: T) => Promise<void>, size = 8): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(call));
}

export function ghnCarrier(config: GhnConfig): Carrier {
  const headers = {
    'content-type': 'application/json',
    Token: config.token,
    ShopId: config.shopId,
  };

  /** One call: GHN's envelope `{ code, message, data }`, refused unless code is 200. */
  async function post(path: string, body: unknown, signal: AbortSignal, method = 'POST'): Promise<unknown> {
    const reply = await callJson('ghn', config.fetch, `${config.baseUrl}${path}`, {
      method,
      headers,
      ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
      signal,
    });
    if (!isRecord(reply) || typeof reply.code !== 'number')
      throw new CarrierError('ghn', 'malformed', 'reply without the code/message/data envelope');
    if (reply.code === 401) throw new CarrierError('ghn', 'auth', String(reply.message ?? ''));
    if (reply.code !== 200) throw new CarrierError('ghn', 'refused', String(reply.message ?? reply.code));
    return reply.data;
  }

  /**
   * GHN's expected delivery date for the light service between two of its addresses: the
   * service's id on that route (Get Service, id=77: `available-services` → `service_id` of
   * `service_type_id` 2), then "Calculate the expected delivery time" (id=52: `leadtime`, unix
   * seconds). Undefined when GHN does not say (no such service, a refusal, no answer in time): the
   * quote stands without a date.
   */
  async function expectedDate(
    from: CarrierAddressIds,
    to: CarrierAddressIds,
    signal: AbortSignal,
  ): Promise<string | undefined> {
    try {
      const services = await post(
        '/v2/shipping-order/available-services',
        { shop_id: Number(config.shopId), from_district: from.districtId, to_district: to.districtId },
        signal,
      );
      const service = Array.isArray(services)
        ? services.find((entry) => isRecord(entry) && String(entry.service_type_id) === GHN_LIGHT_SERVICE)
        : undefined;
      const serviceId = isRecord(service) ? Number(service.service_id) : Number.NaN;
      if (!Number.isInteger(serviceId) || serviceId <= 0) return undefined;
      const lead = await post(
        '/v2/shipping-order/leadtime',
        {
          from_district_id: from.districtId,
          from_ward_code: from.wardCode,
          to_district_id: to.districtId,
          to_ward_code: to.wardCode,
          service_id: serviceId,
        },
        signal,
      );
      return isRecord(lead) ? vietnamDateOfSeconds(lead.leadtime) : undefined;
    } catch (error) {
      if (error instanceof CarrierError) return undefined;
      throw error;
    }
  }

  return {
    id: 'ghn',

    async quote(request: QuoteRequest, signal: AbortSignal): Promise<CarrierQuote[]> {
      // GHN addresses by its own ids: never guessed from a name (decision 053 "Addresses").
      const toIds = request.toIds;
      if (!toIds) throw new CarrierError('ghn', 'unmapped', 'no GHN ids for this address');
      const { parcel } = request;
      // The fee, and beside it the expected date (GHN's fee reply has none: decision 073).
      const [data, leadDate] = await Promise.all([
        post(
          '/v2/shipping-order/fee',
          {
            service_type_id: Number(GHN_LIGHT_SERVICE),
            to_district_id: toIds.districtId,
            to_ward_code: toIds.wardCode,
            weight: parcel.weightG,
            length: parcel.lengthCm,
            width: parcel.widthCm,
            height: parcel.heightCm,
            insurance_value: Math.min(request.value, 5_000_000),
            coupon: null,
          },
          signal,
        ),
        request.fromIds ? expectedDate(request.fromIds, toIds, signal) : Promise.resolve(undefined),
      ]);
      const total = isRecord(data) ? readAmount(data.total) : undefined;
      if (total === undefined) throw new CarrierError('ghn', 'malformed', 'fee reply without data.total');
      const date = (isRecord(data) ? vietnamDate(data.expected_delivery_time) : undefined) ?? leadDate;
      return [
        {
          carrier: 'ghn',
          service: GHN_LIGHT_SERVICE,
          serviceName: 'Giao Hàng Nhanh',
          fee: total,
          ...(date ? { expectedDate: date } : {}),
        },
      ];
    },

    async createShipment(request: ShipmentRequest, signal: AbortSignal): Promise<CreatedShipment> {
      if (!request.toIds) throw new CarrierError('ghn', 'unmapped', 'no GHN ids for this address');
      const { parcel } = request;
      const data = await post(
        '/v2/shipping-order/create',
        {
          payment_type_id: 1,
          note: request.note,
          required_note: request.requiredNote,
          client_order_code: request.orderCode,
          to_name: request.to.name,
          to_phone: request.to.phone,
          to_address: request.to.street,
          to_ward_code: request.toIds.wardCode,
          to_district_id: request.toIds.districtId,
          cod_amount: request.cod,
          content: request.items
            .map((item) => `${item.name} x${item.quantity}`)
            .join(', ')
            .slice(0, 2000),
          weight: parcel.weightG,
          length: parcel.lengthCm,
          width: parcel.widthCm,
          height: parcel.heightCm,
          insurance_value: Math.min(request.value, 5_000_000),
          service_type_id: Number(request.service),
          // A drop-off at one of GHN's stations (id=63/123's pick_station_id, from Get Station id=62).
          ...(request.pickOption === 'dropoff' && request.pickStationId
            ? { pick_station_id: request.pickStationId }
            : {}),
          items: request.items.map((item) => ({
            name: item.name,
            code: item.code,
            quantity: item.quantity,
            price: item.price,
            weight: item.weightG,
          })),
        },
        signal,
      );
      if (!isRecord(data) || typeof data.order_code !== 'string' || data.order_code === '')
        throw new CarrierError('ghn', 'malformed', 'create reply without data.order_code');
      return {
        trackingCode: data.order_code,
        fee: readAmount(data.total_fee) ?? 0,
        expectedDate: vietnamDate(data.expected_delivery_time),
      };
    },

    async cancel(trackingCode: string, signal: AbortSignal): Promise<void> {
      const data = await post('/v2/switch-status/cancel', { order_codes: [trackingCode] }, signal);
      const row = Array.isArray(data)
        ? data.find((entry) => isRecord(entry) && entry.order_code === trackingCode)
        : undefined;
      if (!isRecord(row)) throw new CarrierError('ghn', 'malformed', 'cancel reply without the order');
      if (row.result !== true)
        throw new CarrierError('ghn', 'refused', String(row.message ?? 'not cancelled'));
    },

    async label(trackingCodes: readonly string[], size: 'A5' | 'A6', signal: AbortSignal): Promise<Label> {
      const data = await post('/v2/a5/gen-token', { order_codes: [...trackingCodes] }, signal);
      if (!isRecord(data) || typeof data.token !== 'string' || data.token === '')
        throw new CarrierError('ghn', 'malformed', 'label reply without data.token');
      // The print pages sit beside the API: …/a5/public-api/printA5 (A5) or print80x80 (small label).
      const origin = config.baseUrl.replace(/\/shiip\/public-api\/?$/, '');
      const page = size === 'A5' ? 'printA5' : 'print80x80';
      return { kind: 'url', url: `${origin}/a5/public-api/${page}?token=${encodeURIComponent(data.token)}` };
    },

    async track(trackingCode: string, signal: AbortSignal): Promise<TrackedShipment> {
      const data = await post('/v2/shipping-order/detail', { order_code: trackingCode }, signal);
      const status = isRecord(data) && typeof data.status === 'string' ? data.status : undefined;
      const mapped = status === undefined ? undefined : ghnStatus(status);
      if (status === undefined || mapped === undefined)
        throw new CarrierError('ghn', 'malformed', `detail reply with an unknown status ${String(status)}`);
      return { status: mapped, carrierStatus: status };
    },

    async stations(near: CarrierAddressIds, signal: AbortSignal): Promise<CarrierStation[]> {
      // Get Station (id=62): GHN's stations of a district and ward, at most 1000 a call.
      const data = await post(
        '/v2/station/get',
        { district_id: near.districtId, ward_code: near.wardCode, offset: 0, limit: 1000 },
        signal,
      );
      // The page shows `data` as one station; the list it describes is read as a list too.
      const rows = Array.isArray(data) ? data.filter(isRecord) : isRecord(data) ? [data] : null;
      if (!rows) throw new CarrierError('ghn', 'malformed', 'station reply without data');
      return rows.flatMap((row) => {
        const id = Number(row.locationId);
        if (!Number.isInteger(id) || id <= 0) return [];
        const name = typeof row.locationName === 'string' && row.locationName !== '' ? row.locationName : '';
        const address = typeof row.address === 'string' ? row.address : '';
        return [{ id, name: name || address || String(id), address }];
      });
    },

    async masterData(signal: AbortSignal): Promise<CarrierUnits> {
      // id=91 (GET, Token only), id=78/93 per province, id=61/92 per district (decision 053's table).
      const provinces = listOf(await post('/master-data/province', undefined, signal, 'GET'), 'province');
      const units: CarrierUnits = { provinces: [], districts: [], wards: [] };
      for (const row of provinces) {
        const id = Number(row.ProvinceID);
        if (Number.isInteger(id) && typeof row.ProvinceName === 'string')
          units.provinces.push({ id, name: row.ProvinceName, aliases: aliasesOf(row) });
      }
      await inBatches(units.provinces, async (province) => {
        const rows = listOf(
          await post('/master-data/district', { province_id: province.id }, signal),
          'district',
        );
        for (const row of rows) {
          const id = Number(row.DistrictID);
          if (Number.isInteger(id) && typeof row.DistrictName === 'string')
            units.districts.push({
              id,
              provinceId: province.id,
              name: row.DistrictName,
              aliases: aliasesOf(row),
              locked: isLocked(row),
            });
        }
      });
      await inBatches(units.districts, async (district) => {
        const rows = listOf(await post('/master-data/ward', { district_id: district.id }, signal), 'ward');
        for (const row of rows)
          if (typeof row.WardCode === 'string' && row.WardCode !== '' && typeof row.WardName === 'string')
            units.wards.push({
              code: row.WardCode,
              districtId: district.id,
              name: row.WardName,
              aliases: aliasesOf(row),
              locked: isLocked(row),
            });
      });
      return units;
    },

    parseCallback(input: CallbackInput): CarrierEvent {
      const secret = typeof input.params.secret === 'string' ? input.params.secret : '';
      if (!config.callbackSecret || !sameSecret(secret, config.callbackSecret))
        throw new CarrierError('ghn', 'auth', 'callback secret does not match');
      const body = input.body;
      if (!isRecord(body) || typeof body.OrderCode !== 'string' || typeof body.Status !== 'string')
        throw new CarrierError('ghn', 'malformed', 'callback without OrderCode and Status');
      if (String(body.ShopID ?? '') !== config.shopId)
        throw new CarrierError('ghn', 'auth', 'callback for another shop');
      const at = typeof body.Time === 'string' ? body.Time : '';
      const type = typeof body.Type === 'string' ? body.Type : '';
      return {
        eventId: `ghn:${body.OrderCode}:${type}:${body.Status}:${at}`,
        trackingCode: body.OrderCode,
        orderCode: typeof body.ClientOrderCode === 'string' ? body.ClientOrderCode : '',
        status: ghnStatus(body.Status),
        carrierStatus: body.Status,
        at,
      };
    },
  };
}
