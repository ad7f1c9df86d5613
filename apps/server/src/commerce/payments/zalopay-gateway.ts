import { GatewayError, type GatewayNotice, type PaymentGateway } from './gateway.js';
import { walletTransport } from './wallet-api.js';
import {
  ZALOPAY_MAC_FIELDS,
  type ZalopayConfig,
  type ZalopayMessage,
  verifyZalopayCallback,
  zalopayDay,
  zalopayMac,
  zalopayMessageOf,
  zalopayOrderCode,
} from './zalopay.js';
import { type ZalopayApi, zalopaySandboxReply } from './zalopay-sandbox.js';

const API_TIMEOUT_MS = 30_000;
/** The order's life at ZaloPay, matching the shop's 15-minute query (expire_duration_seconds). */
const EXPIRE_SECONDS = 900;

/** The shop's answer to a callback ("Callback"): 1 taken, 2 a zp_trans_id already notified, -1 a wrong mac. */
export interface ZalopayCallbackReply {
  return_code: 1 | 2 | -1;
  return_message: string;
}

function transportOf(config: ZalopayConfig) {
  return walletTransport('zalopay', config, {
    sandboxReply: (api: ZalopayApi, body: ZalopayMessage) => zalopaySandboxReply(config, api, body),
    url: (api) => `${config.apiUrl}/v2/${api}`,
    contentType: 'application/json',
    timeoutMs: API_TIMEOUT_MS,
    messageOf: zalopayMessageOf,
    isAnswer: (message) => message.return_code !== undefined,
  });
}

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const codes = (reply: ZalopayMessage) => `${textOf(reply.return_code)}/${textOf(reply.sub_return_code)}`;
/** Sub codes that say the shop's request, not the payment, failed (-401, -402, -429, -500, -999). */
const REQUEST_FAILED = new Set([-401, -402, -429, -500, -999]);

/** ZaloPay on the payment-gateway interface (decisions 052, 057): the order API v2 with the gateway page. */
export function zalopayGateway(config: ZalopayConfig): PaymentGateway<ZalopayCallbackReply> {
  const send = transportOf(config);
  const withMac = (body: ZalopayMessage, fields: readonly string[]) => ({
    ...body,
    mac: zalopayMac(body, fields, config),
  });
  const refused = (reply: ZalopayMessage) =>
    Number(reply.return_code) === 2 && REQUEST_FAILED.has(Number(reply.sub_return_code));
  return {
    id: 'zalopay',
    state: config.isSandbox ? 'sandbox' : 'keys',
    reference: (txnRef, now) => `${zalopayDay(now)}_${txnRef}`,
    async create(request, signal) {
      const body = withMac(
        {
          app_id: Number(config.appId),
          app_user: 'shop',
          app_trans_id: request.txnRef,
          app_time: request.now.getTime(),
          expire_duration_seconds: EXPIRE_SECONDS,
          amount: request.amount,
          item: '[]',
          embed_data: JSON.stringify({ redirecturl: request.returnUrl }),
          description: request.orderInfo,
          callback_url: request.notifyUrl,
        },
        ZALOPAY_MAC_FIELDS.create,
      );
      const reply = await send('create', body, signal);
      if (Number(reply.return_code) !== 1 || typeof reply.order_url !== 'string' || reply.order_url === '')
        throw new GatewayError(
          'zalopay',
          `create refused: ${codes(reply)} ${textOf(reply.sub_return_message)}`,
        );
      return { txnRef: request.txnRef, url: reply.order_url };
    },
    verifyNotification(input): GatewayNotice | undefined {
      if (!verifyZalopayCallback(input, config)) return undefined;
      let data: ZalopayMessage;
      try {
        data = zalopayMessageOf(JSON.parse(String(input.data)));
      } catch {
        return undefined;
      }
      if (textOf(data.app_id) !== config.appId) return undefined;
      const txnRef = textOf(data.app_trans_id);
      const transactionId = textOf(data.zp_trans_id);
      return {
        txnRef,
        orderCode: zalopayOrderCode(txnRef),
        // ZaloPay calls back only once it has taken the money.
        isPaid: transactionId !== '' && transactionId !== '0',
        amount: Number(data.amount),
        transactionId,
        paidFields: {
          vnp_transaction_no: transactionId,
          vnp_txn_ref: txnRef,
          cong_thanh_toan: 'zalopay',
          zalopay_channel: textOf(data.channel),
        },
        failureFields: {},
        raw: { data: String(input.data), mac: textOf(input.mac), type: textOf(input.type) },
      };
    },
    acknowledge(reason) {
      if (reason === 'SIGNATURE_INVALID') return { return_code: -1, return_message: 'mac not equal' };
      if (reason === 'ALREADY_RECORDED') return { return_code: 2, return_message: 'duplicate zp_trans_id' };
      return { return_code: 1, return_message: 'success' };
    },
    async query(request, signal) {
      const reply = await send(
        'query',
        withMac({ app_id: Number(config.appId), app_trans_id: request.txnRef }, ZALOPAY_MAC_FIELDS.query),
        signal,
      );
      if (refused(reply)) throw new GatewayError('zalopay', `query refused: ${codes(reply)}`);
      const code = Number(reply.return_code);
      return {
        state: code === 1 ? 'paid' : code === 3 || reply.is_processing === true ? 'pending' : 'failed',
        amount: Number(reply.amount ?? 0) || 0,
        transactionId: code === 1 ? textOf(reply.zp_trans_id) : '',
        providerCode: codes(reply),
      };
    },
    async refund(request, signal) {
      // m_refund_id is dated with the day the refund was asked, so every retry sends the same id;
      // a retry first asks ZaloPay whether that refund exists (query_refund).
      const mRefundId = `${zalopayDay(request.requestedAt ?? request.now)}_${config.appId}_${request.requestId}`;
      const timestamp = request.now.getTime();
      const known = await send(
        'query_refund',
        withMac(
          { app_id: Number(config.appId), m_refund_id: mRefundId, timestamp },
          ZALOPAY_MAC_FIELDS.queryRefund,
        ),
        signal,
      );
      if (Number(known.return_code) === 1 || Number(known.return_code) === 3)
        return {
          isAccepted: true,
          refundId: textOf(known.refund_id),
          providerCode: codes(known),
          message: 'already asked',
        };
      const reply = await send(
        'refund',
        withMac(
          {
            app_id: Number(config.appId),
            m_refund_id: mRefundId,
            zp_trans_id: request.transactionId,
            amount: request.amount,
            timestamp,
            description: request.reason,
          },
          ZALOPAY_MAC_FIELDS.refund,
        ),
        signal,
      );
      if (refused(reply) && Number(reply.sub_return_code) !== -401)
        throw new GatewayError('zalopay', `refund refused: ${codes(reply)}`);
      // 1 done, 3 processing (ZaloPay refunds asynchronously): both taken.
      const isAccepted = Number(reply.return_code) === 1 || Number(reply.return_code) === 3;
      return {
        isAccepted,
        refundId: isAccepted ? textOf(reply.refund_id) : '',
        providerCode: codes(reply),
        message: textOf(reply.sub_return_message ?? reply.return_message),
      };
    },
  };
}
