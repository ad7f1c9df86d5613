import type { Carrier, PaymentMethod } from '@shop/domain/contracts';
import type { NoticeOrder } from '@shop/domain/payments';
import type { Queryable } from '../db/database.js';
import { appError } from '../errors.js';
import { provincesWithDistricts, referenceRows } from './reference-cache.js';
import type { OrderDoc } from './order-store.js';

/** A stored payment method: only its id is sure, the rest of the contract may be missing. */
export type PaymentMethodDoc = Pick<PaymentMethod, '_id'> & Partial<PaymentMethod>;

/** A stored carrier package: its id and carrier code are sure, the rest may be missing. */
export type CarrierDoc = Pick<Carrier, '_id' | 'ma_dv_vc'> & Partial<Carrier>;

/** Delivery days when a carrier does not say. */
export const DEFAULT_DELIVERY_DAYS = 3;

/**
 * The online payment method chosen (its document read with findPaymentMethod); refused when none
 * is chosen, unknown or offline.
 */
export function requirePaymentMethod(id: string, method: PaymentMethodDoc | undefined): PaymentMethodDoc {
  if (id === '') throw appError('PAYMENT_METHOD_REQUIRED');
  if (!method || method.online === false) throw appError('PAYMENT_METHOD_INVALID');
  return method;
}

/**
 * An id that is not a payment method's is a method of no kind (never cash on delivery). The
 * methods are the process's kept reference data (reference-cache.ts): the document is frozen.
 */
export async function findPaymentMethod(
  db: Queryable,
  idApp: string,
  id: unknown,
): Promise<PaymentMethodDoc | undefined> {
  if (typeof id !== 'string' || !/^[0-9a-f]{24}$/.test(id)) return undefined;
  const methods = await referenceRows<PaymentMethodDoc>(db, idApp, 'ptthanhtoan');
  return methods.find((method) => method._id === id);
}

/**
 * An order's payment as the domain's rules read it (decidePaymentNotice, decideBankTransfer): its
 * states, the kind of its payment method and its total.
 */
export async function paymentFactsOf(
  db: Queryable,
  idApp: string,
  order: OrderDoc,
): Promise<Omit<NoticeOrder, 'paidBy'>> {
  const method = await findPaymentMethod(db, idApp, order.pt_thanh_toan);
  return {
    trang_thai: String(order.trang_thai ?? ''),
    trang_thai_tt: String(order.trang_thai_tt ?? ''),
    methodKind: method?.loai,
    total: Number(order.t_tt_nt ?? 0),
  };
}

/** The carriers of the app in display order (sst), from the kept reference data (frozen). */
export async function loadCarriers(db: Queryable, idApp: string): Promise<CarrierDoc[]> {
  const carriers = await referenceRows<CarrierDoc>(db, idApp, 'ecomcarrier_fees');
  return [...carriers].sort((a, b) => (a.sst ?? 0) - (b.sst ?? 0));
}

/**
 * The carrier service chosen by code (ma_dv_vc) and, when given, package name (ten_goi_cuoc);
 * the first carrier in display order when none is chosen. Refused when the choice is unknown.
 */
export function chooseCarrier(
  carriers: readonly CarrierDoc[],
  code: string,
  packageName: string,
): CarrierDoc | undefined {
  if (code === '') return carriers[0];
  const found = carriers.find(
    (carrier) => carrier.ma_dv_vc === code && (packageName === '' || carrier.ten_goi_cuoc === packageName),
  );
  if (!found) throw appError('CARRIER_INVALID');
  return found;
}

/**
 * Whether the province still has districts in the data (DESIGN "Addresses"): since July 2025 the
 * seeded districts are all former ones (con_hieu_luc false), so the district is optional there.
 */
export async function provinceHasDistricts(db: Queryable, province: string): Promise<boolean> {
  if (province === '') return false;
  return (await provincesWithDistricts(db)).has(province);
}
