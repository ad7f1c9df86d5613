import type { RequiredNote } from '@shop/domain/carriers';
import {
  type CallbackInput,
  type Carrier,
  CarrierError,
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

/** GHTK's API as decision 054 cites it (docs.giaohangtietkiem.vn/en/docs/submit-order/…). */
export const GHTK_PRODUCTION_URL = 'https://services.giaohangtietkiem.vn';

export interface GhtkConfig {
  baseUrl: string;
  token: string;
  /** X-Client-Source, sent when the shop has a partner code. */
  partnerCode: string | undefined;
  /** The `hash` of the callback URL the shop gives GHTK (decision 054 "Status callback"). */
  callbackHash: string | undefined;
  fetch: FetchLike;
}

/** The required note as words for GHTK's note (GHN has a field for it, decision 053). */
const REQUIRED_NOTE_TEXT: Record<RequiredNote, string> = {
  CHOXEMHANGKHONGTHU: 'Cho xem hàng, không cho thử',
  CHOTHUHANG: 'Cho thử hàng',
  KHONGCHOXEMHANG: 'Không cho xem hàng',
};

/** GHTK's standard delivery (deliver_option none): the one service the shop quotes. */
export const GHTK_STANDARD_SERVICE = 'none';

/** GHTK's status_id (webhook) / status (order status API) as the shop's. */
const GHTK_STATUSES: Record<string, ShipmentStatus> = {
  '-1': 'cancelled',
  '1': 'created',
  '2': 'created',
  '12': 'picking',
  '3': 'picked',
  '4': 'delivering',
  '5': 'delivered',
  '6': 'delivered',
  '9': 'failed',
  '20': 'returning',
  '21': 'returned',
};

export function ghtkStatus(status: string): ShipmentStatus | undefined {
  return GHTK_STATUSES[status.trim()];
}

/** "Sáng 2022-01-15" / "2022-01-15" (GHTK's estimated times) as the date, or undefined. */
function dateIn(value: unknown): string | undefined {
  return typeof value === 'string' ? /\d{4}-\d{2}-\d{2}/.exec(value)?.[0] : undefined;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function ghtkCarrier(config: GhtkConfig): Carrier {
  const headers: Record<string, string> = {
    Token: config.token,
    ...(config.partnerCode ? { 'X-Client-Source': config.partnerCode } : {}),
  };

  /** One call: GHTK's `{ success, message, … }`, refused when success is not true. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    signal: AbortSignal,
    body?: unknown,
  ): Promise<Record<string, unknown>> {
    const reply = await callJson('ghtk', config.fetch, `${config.baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal,
    });
    if (!isRecord(reply) || typeof reply.success !== 'boolean')
      throw new CarrierError('ghtk', 'malformed', 'reply without success');
    if (!reply.success) throw new CarrierError('ghtk', 'refused', text(reply.message) || 'refused');
    return reply;
  }

  return {
    id: 'ghtk',

    async quote(request: QuoteRequest, signal: AbortSignal): Promise<CarrierQuote[]> {
      const { from, to, parcel } = request;
      const query = new URLSearchParams({
        pick_province: from.province,
        pick_district: from.district,
        pick_ward: from.ward,
        province: to.province,
        district: to.district,
        ward: to.ward,
        address: to.street,
        weight: String(parcel.weightG),
        value: String(request.value),
        deliver_option: GHTK_STANDARD_SERVICE,
      });
      const reply = await call('GET', `/services/shipment/fee?${query}`, signal);
      const fee = isRecord(reply.fee) ? reply.fee : undefined;
      const amount = fee ? readAmount(fee.fee) : undefined;
      if (!fee || amount === undefined)
        throw new CarrierError('ghtk', 'malformed', 'fee reply without fee.fee');
      if (fee.delivery === false) throw new CarrierError('ghtk', 'unserved', 'GHTK does not deliver there');
      return [
        { carrier: 'ghtk', service: GHTK_STANDARD_SERVICE, serviceName: 'Giao Hàng Tiết Kiệm', fee: amount },
      ];
    },

    async createShipment(request: ShipmentRequest, signal: AbortSignal): Promise<CreatedShipment> {
      const { from, to } = request;
      const reply = await call('POST', '/services/shipment/order/?ver=1.5', signal, {
        products: request.items.map((item) => ({
          name: item.name,
          // GHTK's products weigh in kilograms (decision 054).
          weight: item.weightG / 1000,
          quantity: item.quantity,
          product_code: item.code,
        })),
        order: {
          id: request.orderCode,
          pick_name: from.name,
          pick_money: request.cod,
          pick_address: from.street,
          pick_province: from.province,
          pick_district: from.district,
          pick_ward: from.ward,
          pick_tel: from.phone,
          name: to.name,
          tel: to.phone,
          address: to.street,
          province: to.province,
          district: to.district,
          ward: to.ward,
          hamlet: 'Khác',
          is_freeship: '1',
          value: request.value,
          // GHTK has no field for it: what the buyer may do goes into the note the driver reads.
          note: [REQUIRED_NOTE_TEXT[request.requiredNote], request.note]
            .filter(Boolean)
            .join('. ')
            .slice(0, 120),
          // GHTK's pick_option: 'cod' the driver picks up at the shop, 'post' the shop drops it at a post office.
          pick_option: request.pickOption === 'dropoff' ? 'post' : 'cod',
          deliver_option: request.service,
        },
      });
      const order = isRecord(reply.order) ? reply.order : undefined;
      if (!order || typeof order.label !== 'string' || order.label === '')
        throw new CarrierError('ghtk', 'malformed', 'create reply without order.label');
      return {
        trackingCode: order.label,
        fee: readAmount(order.fee) ?? 0,
        expectedDate: dateIn(order.estimated_deliver_time),
      };
    },

    async cancel(trackingCode: string, signal: AbortSignal): Promise<void> {
      await call('POST', `/services/shipment/cancel/${encodeURIComponent(trackingCode)}`, signal);
    },

    async label(trackingCodes: readonly string[], size: 'A5' | 'A6', signal: AbortSignal): Promise<Label> {
      const [code] = trackingCodes;
      if (code === undefined || trackingCodes.length !== 1)
        throw new CarrierError('ghtk', 'refused', 'GHTK prints one label per call');
      let response: Response;
      try {
        response = await config.fetch(
          `${config.baseUrl}/services/label/${encodeURIComponent(code)}?original=portrait&page_size=${size}`,
          { method: 'GET', headers, signal },
        );
      } catch (error) {
        throw new CarrierError('ghtk', signal.aborted ? 'timeout' : 'down', String(error));
      }
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.includes('pdf'))
        throw new CarrierError(
          'ghtk',
          response.status >= 500 ? 'down' : 'refused',
          `label: HTTP ${response.status}`,
        );
      return { kind: 'pdf', bytes: new Uint8Array(await response.arrayBuffer()) };
    },

    async track(trackingCode: string, signal: AbortSignal): Promise<TrackedShipment> {
      const reply = await call('GET', `/services/shipment/v2/${encodeURIComponent(trackingCode)}`, signal);
      const order = isRecord(reply.order) ? reply.order : undefined;
      const status = order ? text(order.status) : '';
      const mapped = ghtkStatus(status);
      if (!mapped)
        throw new CarrierError('ghtk', 'malformed', `status reply with an unknown status ${status}`);
      return { status: mapped, carrierStatus: status };
    },

    parseCallback(input: CallbackInput): CarrierEvent {
      const hash = typeof input.query.hash === 'string' ? input.query.hash : '';
      if (!config.callbackHash || !sameSecret(hash, config.callbackHash))
        throw new CarrierError('ghtk', 'auth', 'callback hash does not match');
      const body = input.body;
      if (!isRecord(body)) throw new CarrierError('ghtk', 'malformed', 'callback without fields');
      const label = text(body.label_id);
      const statusId = text(body.status_id);
      if (label === '' || statusId === '')
        throw new CarrierError('ghtk', 'malformed', 'callback without label_id and status_id');
      const at = text(body.action_time);
      return {
        eventId: `ghtk:${label}:${statusId}:${at}`,
        trackingCode: label,
        orderCode: text(body.partner_id),
        status: ghtkStatus(statusId),
        carrierStatus: statusId,
        at,
      };
    },
  };
}
