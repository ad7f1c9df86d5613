import { normaliseAdminName } from '@shop/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { newControl, orderAdvancer, type SimulatorControl, simulatorApp } from './sim-kit.js';

/**
 * A local GHTK (decision 054) for development and tests: the documented paths under /services,
 * the `Token` header, `{ success, message, … }` replies, fees by weight and province, orders kept
 * in memory, a PDF label. It refuses what GHTK's pages say is required (province and district of
 * both ends, the weight), and does not deliver to the provinces of `unservedProvinces`.
 */
export interface GhtkSimulator {
  app: FastifyInstance;
  control: SimulatorControl;
  orders: Map<string, GhtkSimOrder>;
  /** Moves an order to a GHTK status_id and gives the webhook form GHTK would post. */
  advance(label: string, statusId: number, time?: Date): Record<string, string>;
}

export interface GhtkSimOrder {
  label: string;
  partner_id: string;
  status: number;
  pick_money: number;
  fee: number;
  weightG: number;
}

/** 22 000 đ up to 1 kg inside a province, 30 000 đ across; 2 500 đ each further 500 g. */
export function ghtkSimulatedFee(weightG: number, sameProvince: boolean): number {
  const steps = Math.max(0, Math.ceil((weightG - 1_000) / 500));
  return (sameProvince ? 22_000 : 30_000) + steps * 2_500;
}

export const GHTK_SIM_UNSERVED = ['Trường Sa'];

export function ghtkSimulator({ token }: { token: string }): GhtkSimulator {
  const control = newControl();
  const app = simulatorApp(control, 'ghtk');
  const orders = new Map<string, GhtkSimOrder>();
  let sequence = 0;
  const refuse = (message: string) => ({ success: false, message });
  const served = (province: string) =>
    !GHTK_SIM_UNSERVED.some((name) => normaliseAdminName(name) === normaliseAdminName(province));

  app.addHook('preHandler', async (request, reply) => {
    if (String(request.headers.token ?? '') !== token)
      return reply.code(401).send(refuse('Token không hợp lệ'));
    return undefined;
  });

  app.get('/services/shipment/fee', async (request) => {
    const query = request.query as Record<string, string | undefined>;
    for (const field of [
      'pick_province',
      'pick_district',
      'province',
      'district',
      'weight',
      'deliver_option',
    ])
      if (!query[field]) return refuse(`Thiếu tham số ${field}`);
    const weight = Number(query.weight);
    if (!Number.isInteger(weight) || weight < 1) return refuse('Khối lượng không hợp lệ');
    const same = normaliseAdminName(query.pick_province) === normaliseAdminName(query.province);
    const fee = ghtkSimulatedFee(weight, same);
    return {
      success: true,
      message: '',
      fee: { name: same ? 'area1' : 'area2', fee, insurance_fee: 0, delivery: served(query.province ?? '') },
    };
  });

  app.post('/services/shipment/order/', async (request) => {
    const input = (request.body ?? {}) as { products?: unknown; order?: Record<string, unknown> };
    const order = input.order ?? {};
    const products = Array.isArray(input.products) ? (input.products as Record<string, unknown>[]) : [];
    const id = String(order.id ?? '');
    if (id === '') return refuse('Thiếu mã đơn hàng (order.id)');
    if ([...orders.values()].some((existing) => existing.partner_id === id))
      return refuse(`Mã đơn hàng ${id} đã tồn tại`);
    for (const field of ['pick_province', 'pick_district', 'province', 'district', 'tel', 'name', 'address'])
      if (!order[field]) return refuse(`Thiếu thông tin order.${field}`);
    if (!served(String(order.province))) return refuse('Địa chỉ giao hàng chưa được hỗ trợ');
    const weightG = Math.round(
      products.reduce(
        (sum, product) => sum + Number(product.weight ?? 0) * Number(product.quantity ?? 1),
        0,
      ) * 1000,
    );
    sequence += 1;
    const label = `S1.SIM.${String(sequence).padStart(8, '0')}`;
    const same =
      normaliseAdminName(String(order.pick_province)) === normaliseAdminName(String(order.province));
    const fee = ghtkSimulatedFee(Math.max(weightG, 1), same);
    orders.set(label, {
      label,
      partner_id: id,
      status: 2,
      pick_money: Number(order.pick_money ?? 0),
      fee,
      weightG,
    });
    const deliver = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    return {
      success: true,
      message: '',
      order: {
        partner_id: id,
        label,
        area: same ? 1 : 2,
        fee,
        insurance_fee: 0,
        estimated_pick_time: `Chiều ${new Date().toISOString().slice(0, 10)}`,
        estimated_deliver_time: `Sáng ${deliver}`,
        products: [],
        status_id: 2,
        tracking_id: sequence,
      },
    };
  });

  const find = (code: string) =>
    code.startsWith('partner_id:')
      ? [...orders.values()].find((order) => order.partner_id === code.slice('partner_id:'.length))
      : orders.get(code);

  app.post<{ Params: { code: string } }>('/services/shipment/cancel/:code', async (request) => {
    const order = find(request.params.code);
    if (!order) return refuse('Không tìm thấy đơn hàng');
    if (order.status === -1)
      return { ...refuse('Đơn hàng đã đã ở trạng thái hủy'), log_id: String(sequence) };
    if (![1, 2, 12].includes(order.status))
      return { ...refuse('Đơn đã lấy hàng, không thể hủy đơn.'), log_id: String(sequence) };
    order.status = -1;
    return { success: true, message: '', log_id: String(sequence) };
  });

  app.get<{ Params: { code: string } }>('/services/shipment/v2/:code', async (request) => {
    const order = find(request.params.code);
    if (!order) return refuse('Không tìm thấy đơn hàng');
    return {
      success: true,
      message: '',
      order: {
        label_id: order.label,
        partner_id: order.partner_id,
        status: String(order.status),
        pick_money: order.pick_money,
        ship_money: order.fee,
      },
    };
  });

  app.get<{ Params: { code: string } }>('/services/label/:code', async (request, reply) => {
    const order = find(request.params.code);
    if (!order) return reply.code(404).send(refuse('Không tìm thấy đơn hàng'));
    // A one-page PDF naming the label: enough for a printer dialog and for tests to read.
    const pdf = `%PDF-1.4\n% GHTK ${order.label}\n%%EOF\n`;
    return reply.type('application/pdf').send(Buffer.from(pdf));
  });

  return {
    app,
    control,
    orders,
    advance: orderAdvancer('GHTK', orders, (order, time) => ({
      label_id: order.label,
      partner_id: order.partner_id,
      status_id: String(order.status),
      action_time: time.toISOString(),
      reason_code: '',
      reason: '',
      weight: String(order.weightG / 1000),
      fee: String(order.fee),
      pick_money: String(order.pick_money),
      return_part_package: '0',
    })),
  };
}
