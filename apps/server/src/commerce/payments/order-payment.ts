import { PAYMENT_STATUS_SETTLED, type VietQrInfo } from '@shop/domain/orders';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../db/database.js';
import type { Env } from '../../env.js';
import { appError, requestLanguage } from '../../errors.js';
import { findOrder, type OrderDoc, patchOrder } from '../order-store.js';
import type { PaymentMethodDoc } from '../reference-data.js';
import { GatewayError, type PaymentGateway, type PaymentGatewayId } from './gateway.js';
import { buildVietQrPayload } from './vietqr.js';
import { planWalletQuery } from './wallet-query.js';

/** Where shoppers reach the shop: PUBLIC_ORIGIN, else the origin of the request. */
export function shopOrigin(env: Env, request: FastifyRequest): string {
  return env.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
}

/** The return page of SPEC §2: site origin + /checkout-alert. */
export const returnUrlOf = (origin: string) => `${origin}/checkout-alert`;

/** Where a gateway sends the shopper back and notifies the shop (VNPay: its own return page, SPEC §2). */
export function gatewayAddresses(
  gateway: PaymentGatewayId,
  origin: string,
  idApp: string,
): { returnUrl: string; notifyUrl: string } {
  if (gateway === 'vnpay')
    return { returnUrl: returnUrlOf(origin), notifyUrl: `${origin}/api/${idApp}/payments/vnpay/ipn` };
  const base = `${origin}/api/${idApp}/payments/${gateway}`;
  return { returnUrl: `${base}/return`, notifyUrl: `${base}/${gateway === 'momo' ? 'ipn' : 'callback'}` };
}

/** An attempt to pay an order through a gateway, kept on the order before the gateway is asked. */
export interface PaymentAttempt {
  orderId: string;
  gateway: PaymentGateway;
  /** The provider's reference of the attempt (vnp_txn_ref). */
  reference: string;
}

/**
 * Opens payment attempt `attempt` of an e-wallet order in the caller's transaction (decision 052
 * addendum): its reference is kept on the order, the former link dropped, and the 15-minute query
 * planned, all committed with the placing (or the "pay again"). The gateway is asked for the link
 * only after the COMMIT ({@link openPaymentLink}): an HTTP call never runs inside a transaction.
 */
export async function reservePaymentAttempt(
  tx: Queryable,
  context: { idApp: string; by: string; now: Date; maxAttempts: number },
  order: OrderDoc,
  gateway: PaymentGateway | undefined,
  attempt: number,
): Promise<{ order: OrderDoc; attempt: PaymentAttempt }> {
  // No gateway: refused, and the transaction that placed the order is rolled back with it.
  if (!gateway) throw appError('EWALLET_UNAVAILABLE');
  const reference = gateway.reference(`${String(order.so_ct)}-${attempt}`, context.now);
  const saved = await patchOrder(
    tx,
    context.idApp,
    order._id,
    {
      virtual_payment_client_url: '',
      vnp_txn_ref: reference,
      vnp_attempt: attempt,
      vnp_create_date: context.now.toISOString(),
      cong_thanh_toan: gateway.id,
    },
    context.by,
  );
  await planWalletQuery(tx, {
    idApp: context.idApp,
    orderId: order._id,
    reference,
    gateway: gateway.id,
    now: context.now,
    maxAttempts: context.maxAttempts,
  });
  return { order: saved, attempt: { orderId: order._id, gateway, reference } };
}

/**
 * After the COMMIT: asks the gateway for the attempt's payment page (MoMo and ZaloPay over HTTP,
 * VNPay a signed URL) and keeps it on the order, unless the order moved on meanwhile (paid, or a
 * newer attempt). A gateway that cannot be reached leaves the order placed without a link: the
 * shopper pays again from its page (a new attempt), and the 15-minute query still runs. Nothing is
 * lost or doubled: each attempt has its own reference, and a payment of an older attempt after a
 * newer one is a refund due (decidePaymentNotice).
 */
export async function openPaymentLink(
  db: Database,
  env: Env,
  request: FastifyRequest,
  order: OrderDoc,
  attempt: PaymentAttempt,
  by: string,
): Promise<OrderDoc> {
  const origin = shopOrigin(env, request);
  const now = new Date();
  let url: string;
  try {
    const created = await attempt.gateway.create({
      txnRef: attempt.reference,
      amount: Number(order.t_tt_nt ?? 0),
      orderInfo: `Thanh toan don hang ${String(order.so_ct)}`,
      ...gatewayAddresses(attempt.gateway.id, origin, env.ID_APP),
      origin,
      ipAddr: request.ip,
      locale: requestLanguage(request),
      now,
    });
    url = created.url;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    request.log.warn(
      { so_ct: order.so_ct, err: error.message },
      'payments: no payment link, the shopper may pay again',
    );
    return order;
  }
  return db.transaction(async (tx) => {
    const current = await findOrder(tx, env.ID_APP, null, attempt.orderId, true);
    if (
      !current ||
      current.vnp_txn_ref !== attempt.reference ||
      current.trang_thai_tt === PAYMENT_STATUS_SETTLED
    )
      return current ?? order;
    return patchOrder(tx, env.ID_APP, attempt.orderId, { virtual_payment_client_url: url }, by);
  });
}

/** The bank-transfer details of an order (the VietQR payload carries the order code as memo). */
export function vietQrFor(order: OrderDoc, method: PaymentMethodDoc): VietQrInfo | undefined {
  if (method.loai !== 'bank-transfer' || !method.ngan_hang_bin || !method.so_tai_khoan) return undefined;
  const amount = Number(order.t_tt_nt ?? 0);
  const memo = String(order.so_ct ?? '');
  return {
    payload: buildVietQrPayload({
      bin: method.ngan_hang_bin,
      accountNumber: method.so_tai_khoan,
      amount,
      memo,
    }),
    bin: method.ngan_hang_bin,
    bank_name: method.ten_ngan_hang ?? '',
    account_number: method.so_tai_khoan,
    account_name: method.chu_tai_khoan ?? '',
    amount,
    memo,
  };
}
