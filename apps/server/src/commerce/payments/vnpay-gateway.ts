import { randomUUID } from 'node:crypto';
import type { PaymentNoticeReason } from '@shop/domain/payments';
import {
  GatewayError,
  type GatewayNotice,
  type GatewayPaymentState,
  type PaymentGateway,
  type QueryPaymentRequest,
  type RefundPaymentRequest,
} from './gateway.js';
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
import { sandboxApiReply } from './vnpay-sandbox.js';
import { buildPaymentUrl, type VnpayConfig, vnpayDate, vnpParamsOf, verifyVnpay } from './vnpay.js';

/** The IPN answer codes of the VNPay protocol (decision 039 cites VNPay's page). */
export type IpnCode = '00' | '01' | '02' | '04' | '97' | '99';

const IPN_MESSAGES: Record<IpnCode, string> = {
  '00': 'Confirm Success',
  '01': 'Order not found',
  '02': 'Order already confirmed',
  '04': 'Invalid amount',
  '97': 'Invalid signature',
  '99': 'Unknown error',
};

/**
 * The domain's reasons in VNPay's codes. As in VNPay's own IPN sample, '02' answers every order
 * whose payment is no longer pending: paid already, cancelled, a draft, paid another way. VNPay
 * stops repeating an IPN answered '00' or '02'; the money of those is recorded as a refund due.
 */
const IPN_CODE_OF: Record<PaymentNoticeReason | 'SIGNATURE_INVALID', IpnCode> = {
  ACCEPTED: '00',
  NOT_COMPLETED: '00',
  ORDER_NOT_FOUND: '01',
  AMOUNT_MISMATCH: '04',
  ALREADY_RECORDED: '02',
  ALREADY_PAID: '02',
  ORDER_CANCELLED: '02',
  ORDER_NOT_PLACED: '02',
  NOT_EWALLET: '02',
  SIGNATURE_INVALID: '97',
};

export interface VnpayIpnReply {
  RspCode: IpnCode;
  Message: string;
}

/** How long the shop waits for VNPay's API before giving up (the job queue tries again). */
const API_TIMEOUT_MS = 10_000;

type Transport = (body: ApiMessage, signal?: AbortSignal) => Promise<unknown>;

