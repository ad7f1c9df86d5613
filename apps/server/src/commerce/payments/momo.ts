import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env.js';
import { type GatewayEndpoint, gatewayConfig } from './wallet-api.js';

/**
 * MoMo's payment gateway, one-time wallet payments (decision 056): JSON requests to
 * `/v2/gateway/api/{create,query,refund}`, each signed with HMAC-SHA256 of the merchant's secret key
 * over a "raw signature" — `key=value` pairs of fixed fields, sorted by name, joined by '&', the
 * values as sent (not URL-encoded), accessKey among them although it is not in the body.
 */
export interface MomoKeys {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
}

/** MoMo's keys and API (its test address by default; the sandbox answers in this process). */
export type MomoConfig = MomoKeys & GatewayEndpoint;

export const MOMO_SANDBOX_PATH = '/sandbox-gateway/momo';
/** MoMo's test environment (developers.momo.vn, "Environments"). */
const MOMO_TEST_API_URL = 'https://test-payment.momo.vn';

/** MoMo with merchant keys; in development and tests the local simulator; else none (decision 007). */
export function momoConfig(env: Env): MomoConfig | undefined {
  const { MOMO_PARTNER_CODE: partnerCode, MOMO_ACCESS_KEY: accessKey, MOMO_SECRET_KEY: secretKey } = env;
  return gatewayConfig<MomoKeys>(env, {
    keys: partnerCode && accessKey && secretKey ? { partnerCode, accessKey, secretKey } : undefined,
    apiUrl: env.MOMO_API_URL ?? MOMO_TEST_API_URL,
    sandbox: (derive) => ({
      partnerCode: 'MOMOSANDBOX',
      accessKey: derive('momo-sandbox-access').slice(0, 16),
      secretKey: derive('momo-sandbox-secret'),
    }),
    sandboxUrl: MOMO_SANDBOX_PATH,
  });
}

/** The fields of each raw signature, as MoMo's pages list them (already in name order). */
export const MOMO_FIELDS = {
  /** "One-Time Payments" (wallet), POST /v2/gateway/api/create. */
  create: [
    'accessKey',
    'amount',
    'extraData',
    'ipnUrl',
    'orderId',
    'orderInfo',
    'partnerCode',
    'redirectUrl',
    'requestId',
    'requestType',
  ],
  /** "Payment Notification": the IPN body and the redirect's parameters. */
  notify: [
    'accessKey',
    'amount',
    'extraData',
    'message',
    'orderId',
    'orderInfo',
    'orderType',
    'partnerCode',
    'payType',
    'requestId',
    'responseTime',
    'resultCode',
    'transId',
  ],
  /** "Check Transaction Status", POST /v2/gateway/api/query. */
  query: ['accessKey', 'orderId', 'partnerCode', 'requestId'],
  /** "Reverse & Refund", POST /v2/gateway/api/refund. */
  refund: ['accessKey', 'amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'],
} as const;

export type MomoMessage = Record<string, unknown>;

const text = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** accessKey=…&amount=…: the documented raw signature of `fields` (accessKey from the config). */
export function momoRawSignature(message: MomoMessage, fields: readonly string[], accessKey: string): string {
  return fields
    .map((field) => `${field}=${field === 'accessKey' ? accessKey : text(message[field])}`)
    .join('&');
}

export function signMomo(message: MomoMessage, fields: readonly string[], config: MomoConfig): string {
  return createHmac('sha256', config.secretKey)
    .update(momoRawSignature(message, fields, config.accessKey), 'utf8')
    .digest('hex');
}

/** True when `message.signature` is the signature of its `fields` (and names this partner). */
export function verifyMomo(message: MomoMessage, fields: readonly string[], config: MomoConfig): boolean {
  const given = message.signature;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  if (text(message.partnerCode) !== config.partnerCode) return false;
  const expected = Buffer.from(signMomo(message, fields, config), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** A JSON body read as MoMo sends it (an object), or an empty one. */
export function momoMessageOf(body: unknown): MomoMessage {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as MomoMessage) : {};
}
