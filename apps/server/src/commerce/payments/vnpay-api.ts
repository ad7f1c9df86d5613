import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VNPay's merchant web API (decision 052, VNPay's page "API querydr, refund",
 * https://sandbox.vnpayment.vn/apis/docs/truy-van-hoan-tien/querydr&refund.html): a JSON POST to
 * merchant_webapi/api/transaction whose vnp_SecureHash is HMAC-SHA512, with the hash secret, of
 * the listed fields' values joined by '|' in the documented order (not the payment URL's sorted
 * query). The reply is signed the same way over its own list.
 */
export const VNPAY_API_PATH = '/merchant_webapi/api/transaction';
export const VNPAY_TEST_API_URL = `https://sandbox.vnpayment.vn${VNPAY_API_PATH}`;

export const QUERYDR_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

export const REFUND_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

export const REFUND_REPLY_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/** querydr's reply is signed over refund's list and the promotion it may carry. */
export const QUERYDR_REPLY_FIELDS = [
  ...REFUND_REPLY_FIELDS,
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
] as const;

export type ApiMessage = Record<string, string>;

/** The documented data string: the fields' values in order, joined by '|' (an absent one empty). */
export function apiDataString(message: ApiMessage, fields: readonly string[]): string {
  return fields.map((field) => message[field] ?? '').join('|');
}

export function signApi(message: ApiMessage, fields: readonly string[], secret: string): string {
  return createHmac('sha512', secret).update(apiDataString(message, fields), 'utf8').digest('hex');
}

/** True when `message.vnp_SecureHash` signs its `fields` (constant-time). */
export function verifyApi(message: ApiMessage, fields: readonly string[], secret: string): boolean {
  const given = message.vnp_SecureHash;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(signApi(message, fields, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** A JSON body's values as strings (VNPay writes some numbers as numbers). */
export function apiMessageOf(body: unknown): ApiMessage {
  const out: ApiMessage = {};
  if (typeof body !== 'object' || body === null) return out;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
  }
  return out;
}