/** VNPay's API over HTTPS (merchant keys), or the sandbox's, answered in this process. */
function transportOf(config: VnpayConfig): Transport {
  if (config.isSandbox) return async (body) => sandboxApiReply(config, body);
  return async (body, signal) => {
    let response: Response;
    try {
      response = await fetch(config.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: signal ?? AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError('vnpay', `API not reached (${(error as Error).message})`);
    }
    if (!response.ok) throw new GatewayError('vnpay', `API answered HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new GatewayError('vnpay', 'API answered something other than JSON');
    }
  };
}

/** vnp_TransactionStatus and vnp_TransactionType in the shop's words. */
function stateOf(reply: ApiMessage): GatewayPaymentState {
  if (reply.vnp_ResponseCode === '91') return 'unknown';
  if (reply.vnp_TransactionStatus !== '00')
    return reply.vnp_TransactionStatus === '01' ? 'pending' : 'failed';
  return reply.vnp_TransactionType === '02' ? 'refunded' : 'paid';
}

/** VNPay on the payment-gateway interface (decision 052). */
export function vnpayGateway(config: VnpayConfig): PaymentGateway<VnpayIpnReply> {
  const send = transportOf(config);
  /** Sends a signed API request and returns its reply once its own signature is checked. */
  const call = async (
    request: ApiMessage,
    fields: readonly string[],
    replyFields: readonly string[],
    signal?: AbortSignal,
  ): Promise<ApiMessage> => {
    const body = { ...request, vnp_SecureHash: signApi(request, fields, config.hashSecret) };
    const reply = apiMessageOf(await send(body, signal));
    if (!reply.vnp_ResponseCode) throw new GatewayError('vnpay', 'API reply without vnp_ResponseCode');
    // VNPay signs its replies; an error reply before the checksum (97, 99) may come unsigned.
    if (reply.vnp_SecureHash !== undefined && !verifyApi(reply, replyFields, config.hashSecret))
      throw new GatewayError('vnpay', 'API reply with a wrong checksum');
    return reply;
  };
  return {
    id: 'vnpay',
    state: config.isSandbox ? 'sandbox' : 'keys',
    reference: (txnRef) => txnRef,
    async create(request) {
      return { txnRef: request.txnRef, url: buildPaymentUrl(config, request.origin, request) };
    },
    verifyNotification(input): GatewayNotice | undefined {
      if (!verifyVnpay(input, config.hashSecret)) return undefined;
      const raw = vnpParamsOf(input);
      const txnRef = raw.vnp_TxnRef ?? '';
      const transactionId = raw.vnp_TransactionNo || txnRef;
      if (typeof input.vnp_SecureHash === 'string') raw.vnp_SecureHash = input.vnp_SecureHash;
      return {
        txnRef,
        orderCode: txnRef.replace(/-\d+$/, ''),
        isPaid: raw.vnp_ResponseCode === '00' && (raw.vnp_TransactionStatus ?? '00') === '00',
        // VNPay sends the amount times 100; anything but a whole number of VND cannot be a total.
        amount: Number(raw.vnp_Amount) / 100,
        transactionId,
        paidFields: {
          vnp_transaction_no: transactionId,
          vnp_txn_ref: txnRef,
          vnp_bank_code: raw.vnp_BankCode ?? '',
        },
        failureFields: { vnp_response_code: raw.vnp_ResponseCode ?? '' },
        raw,
      };
    },
    acknowledge(reason) {
      const code = IPN_CODE_OF[reason];
      return { RspCode: code, Message: IPN_MESSAGES[code] };
    },
    async query(request: QueryPaymentRequest, signal) {
      const reply = await call(
        {
          vnp_RequestId: requestIdOf(),
          vnp_Version: '2.1.0',
          vnp_Command: 'querydr',
          vnp_TmnCode: config.tmnCode,
          vnp_TxnRef: request.txnRef,
          vnp_OrderInfo: request.orderInfo,
          vnp_TransactionDate: vnpayDate(request.createdAt),
          vnp_CreateDate: vnpayDate(request.now),
          vnp_IpAddr: request.ipAddr,
        },
        QUERYDR_REQUEST_FIELDS,
        QUERYDR_REPLY_FIELDS,
        signal,
      );
      if (reply.vnp_ResponseCode !== '00' && reply.vnp_ResponseCode !== '91')
        throw new GatewayError(
          'vnpay',
          `querydr refused: ${reply.vnp_ResponseCode} ${reply.vnp_Message ?? ''}`,
        );
      return {
        state: stateOf(reply),
        amount: Number(reply.vnp_Amount ?? 0) / 100 || 0,
        transactionId: reply.vnp_TransactionNo ?? '',
        providerCode: `${reply.vnp_ResponseCode}/${reply.vnp_TransactionStatus ?? ''}`,
      };
    },
    async refund(request: RefundPaymentRequest, signal) {
      const reply = await call(
        {
          vnp_RequestId: request.requestId,
          vnp_Version: '2.1.0',
          vnp_Command: 'refund',
          vnp_TmnCode: config.tmnCode,
          vnp_TransactionType: request.isFull ? '02' : '03',
          vnp_TxnRef: request.txnRef,
          vnp_Amount: String(request.amount * 100),
          vnp_TransactionNo: request.transactionId,
          vnp_TransactionDate: vnpayDate(request.paidAt),
          vnp_CreateBy: request.by,
          vnp_CreateDate: vnpayDate(request.now),
          vnp_IpAddr: request.ipAddr,
          vnp_OrderInfo: request.reason,
        },
        REFUND_REQUEST_FIELDS,
        REFUND_REPLY_FIELDS,
        signal,
      );
      return {
        isAccepted: reply.vnp_ResponseCode === '00',
        refundId: reply.vnp_ResponseCode === '00' ? (reply.vnp_TransactionNo ?? '') : '',
        providerCode: reply.vnp_ResponseCode ?? '',
        message: reply.vnp_Message ?? '',
      };
    },
  };
}

/** vnp_RequestId: unique per request within the day, alphanumeric, at most 32 characters. */
function requestIdOf(): string {
  return randomUUID().replace(/-/g, '');
}
