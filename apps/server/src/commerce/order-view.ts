import type { StatusName } from '@shop/domain/console';
import type { Queryable } from '../db/database.js';
import type { OrderDoc } from './order-store.js';
import { vietQrFor } from './payments/order-payment.js';
import { loadCarriers, type PaymentMethodDoc } from './reference-data.js';
import { statusNames } from './status-names.js';

/**
 * Orders as the history shows them (SPEC §3): each with its status name from `trangthai` (so a
 * shop can rename statuses), its carrier's and payment method's names and, for an unpaid bank
 * transfer, the VietQR details.
 */
export async function describeOrders(db: Queryable, idApp: string, orders: OrderDoc[]): Promise<OrderDoc[]> {
  if (orders.length === 0) return orders;
  const [statuses, methods, carriers] = await Promise.all([
    statusNames(db),
    db.query<{ data: PaymentMethodDoc & { ten_eng?: string } }>(
      `SELECT data FROM documents WHERE id_app = $1 AND collection = 'ptthanhtoan'`,
      [idApp],
    ),
    loadCarriers(db, idApp),
  ]);
  const statusByCode = new Map<string, StatusName>(statuses.map((status) => [status.ma, status]));
  const methodById = new Map(methods.map((row) => [row.data._id, row.data]));
  const carrierName = new Map(carriers.map((carrier) => [carrier.ma_dv_vc, carrier.ten_dv_vc]));
  return orders.map((order) => {
    const status = statusByCode.get(String(order.trang_thai ?? ''));
    const method = methodById.get(String(order.pt_thanh_toan ?? ''));
    const vietqr =
      method && order.trang_thai !== 'LCT' && order.trang_thai !== '9' && order.trang_thai_tt !== '1'
        ? vietQrFor(order, method)
        : undefined;
    const carrier = typeof order.don_vi_vc === 'string' ? order.don_vi_vc : '';
    return {
      ...order,
      // The carrier by name (the one it was handed to, else the shop's name for the code).
      ...(carrier ? { ten_dv_vc: order.ten_dv_vc || carrierName.get(carrier) || carrier } : {}),
      ten_trang_thai: status?.ten ?? String(order.trang_thai ?? ''),
      ten_trang_thai_eng: status?.ten_eng ?? String(order.trang_thai ?? ''),
      ten_pt_thanh_toan: method?.ten ?? '',
      ten_pt_thanh_toan_eng: method?.ten_eng ?? '',
      loai_pt_thanh_toan: method?.loai ?? '',
      ...(vietqr ? { vietqr } : {}),
    };
  });
}
