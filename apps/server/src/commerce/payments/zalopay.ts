import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env.js';
import { type GatewayEndpoint, gatewayConfig } from './wallet-api.js';

/**
 * ZaloPay's order API v2 (decision 057): `POST /v2/{create,query,refund,query_refund}`, each
 * authenticated by `mac` = HMAC-SHA256 of key1 over the request's fields joined by '|' in a
 * documented order; ZaloPay's callback and the browser's redirect are authenticated with key2.
 */
export interface ZalopayKeys {
  appId: string;
  /** The mac key: signs the shop's requests. */
  key1: string;
  /** The callback key: ZaloPay signs its callbacks and redirects with it. */
  key2: string;
}

/** ZaloPay's keys and API (its sandbox by default; the simulator answers in this process). */
export type ZalopayConfig = ZalopayKeys & GatewayEndpoint;

export const ZALOPAY_SANDBOX_PATH = '/sandbox-gateway/zalopay';
/** ZaloPay's sandbox environment (docs.zalopay.vn, "Create a new order"). */
const ZALOPAY_TEST_API_URL = 'https://sb-openapi.zalopay.vn';

/** ZaloPay with merchant keys; in development and tests the local simulator; else none. */
export function zalopayConfig(env: Env): ZalopayConfig | undefined {
  const { ZALOPAY_APP_ID: appId, ZALOPAY_KEY1: key1, ZALOPAY_KEY2: key2 } = env;
  return gatewayConfig<ZalopayKeys>(env, {
    keys: appId && key1 && key2 ? { appId, key1, key2 } : undefined,
    apiUrl: env.ZALOPAY_API_URL ?? ZALOPAY_TEST_API_URL,
    sandbox: (derive) => ({
      appId: '2553',
      key1: derive('zalopay-sandbox-key1'),
      key2: derive('zalopay-sandbox-key2'),
    }),
    sandboxUrl: ZALOPAY_SANDBOX_PATH,
  });
}

/** The documented mac inputs, field by field, joined by '|'. */
export const ZALOPAY_MAC_FIELDS = {
  /** "Create a new order" (key1). */
  create: ['app_id', 'app_trans_id', 'app_user', 'amount', 'app_time', 'embed_data', 'item'],
  /** "Query status of an order" (key1): app_id|app_trans_id|key1. */
  query: ['app_id', 'app_trans_id', 'key1'],
  /** "Refund for a transaction", without a refund fee (key1). */
  refund: ['app_id', 'zp_trans_id', 'amount', 'description', 'timestamp'],
  /** "Query for refund status" (key1). */
  queryRefund: ['app_id', 'm_refund_id', 'timestamp'],
  /** The redirect to the merchant's page (key2). */
  redirect: ['appid', 'apptransid', 'pmcid', 'bankcode', 'amount', 'discountamount', 'status'],
} as const;

export type ZalopayMessage = Record<string, unknown>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function zalopayMacInput(message: ZalopayMessage, fields: readonly string[]): string {
  return fields.map((field) => text(message[field])).join('|');
}

export const hmacHex = (key: string, input: string) =>
  createHmac('sha256', key).update(input, 'utf8').digest('hex');

/** The mac of a request to ZaloPay (key1). */
export function zalopayMac(
  message: ZalopayMessage,
  fields: readonly string[],
  config: ZalopayConfig,
): string {
  return hmacHex(config.key1, zalopayMacInput({ ...message, key1: config.key1 }, fields));
}

/** Constant-time comparison of a hex mac with the expected one. */
export function sameMac(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** True when a callback's `mac` is HMAC(key2, data) — the data string exactly as received. */
export function verifyZalopayCallback(body: ZalopayMessage, config: ZalopayConfig): boolean {
  return typeof body.data === 'string' && sameMac(hmacHex(config.key2, body.data), body.mac);
}

/** True when a redirect's `checksum` is HMAC(key2) of its documented fields. */
export function verifyZalopayRedirect(query: ZalopayMessage, config: ZalopayConfig): boolean {
  return sameMac(hmacHex(config.key2, zalopayMacInput(query, ZALOPAY_MAC_FIELDS.redirect)), query.checksum);
}

/** yymmdd in Vietnam time (GMT+7), as app_trans_id and m_refund_id begin. */
export function zalopayDay(when: Date): string {
  return new Date(when.getTime() + 7 * 3_600_000).toISOString().slice(2, 10).replace(/-/g, '');
}

/** The order code an app_trans_id carries (yymmdd_DH000123-2 → DH000123). */
export const zalopayOrderCode = (appTransId: string) =>
  appTransId.replace(/^\d{6}_/, '').replace(/-\d+$/, '');

export function zalopayMessageOf(body: unknown): ZalopayMessage {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as ZalopayMessage) : {};
}
