import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayState } from '@shop/domain/console';
import type { Env } from '../../env.js';
import { type GatewayEndpoint, gatewayConfig } from './wallet-api.js';
import { VNPAY_API_PATH, VNPAY_TEST_API_URL } from './vnpay-api.js';

/**
 * The VNPay payment protocol (version 2.1.0): parameters sorted by name, values URL-encoded with
 * spaces as '+', signed with HMAC-SHA512 of the merchant's hash secret (vnp_SecureHash).
 */
export interface VnpayKeys {
  tmnCode: string;
  hashSecret: string;
  /** Absolute gateway URL, or a path on this server for the sandbox. */
  payUrl: string;
}

/** VNPay's keys and its merchant API (querydr, refund); the sandbox answers it in this process. */
export type VnpayConfig = VnpayKeys & GatewayEndpoint;

export const SANDBOX_PATH = '/sandbox-gateway/vnpay';
const VNPAY_TEST_URL = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html';

/** The e-wallet gateway: the merchant's keys; in development and tests the local sandbox; else none. */
export function vnpayConfig(env: Env): VnpayConfig | undefined {
  const { VNPAY_TMN_CODE: tmnCode, VNPAY_HASH_SECRET: hashSecret } = env;
  return gatewayConfig<VnpayKeys>(env, {
    keys:
      tmnCode && hashSecret ? { tmnCode, hashSecret, payUrl: env.VNPAY_URL ?? VNPAY_TEST_URL } : undefined,
    apiUrl: env.VNPAY_API_URL ?? VNPAY_TEST_API_URL,
    sandbox: (derive) => ({ tmnCode: 'SANDBOX1', hashSecret: derive('vnpay-sandbox'), payUrl: SANDBOX_PATH }),
    sandboxUrl: `${SANDBOX_PATH}${VNPAY_API_PATH}`,
  });
}

/** Whether the shop can take e-wallet payments, as the console may be told: no key leaves the server. */
export function vnpayGatewayState(env: Env): GatewayState {
  const config = vnpayConfig(env);
  if (!config) return 'missing';
  return config.isSandbox ? 'sandbox' : 'keys';
}

export type VnpParams = Record<string, string>;

const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** The signed text and the query string: `key=value` pairs sorted by key, joined by '&'. */
export function encodeVnpayParams(params: VnpParams): string {
  return Object.keys(params)
    .filter((key) => params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${encode(key)}=${encode(params[key] ?? '')}`)
    .join('&');
}

export function signVnpay(params: VnpParams, secret: string): string {
  return createHmac('sha512', secret).update(encodeVnpayParams(params), 'utf8').digest('hex');
}

/** Adds vnp_SecureHash to parameters; returns the query string to append to a URL. */
export function signedQuery(params: VnpParams, secret: string): string {
  return `${encodeVnpayParams(params)}&vnp_SecureHash=${signVnpay(params, secret)}`;
}

/** The vnp_* parameters of a query, without the hash fields. */
export function vnpParamsOf(query: Record<string, unknown>): VnpParams {
  const out: VnpParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('vnp_') || key === 'vnp_SecureHash' || key === 'vnp_SecureHashType') continue;
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** True when the query's vnp_SecureHash is the signature of its other vnp_* parameters. */
export function verifyVnpay(query: Record<string, unknown>, secret: string): boolean {
  const given = query.vnp_SecureHash;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(signVnpay(vnpParamsOf(query), secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** yyyyMMddHHmmss in Vietnam time (GMT+7), as VNPay dates are written. */
export function vnpayDate(when: Date): string {
  return new Date(when.getTime() + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

export interface PaymentRequest {
  txnRef: string;
  /** Integer VND (VNPay receives it times 100). */
  amount: number;
  orderInfo: string;
  returnUrl: string;
  ipAddr: string;
  locale: 'vi' | 'en';
  now: Date;
}

/** The gateway URL the browser goes to (virtual_payment_client_url). */
export function buildPaymentUrl(config: VnpayConfig, origin: string, request: PaymentRequest): string {
  const params: VnpParams = {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: config.tmnCode,
    vnp_Amount: String(request.amount * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: request.txnRef,
    vnp_OrderInfo: request.orderInfo,
    vnp_OrderType: 'other',
    vnp_Locale: request.locale === 'en' ? 'en' : 'vn',
    vnp_ReturnUrl: request.returnUrl,
    vnp_IpAddr: request.ipAddr,
    vnp_CreateDate: vnpayDate(request.now),
    vnp_ExpireDate: vnpayDate(new Date(request.now.getTime() + 15 * 60_000)),
  };
  const base = config.isSandbox ? `${origin}${config.payUrl}` : config.payUrl;
  return `${base}?${signedQuery(params, config.hashSecret)}`;
}
