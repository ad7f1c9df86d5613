import type { FastifyInstance } from 'fastify';
import type { CarrierUnits } from '../carrier.js';
import { type GhnMasterData, ghnMasterData } from './ghn-master-data.js';
import { newControl, orderAdvancer, type SimulatorControl, simulatorApp } from './sim-kit.js';

/**
 * A local GHN (decision 053) for development and tests: the documented paths under
 * /shiip/public-api, the `Token` and `ShopId` headers, the `{ code, message, data }` envelope, the
 * former three-tier units as GHN's master data (ghn-master-data.ts), fees that grow with the
 * weight, and orders kept in memory.
 */
export interface GhnSimulator {
  app: FastifyInstance;
  control: SimulatorControl;
  /** Moves an order to a GHN status and gives the webhook body GHN would send (id=47). */
  advance(orderCode: string, status: string, time?: Date): Record<string, unknown>;
  orders: Map<string, GhnSimOrder>;
  /** This simulator's master data (a copy: a test may take units out of it). */
  masterData: GhnMasterData;
}

export interface GhnSimOrder {
  order_code: string;
  client_order_code: string;
  status: string;
  cod_amount: number;
  /** The station of a drop-off, null for a pick-up. */
  pick_station_id: number | null;
  total_fee: number;
  weight: number;
  cancelled: boolean;
}

/** The simulator's price: 16 500 đ up to 500 g, 5 000 đ each further 500 g, +20 % across provinces. */
export function ghnSimulatedFee(weightG: number, toDistrictId: number): number {
  const steps = Math.max(0, Math.ceil((weightG - 500) / 500));
  const base = 16_500 + steps * 5_000;
  const province = ghnMasterData().districts.find(
    (district) => district.DistrictID === toDistrictId,
  )?.ProvinceID;
  return province === 202 ? base : Math.round(base * 1.2);
}

/** The simulator's light service on every route (Get Service, id=77: service_type_id 2). */
export const GHN_SIM_SERVICE_ID = 53320;

/** The simulator's lead time: 2 days within a province, 4 across (GHN's is its own). */
export function ghnSimulatedLeadDays(fromDistrictId: number, toDistrictId: number): number {
  const provinceOf = (id: number) =>
    ghnMasterData().districts.find((district) => district.DistrictID === id)?.ProvinceID;
  return provinceOf(fromDistrictId) === provinceOf(toDistrictId) ? 2 : 4;
}

/** The simulator's two stations of a district (Get Station, id=62), ids derived from the district's. */
export function ghnSimulatedStations(districtId: number) {
  const district = ghnMasterData().districts.find((entry) => entry.DistrictID === districtId);
  if (!district) return [];
  return [1, 2].map((index) => ({
    address: `${index === 1 ? '12' : '208'} đường Bưu Điện, ${district.DistrictName}`,
    locationCode: String(districtId * 10 + index),
    locationId: districtId * 10 + index,
    locationName: `Bưu cục GHN ${district.DistrictName} ${index}`,
    parentLocation: [
      `GHN_HUB/${districtId * 10 + index}`,
      `PROVINCE/${district.ProvinceID}`,
      `DISTRICT/${districtId}`,
    ],
    latitude: 0,
    longitude: 0,
    districtName: district.DistrictName,
  }));
}

/** The simulator's master data as the adapter reads GHN's (CarrierUnits; SupportType 0 is locked). */
export function ghnSimulatorUnits(data: GhnMasterData): CarrierUnits {
  const usage = (row: { NameExtension: string[]; SupportType: number }) => ({
    aliases: row.NameExtension,
    locked: row.SupportType === 0,
  });
  return {
    provinces: data.provinces.map((row) => ({
      id: row.ProvinceID,
      name: row.ProvinceName,
      aliases: row.NameExtension,
    })),
    districts: data.districts.map((row) => ({
      id: row.DistrictID,
      provinceId: row.ProvinceID,
      name: row.DistrictName,
      ...usage(row),
    })),
    wards: data.wards.map((row) => ({
      code: row.WardCode,
      districtId: row.DistrictID,
      name: row.WardName,
      ...usage(row),
    })),
  };
}

