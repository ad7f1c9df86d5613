import { randomInt, randomUUID } from 'node:crypto';
import {
  type ApiMessage,
  apiMessageOf,
  QUERYDR_REPLY_FIELDS,
  QUERYDR_REQUEST_FIELDS,
  REFUND_REPLY_FIELDS,
  REFUND_REQUEST_FIELDS,
  signApi,
  verifyApi,
} from './vnpay-api.js';
import { vnpayDate, type VnpayConfig } from './vnpay.js';
import { sandboxLedgers } from './wallet-sandbox-modes.js';

interface SandboxPayment {
  amount: number;
  transactionNo: string;
  /** VNPay's vnp_TransactionStatus: '00' paid, '02' failed. */
  status: '00' | '02';
  payDate: string;
  orderInfo: string;
  refunded: number;
  requestIds: Set<string>;
}

/**
 * The local sandbox gateway's memory of the payments made on its page (development and tests only,
 * one process; a restart forgets them, as a new sandbox account would), so that it can answer
 * VNPay's querydr and refund as VNPay does. Keyed by the sandbox's secret (one per TRUST_KEY).
 */
const ledgers = sandboxLedgers<SandboxPayment>();
const ledgerOf = (config: VnpayConfig) => ledgers(config.hashSecret);

/** The sandbox page's Pay or Cancel: the payment it now knows, and its VNPay transaction number. */
export function recordSandboxPayment(
  config: VnpayConfig,
  payment: { txnRef: string; amount: number; orderInfo: string; isPaid: boolean; now: Date },
): string {
  const transactionNo = String(randomInt(10_000_000, 99_999_999));
  ledgerOf(config).set(payment.txnRef, {
    amount: payment.amount,
    transactionNo,
    status: payment.isPaid ? '00' : '02',
    payDate: vnpayDate(payment.now),
    orderInfo: payment.orderInfo,
    refunded: 0,
    requestIds: new Set(),
  });
  return transactionNo;
}

const MESSAGES: Record<string, string> = {
  '00': 'Success',
  '02': 'Invalid TmnCode',
  '03': 'Invalid data format',
  '91': 'Transaction not found',
  '94': 'Duplicate request',
  '95': 'Transaction not successful at VNPAY',
  '97': 'Invalid checksum',
};

/**
 * merchant_webapi/api/transaction as the sandbox answers it: the request's checksum checked over
 * the documented fields, the reply signed over its own. Codes as VNPay's page lists them.
 */
export function sandboxApiReply(config: VnpayConfig, body: unknown, now = new Date()): ApiMessage {
  const request = apiMessageOf(body);
  const command = request.vnp_Command;
  const fields = command === 'refund' ? REFUND_REQUEST_FIELDS : QUERYDR_REQUEST_FIELDS;
  const replyFields = command === 'refund' ? REFUND_REPLY_FIELDS : QUERYDR_REPLY_FIELDS;
  const reply = (code: string, extra: ApiMessage = {}): ApiMessage => {
    const message: ApiMessage = {
      vnp_ResponseId: randomUUID().replace(/-/g, ''),
      vnp_Command: command ?? '',
      vnp_ResponseCode: code,
      vnp_Message: MESSAGES[code] ?? 'Error',
      vnp_TmnCode: config.tmnCode,
      vnp_TxnRef: request.vnp_TxnRef ?? '',
      ...extra,
    };
    return { ...message, vnp_SecureHash: signApi(message, replyFields, config.hashSecret) };
  };
  if (command !== 'querydr' && command !== 'refund') return reply('03');
  if (!verifyApi(request, fields, config.hashSecret)) return reply('97');
  if (request.vnp_TmnCode !== config.tmnCode) return reply('02');
  const payment = ledgerOf(config).get(request.vnp_TxnRef ?? '');
  if (!payment) return reply('91');
  const described = (type: string): ApiMessage => ({
    vnp_Amount: String(payment.amount * 100),
    vnp_BankCode: 'NCB',
    vnp_PayDate: payment.payDate,
    vnp_TransactionNo: payment.transactionNo,
    vnp_TransactionType: type,
    vnp_TransactionStatus: payment.status,
    vnp_OrderInfo: payment.orderInfo,
  });
  if (command === 'querydr')
    return reply(
      '00',
      described(payment.refunded === 0 ? '01' : payment.refunded < payment.amount ? '03' : '02'),
    );
  if (payment.status !== '00') return reply('95');
  const requestId = request.vnp_RequestId ?? '';
  if (payment.requestIds.has(requestId)) return reply('94');
  const amount = Number(request.vnp_Amount) / 100;
  const type = request.vnp_TransactionType;
  const left = payment.amount - payment.refunded;
  const isValid =
    Number.isInteger(amount) &&
    amount > 0 &&
    amount <= left &&
    (type === '03' || (type === '02' && amount === payment.amount && payment.refunded === 0));
  if (!isValid) return reply('03');
  payment.requestIds.add(requestId);
  payment.refunded += amount;
  return reply('00', {
    ...described(type),
    vnp_Amount: String(amount * 100),
    vnp_PayDate: vnpayDate(now),
    vnp_TransactionNo: String(randomInt(10_000_000, 99_999_999)),
  });
}
