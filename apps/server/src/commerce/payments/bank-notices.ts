import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BankTransferProvider } from '@shop/domain/payments';
import { type Env, isDevelopmentMode } from '../../env.js';

/**
 * The wire formats of the bank-notification services (issue 30): what each sends, how it is
 * authenticated, and the one shape the shop reads them into. The rules (which order, paid or
 * part) are the domain's (bank-transfer.ts); these adapters only read the provider's words.
 */

/** One movement of money on the shop's account, as a provider reports it. */
export interface BankNotice {
  provider: BankTransferProvider;
  /** The provider's id of the transaction: the same on every retry of one notification. */
  transactionId: string;
  /** Integer VND; negative for money out of the account. */
  amount: number;
  /** The transfer note the shopper (and the banks) wrote. */
  note: string;
  accountNumber: string;
  /** The bank's reference of the transaction. */
  reference: string;
  /** When the bank booked it, as the provider writes it ('YYYY-MM-DD HH:mm:ss', Vietnam time). */
  transferredAt: string;
}

/** A notification that is authentic but not in the documented shape: refused, nothing recorded. */
export class BankNoticeShapeError extends Error {}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function wholeVnd(value: unknown): number {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw new BankNoticeShapeError('amount is not a whole number of VND');
  return amount;
}

function transactionIdOf(value: unknown): string {
  const id = text(value).trim();
  if (id === '' || id.length > 100) throw new BankNoticeShapeError('no transaction id');
  return id;
}

const asRecord = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BankNoticeShapeError('not a JSON object');
  return value as Record<string, unknown>;
};

/** Compares two secrets in constant time (their lengths may differ: then false). */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// --- SePay (decision 050) ------------------------------------------------------------------------

/** A webhook's key: the one set, or in development and tests the local simulator's. */
export interface WebhookKey {
  key: string;
  /** Derived from TRUST_KEY for the local simulator (development and tests only). */
  isSandbox: boolean;
}

type KeyEnv = Pick<Env, 'NODE_ENV' | 'TRUST_KEY' | 'SEPAY_WEBHOOK_KEY' | 'CASSO_WEBHOOK_SECRET'>;

/**
 * The key set for a provider; without it, in development and tests only, a key derived from
 * TRUST_KEY that the local simulator (/sandbox-gateway/sepay, /sandbox-gateway/casso) signs with,
 * as VNPay's sandbox does (decision 007). Production without the key: none, the webhook is off.
 */
function webhookKey(env: KeyEnv, set: string | undefined, provider: string): WebhookKey | undefined {
  if (set) return { key: set, isSandbox: false };
  if (!isDevelopmentMode(env)) return undefined;
  return {
    key: createHmac('sha256', env.TRUST_KEY).update(`${provider}-sandbox`).digest('hex'),
    isSandbox: true,
  };
}

/** SePay's key: the header `Authorization: Apikey <key>` it sends with each webhook. */
export const sepayKey = (env: KeyEnv): WebhookKey | undefined =>
  webhookKey(env, env.SEPAY_WEBHOOK_KEY, 'sepay');

/** Whether a request carries SePay's `Authorization: Apikey <key>` with this key. */
export function isSepayAuthorized(authorization: string | undefined, key: string): boolean {
  const match = /^Apikey (.*)$/i.exec(authorization ?? '');
  return match !== null && sameSecret(match[1] ?? '', key);
}

/**
 * SePay's webhook body: `id` (its transaction id), `gateway` (the bank), `transactionDate`,
 * `accountNumber`, `code` (the payment code SePay recognised, or null), `content` (the note),
 * `transferType` ('in' or 'out'), `transferAmount`, `accumulated`, `subAccount`, `referenceCode`,
 * `description` (the bank's full text).
 */
export function readSepayNotice(body: unknown): BankNotice {
  const data = asRecord(body);
  const type = data.transferType;
  if (type !== 'in' && type !== 'out') throw new BankNoticeShapeError('transferType is not in or out');
  const amount = wholeVnd(data.transferAmount);
  // SePay's `code` is the payment code it found by the account's settings: read before the note.
  const note = [text(data.code), text(data.content)].filter((part) => part !== '').join(' ');
  return {
    provider: 'sepay',
    transactionId: transactionIdOf(data.id),
    amount: type === 'in' ? Math.abs(amount) : -Math.abs(amount),
    note: note || text(data.description),
    accountNumber: text(data.accountNumber),
    reference: text(data.referenceCode),
    transferredAt: text(data.transactionDate),
  };
}

// --- Casso (decision 051) ------------------------------------------------------------------------

/** Casso's checksum key, which signs its X-Casso-Signature. */
export const cassoSecret = (env: KeyEnv): WebhookKey | undefined =>
  webhookKey(env, env.CASSO_WEBHOOK_SECRET, 'casso');

/** Object keys sorted at every depth, as Casso sorts the body before signing it. */
function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sortKeysDeep(record[key])]),
  );
}

/**
 * The JSON PHP's json_encode writes (Casso's PHP sample signs with it): '/' escaped, and every
 * character beyond ASCII as \uXXXX. The same as JSON.stringify for an ASCII body without '/'.
 */
function phpJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('/', '\\/')
    .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Casso's signature of a body at a time: HMAC-SHA512 of `<t>.<body with keys sorted>`, hex. */
export function signCasso(body: unknown, timestamp: string, secret: string, php = false): string {
  const sorted = sortKeysDeep(body);
  const json = php ? phpJson(sorted) : JSON.stringify(sorted);
  return createHmac('sha512', secret).update(`${timestamp}.${json}`).digest('hex');
}

/** The `X-Casso-Signature` header Casso sends: `t=<unix ms>,v1=<hex>`. */
export const cassoSignatureHeader = (body: unknown, timestamp: string, secret: string) =>
  `t=${timestamp},v1=${signCasso(body, timestamp, secret)}`;

/**
 * Whether `X-Casso-Signature` signs this parsed body with the secret. Casso's samples serialise
 * the sorted body with their language's JSON writer; a Node writer and PHP's differ only in
 * escapes ('/', non-ASCII), so either form's signature is accepted: both need the secret.
 */
export function isCassoSigned(header: string | undefined, body: unknown, secret: string): boolean {
  const match = /^t=(\d{1,16}),v1=([0-9a-f]{128})$/.exec((header ?? '').trim());
  if (!match) return false;
  const [, timestamp = '', signature = ''] = match;
  const given = Buffer.from(signature, 'hex');
  return [false, true].some((php) => {
    const expected = Buffer.from(signCasso(body, timestamp, secret, php), 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/**
 * Casso's webhook (version 2) body: `{ error: 0, data: { id, reference, description, amount,
 * runningBalance, transactionDateTime, accountNumber, bankName, bankAbbreviation,
 * virtualAccountNumber, virtualAccountName, counterAccountName, counterAccountNumber,
 * counterAccountBankId, counterAccountBankName } }`; money out has a negative amount.
 */
export function readCassoNotice(body: unknown): BankNotice {
  const data = asRecord(asRecord(body).data);
  return {
    provider: 'casso',
    transactionId: transactionIdOf(data.id),
    amount: wholeVnd(data.amount),
    note: text(data.description),
    accountNumber: text(data.accountNumber),
    reference: text(data.reference),
    transferredAt: text(data.transactionDateTime),
  };
}
