import {
  GatewayError,
  type GatewayNotice,
  type GatewayPaymentState,
  type PaymentGateway,
} from './gateway.js';
import {
  MOMO_FIELDS,
  type MomoConfig,
  type MomoMessage,
  momoMessageOf,
  signMomo,
  verifyMomo,
} from './momo.js';
import { type MomoApi, momoRequestId, momoSandboxReply } from './momo-sandbox.js';
import { walletTransport } from './wallet-api.js';

/** MoMo asks for at least 30 s before giving up on its API ("Minimum timeout … must be 30s"). */
const API_TIMEOUT_MS = 30_000;

/** What the shop answers MoMo's IPN: HTTP 204 without a body ("Payment Notification"). */
export interface MomoIpnReply {
  statusCode: 204 | 400;
}

function transportOf(config: MomoConfig) {
  return walletTransport('momo', config, {
    sandboxReply: (api: MomoApi, body: MomoMessage) => momoSandboxReply(config, api, body),
    url: (api) => `${config.apiUrl}/v2/gateway/api/${api}`,
    contentType: 'application/json; charset=UTF-8',
    timeoutMs: API_TIMEOUT_MS,
    messageOf: momoMessageOf,
    isAnswer: (message) => message.resultCode !== undefined,
  });
}

/** Result codes that say nothing of the payment: the shop's request or MoMo itself failed. */
const REQUEST_FAILED = new Set([10, 11, 12, 13, 20, 40, 98, 99]);
/** Result codes of a payment still open: created, processing, authorised (1000, 7000, 7002, 9000). */
const PENDING = new Set([1000, 7000, 7002, 9000]);

function stateOf(resultCode: number): GatewayPaymentState {
  if (resultCode === 0) return 'paid';
  if (resultCode === 42) return 'unknown';
  return PENDING.has(resultCode) ? 'pending' : 'failed';
}

const codeOf = (message: MomoMessage) => Number(message.resultCode);
const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** MoMo on the payment-gateway interface (decisions 052, 056): one-time wallet payments (captureWallet). */
export function momoGateway(config: MomoConfig): PaymentGateway<MomoIpnReply> {
  const send = transportOf(config);
  const signed = (body: MomoMessage, fields: readonly string[]) => ({
    ...body,
    signature: signMomo(body, fields, config),
  });
  const query = async (orderId: string, signal?: AbortSignal) => {
    const reply = await send(
      'query',
      signed(
        { partnerCode: config.partnerCode, requestId: momoRequestId(), orderId, lang: 'vi' },
        MOMO_FIELDS.query,
      ),
      signal,
    );
    if (REQUEST_FAILED.has(codeOf(reply)))
      throw new GatewayError('momo', `query refused: ${codeOf(reply)} ${textOf(reply.message)}`);
    return reply;
  };
  return {
    id: 'momo',
    state: config.isSandbox ? 'sandbox' : 'keys',
    reference: (txnRef) => txnRef,
    async create(request, signal) {
      const body = signed(
        {
          partnerCode: config.partnerCode,
          requestType: 'captureWallet',
          ipnUrl: request.notifyUrl,
          redirectUrl: request.returnUrl,
          orderId: request.txnRef,
          amount: request.amount,
          orderInfo: request.orderInfo,
          // One create per attempt reference: its requestId is the reference too (MoMo's idempotency key).
          requestId: request.txnRef,
          extraData: '',
          lang: request.locale,
        },
        MOMO_FIELDS.create,
      );
      const reply = await send('create', body, signal);
      if (codeOf(reply) !== 0 || typeof reply.payUrl !== 'string' || reply.payUrl === '')
        throw new GatewayError('momo', `create refused: ${codeOf(reply)} ${textOf(reply.message)}`);
      return { txnRef: request.txnRef, url: reply.payUrl };
    },
    verifyNotification(input): GatewayNotice | undefined {
      if (!verifyMomo(input, MOMO_FIELDS.notify, config)) return undefined;
      const raw = Object.fromEntries(
        [...MOMO_FIELDS.notify.filter((field) => field !== 'accessKey'), 'signature'].map((field) => [
          field,
          textOf(input[field]),
        ]),
      );
      const txnRef = raw.orderId ?? '';
      const transactionId = raw.transId ?? '';
      return {
        txnRef,
        orderCode: txnRef.replace(/-\d+$/, ''),
        isPaid: raw.resultCode === '0',
        amount: Number(raw.amount),
        transactionId,
        paidFields: {
          vnp_transaction_no: transactionId,
          vnp_txn_ref: txnRef,
          cong_thanh_toan: 'momo',
          momo_pay_type: raw.payType ?? '',
        },
        failureFields: { momo_result_code: raw.resultCode ?? '' },
        raw,
      };
    },
    acknowledge(reason) {
      return { statusCode: reason === 'SIGNATURE_INVALID' ? 400 : 204 };
    },
    async query(request, signal) {
      const reply = await query(request.txnRef, signal);
      return {
        state: stateOf(codeOf(reply)),
        amount: Number(reply.amount ?? 0) || 0,
        transactionId: codeOf(reply) === 0 ? textOf(reply.transId) : '',
        providerCode: String(codeOf(reply)),
      };
    },
    async refund(request, signal) {
      // The refund's own orderId is its id: a retry first asks MoMo whether that refund exists.
      const refundOrderId = `R${request.requestId}`;
      const status = await query(request.txnRef, signal);
      const earlier = Array.isArray(status.refundTrans)
        ? (status.refundTrans as MomoMessage[]).find((item) => textOf(item.orderId) === refundOrderId)
        : undefined;
      if (earlier && codeOf(earlier) === 0)
        return {
          isAccepted: true,
          refundId: textOf(earlier.transId),
          providerCode: '0',
          message: 'already refunded',
        };
      const reply = await send(
        'refund',
        signed(
          {
            partnerCode: config.partnerCode,
            orderId: refundOrderId,
            requestId: request.requestId,
            amount: request.amount,
            transId: Number(request.transactionId),
            lang: 'vi',
            description: request.reason,
          },
          MOMO_FIELDS.refund,
        ),
        signal,
      );
      if ([10, 11, 12, 13, 20, 98, 99].includes(codeOf(reply)))
        throw new GatewayError('momo', `refund refused: ${codeOf(reply)} ${textOf(reply.message)}`);
      return {
        isAccepted: codeOf(reply) === 0,
        refundId: codeOf(reply) === 0 ? textOf(reply.transId) : '',
        providerCode: String(codeOf(reply)),
        message: textOf(reply.message),
      };
    },
  };
}