export function ghnSimulator({ token, shopId }: { token: string; shopId: string }): GhnSimulator {
  const control = newControl();
  const app = simulatorApp(control, 'ghn');
  const orders = new Map<string, GhnSimOrder>();
  // Built on the first call (11 000 wards: not for every app that never asks).
  let own: GhnMasterData | undefined;
  const data = (): GhnMasterData => {
    if (!own) {
      const shared = ghnMasterData();
      own = { provinces: [...shared.provinces], districts: [...shared.districts], wards: [...shared.wards] };
    }
    return own;
  };
  let sequence = 0;
  const ok = (data: unknown) => ({ code: 200, message: 'Success', data });
  const bad = (message: string) => ({ code: 400, message, data: null, code_message: 'USER_ERR_COMMON' });
  const headerOf = (headers: Record<string, unknown>, name: string) =>
    String(headers[name.toLowerCase()] ?? '');

  app.addHook('preHandler', async (request, reply) => {
    if (headerOf(request.headers, 'token') !== token)
      return reply
        .code(401)
        .send({ code: 401, message: 'code=401, message=Token is not valid!', data: null });
    if (request.url.includes('/v2/') && headerOf(request.headers, 'shopid') !== shopId)
      return reply.code(400).send(bad('code=400, message=Shop not found'));
    return undefined;
  });
  const base = '/shiip/public-api';
  const body = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;

  app.get(`${base}/master-data/province`, async () => ok(data().provinces));
  /** A master-data list GHN filters by its parent's id, named in the body or the query. */
  const childrenOf = (list: string, parent: string, pick: (id: number) => unknown[]) =>
    app.route({
      method: ['GET', 'POST'],
      url: `${base}/master-data/${list}`,
      handler: async (request) =>
        ok(pick(Number(body(request)[parent] ?? (request.query as Record<string, string>)[parent]))),
    });
  childrenOf('district', 'province_id', (id) =>
    data().districts.filter((district) => Number.isNaN(id) || district.ProvinceID === id),
  );
  childrenOf('ward', 'district_id', (id) => data().wards.filter((ward) => ward.DistrictID === id));

  /** The destination and parcel of a fee or create request, or the refusal GHN gives. */
  function readParcel(input: Record<string, unknown>) {
    const districtId = Number(input.to_district_id);
    const wardCode = String(input.to_ward_code ?? '');
    const weight = Number(input.weight);
    const ward = data().wards.find((entry) => entry.WardCode === wardCode && entry.DistrictID === districtId);
    if (!ward) return { error: bad('code=400, message=to_ward_code is invalid') };
    if (!Number.isInteger(weight) || weight < 1 || weight > 50_000)
      return { error: bad('code=400, message=weight is invalid') };
    return { districtId, weight };
  }

  app.post(`${base}/v2/shipping-order/fee`, async (request, reply) => {
    const read = readParcel(body(request));
    if ('error' in read) return reply.code(400).send(read.error);
    const fee = ghnSimulatedFee(read.weight, read.districtId);
    return ok({
      total: fee,
      service_fee: fee,
      insurance_fee: 0,
      pick_station_fee: 0,
      coupon_value: 0,
      r2s_fee: 0,
    });
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${base}/v2/shipping-order/available-services`,
    handler: async (request, reply) => {
      const input = body(request);
      const known = (id: unknown) => data().districts.some((district) => district.DistrictID === Number(id));
      if (!known(input.from_district) || !known(input.to_district))
        return reply.code(400).send(bad('code=400, message=district is invalid'));
      return ok([
        { service_id: GHN_SIM_SERVICE_ID, short_name: 'Hàng nhẹ', service_type_id: 2 },
        { service_id: 100039, short_name: 'Hàng nặng', service_type_id: 5 },
      ]);
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${base}/v2/shipping-order/leadtime`,
    handler: async (request, reply) => {
      const input = body(request);
      const to = data().wards.find(
        (ward) =>
          ward.WardCode === String(input.to_ward_code ?? '') &&
          ward.DistrictID === Number(input.to_district_id),
      );
      if (!to || Number(input.service_id) !== GHN_SIM_SERVICE_ID)
        return reply.code(400).send(bad('code=400, message=service or address is invalid'));
      const now = Math.floor(Date.now() / 1000);
      const days = ghnSimulatedLeadDays(Number(input.from_district_id), to.DistrictID);
      return ok({ leadtime: now + days * 86_400, order_date: now });
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${base}/v2/station/get`,
    handler: async (request) => ok(ghnSimulatedStations(Number(body(request).district_id))),
  });

  app.post(`${base}/v2/shipping-order/create`, async (request, reply) => {
    const input = body(request);
    const read = readParcel(input);
    if ('error' in read) return reply.code(400).send(read.error);
    // A drop-off names one of GHN's stations (id=63/123's pick_station_id).
    const station = input.pick_station_id;
    if (
      station !== undefined &&
      station !== null &&
      !ghnSimulatedStations(Math.floor(Number(station) / 10)).some(
        (entry) => entry.locationId === Number(station),
      )
    )
      return reply.code(400).send(bad('code=400, message=pick_station_id is invalid'));
    sequence += 1;
    const code = `SIM${String(sequence).padStart(5, '0')}`;
    const fee = ghnSimulatedFee(read.weight, read.districtId);
    orders.set(code, {
      order_code: code,
      client_order_code: String(input.client_order_code ?? ''),
      status: 'ready_to_pick',
      cod_amount: Number(input.cod_amount ?? 0),
      pick_station_id: input.pick_station_id === undefined ? null : Number(input.pick_station_id),
      total_fee: fee,
      weight: read.weight,
      cancelled: false,
    });
    const expected = new Date(Date.now() + 2 * 86_400_000).toISOString();
    return ok({
      order_code: code,
      sort_code: '000-A-00-00',
      trans_type: 'truck',
      total_fee: fee,
      expected_delivery_time: expected,
    });
  });

  app.post(`${base}/v2/switch-status/cancel`, async (request) => {
    const codes = Array.isArray(body(request).order_codes) ? (body(request).order_codes as unknown[]) : [];
    return ok(
      codes.map((code) => {
        const order = orders.get(String(code));
        const cancellable = order !== undefined && ['ready_to_pick', 'picking'].includes(order.status);
        if (order && cancellable) order.status = 'cancel';
        return {
          order_code: String(code),
          result: cancellable,
          message: cancellable ? 'OK' : 'Không thể huỷ đơn',
        };
      }),
    );
  });

  app.post(`${base}/v2/shipping-order/detail`, async (request, reply) => {
    const order = orders.get(String(body(request).order_code ?? ''));
    if (!order) return reply.code(400).send(bad('code=400, message=Order not found'));
    return ok({
      order_code: order.order_code,
      client_order_code: order.client_order_code,
      status: order.status,
    });
  });

  app.post(`${base}/v2/a5/gen-token`, async (request, reply) => {
    const codes = Array.isArray(body(request).order_codes) ? (body(request).order_codes as unknown[]) : [];
    if (codes.length === 0 || !codes.every((code) => orders.has(String(code))))
      return reply.code(400).send(bad('code=400, message=order_codes is invalid'));
    return ok({ token: `sim-${codes.join('-')}` });
  });

  return {
    app,
    control,
    orders,
    get masterData() {
      return data();
    },
    advance: orderAdvancer('GHN', orders, (order, time) => ({
      CODAmount: order.cod_amount,
      CODTransferDate: null,
      ClientOrderCode: order.client_order_code,
      ConvertedWeight: order.weight,
      Description: order.status,
      Height: 10,
      IsPartialReturn: false,
      Length: 10,
      OrderCode: order.order_code,
      PartialReturnCode: '',
      PaymentType: 1,
      Reason: '',
      ReasonCode: '',
      ShopID: Number(shopId),
      Status: order.status,
      Time: time.toISOString(),
      TotalFee: order.total_fee,
      Type: 'switch_status',
      Warehouse: 'Bưu cục giả lập',
      Weight: order.weight,
      Width: 10,
    })),
  };
}
