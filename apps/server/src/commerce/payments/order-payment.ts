import type { VietQrInfo } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../env.js';
import { appError, requestLanguage } from '../../errors.js';
import type { OrderDoc } from '../order-store.js';
import type { PaymentMethodDoc } from '../reference-data.js';
import { buildVietQrPayload } from './vietqr.js';
import { ewalletGateway } from './payment-gateways.js';

/** Where shoppers reach the shop: PUBLIC_ORIGIN, else the origin of the request. */
export function shopOrigin(env: Env, request: FastifyRequest): string {
  return env.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
}

/** The return page of SPEC §2: site origin + /checkout-alert. */
export const returnUrlOf = (origin: string) => `${origin}/checkout-alert`;

/** A new gateway URL for an e-wallet order; each attempt has its own reference (so_ct-n). */
export async function ewalletRedirect(env: Env, request: FastifyRequest, order: OrderDoc, attempt: number) {
  const gateway = ewalletGateway(env);
  // No gateway: refused, and the transaction that placed the order is rolled back with it.
  if (!gateway) throw appError('EWALLET_UNAVAILABLE');
  const origin = shopOrigin(env, request);
  return gateway.create({
    txnRef: `${String(order.so_ct)}-${attempt}`,
    amount: Number(order.t_tt_nt ?? 0),
    orderInfo: `Thanh toan don hang ${String(order.so_ct)}`,
    returnUrl: returnUrlOf(origin),
    origin,
    ipAddr: request.ip,
    locale: requestLanguage(request),
    now: new Date(),
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
