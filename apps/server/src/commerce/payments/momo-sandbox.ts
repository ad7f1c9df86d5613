import { randomInt, randomUUID } from 'node:crypto';
import {
  MOMO_FIELDS,
  MOMO_SANDBOX_PATH,
  type MomoConfig,
  type MomoMessage,
  momoMessageOf,
  signMomo,
  verifyMomo,
} from './momo.js';
import { originOf, sandboxLedgers } from './wallet-sandbox-modes.js';

interface SandboxRefund {
  orderId: string;
  requestId: string;
  amount: number;
  transId: number;
}

interface SandboxPayment {
  orderId: string;
  requestId: string;
  amount: number;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  extraData: string;
  /** The create request's `lang`: the language of MoMo's page. */
  lang: 'vi' | 'en';
  status: 'created' | 'paid' | 'failed';
  transId: number;
  refunds: SandboxRefund[];
}

/**
 * The local MoMo simulator's memory (development and tests, one process; a restart forgets it):
 * the payments created through its API, paid or refused on its page, and their refunds, keyed by
 * the simulator's secret (one per TRUST_KEY).
 */
const ledgers = sandboxLedgers<SandboxPayment>();
const ledgerOf = (config: MomoConfig) => ledgers(config.secretKey);

/** MoMo's result codes the simulator answers (developers.momo.vn, "Result codes"). */
const MESSAGES: Record<number, string> = {
  0: 'Thành công.',
  13: 'Xác thực doanh nghiệp thất bại.',
  21: 'Yêu cầu bị từ chối vì số tiền giao dịch không hợp lệ.',
  22: 'Số tiền giao dịch không hợp lệ.',
  40: 'RequestId bị trùng.',
  41: 'OrderId bị trùng.',
  42: 'OrderId không hợp lệ hoặc không được tìm thấy.',
  1000: 'Giao dịch đã được khởi tạo, chờ người dùng xác nhận thanh toán.',
  1006: 'Giao dịch thất bại do người dùng đã từ chối xác nhận thanh toán.',
};

export type MomoApi = 'create' | 'query' | 'refund';

/**
 * POST /v2/gateway/api/{create,query,refund} as the simulator answers it: the request's signature
 * first (13), then MoMo's rules: amounts 1.000–50.000.000 ₫ (22), orderId and requestId unique
 * (41, 40), a query of an orderId it never saw 42, a refund above what is left 21.
 */
export function momoSandboxReply(config: MomoConfig, api: MomoApi, body: unknown): MomoMessage {
  const request = momoMessageOf(body);
  const orderId = String(request.orderId ?? '');
  const reply = (resultCode: number, extra: MomoMessage = {}): MomoMessage => ({
    partnerCode: config.partnerCode,
    requestId: String(request.requestId ?? ''),
    orderId,
    resultCode,
    message: MESSAGES[resultCode] ?? 'Lỗi',
    responseTime: Date.now(),
    ...extra,
  });
  if (!verifyMomo(request, MOMO_FIELDS[api], config)) return reply(13);
  const ledger = ledgerOf(config);
  if (api === 'create') {
    const amount = Number(request.amount);
    if (!Number.isInteger(amount) || amount < 1_000 || amount > 50_000_000) return reply(22);
    if (ledger.has(orderId)) return reply(41);
    const ipnUrl = String(request.ipnUrl ?? '');
    ledger.set(orderId, {
      orderId,
      requestId: String(request.requestId ?? ''),
      amount,
      orderInfo: String(request.orderInfo ?? ''),
      redirectUrl: String(request.redirectUrl ?? ''),
      ipnUrl,
      extraData: String(request.extraData ?? ''),
      lang: request.lang === 'en' ? 'en' : 'vi',
      status: 'created',
      transId: 0,
      refunds: [],
    });
    const payUrl = `${originOf(ipnUrl)}${MOMO_SANDBOX_PATH}/pay?${new URLSearchParams({ orderId })}`;
    return reply(0, { amount, payUrl, deeplink: '', qrCodeUrl: '' });
  }
  if (api === 'query') {
    const payment = ledger.get(orderId);
    if (!payment) return reply(42);
    const code = payment.status === 'paid' ? 0 : payment.status === 'failed' ? 1006 : 1000;
    return reply(code, {
      amount: payment.amount,
      transId: payment.transId,
      payType: payment.status === 'created' ? '' : 'qr',
      extraData: payment.extraData,
      refundTrans: payment.refunds.map((refund) => ({
        orderId: refund.orderId,
        amount: refund.amount,
        resultCode: 0,
        transId: refund.transId,
      })),
    });
  }
  const transId = Number(request.transId);
  const payment = [...ledger.values()].find((item) => item.transId === transId && item.status === 'paid');
  if (!payment) return reply(42);
  const requestId = String(request.requestId ?? '');
  if (payment.refunds.some((refund) => refund.requestId === requestId)) return reply(40);
  if (
    ledger.has(orderId) ||
    [...ledger.values()].some((item) => item.refunds.some((r) => r.orderId === orderId))
  )
    return reply(41);
  const amount = Number(request.amount);
  const left = payment.amount - payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  if (!Number.isInteger(amount) || amount < 1_000 || amount > left) return reply(21);
  const refund = { orderId, requestId, amount, transId: randomInt(1_000_000_000, 9_999_999_999) };
  payment.refunds.push(refund);
  return reply(0, { amount, transId: refund.transId });
}

/** What the simulator's page shows of a payment created through its API (undefined: unknown). */
export function momoSandboxPayment(
  config: MomoConfig,
  orderId: string,
): { amount: number; orderInfo: string; isOpen: boolean; lang: 'vi' | 'en' } | undefined {
  const payment = ledgerOf(config).get(orderId);
  return (
    payment && {
      amount: payment.amount,
      orderInfo: payment.orderInfo,
      isOpen: payment.status === 'created',
      lang: payment.lang,
    }
  );
}

/**
 * The shopper's Pay or Cancel on the simulator's page: the payment's result as MoMo notifies it
 * (signed over the documented fields), the IPN address and the browser's way back (the same
 * parameters on redirectUrl). Undefined for a payment it does not know or already finished.
 */
export function momoSandboxDecide(
  config: MomoConfig,
  orderId: string,
  isPaid: boolean,
  now = new Date(),
): { notification: MomoMessage; ipnUrl: string; returnUrl: string } | undefined {
  const payment = ledgerOf(config).get(orderId);
  if (!payment || payment.status !== 'created') return undefined;
  payment.status = isPaid ? 'paid' : 'failed';
  payment.transId = randomInt(1_000_000_000, 9_999_999_999);
  const resultCode = isPaid ? 0 : 1006;
  const fields: MomoMessage = {
    partnerCode: config.partnerCode,
    orderId,
    requestId: payment.requestId,
    amount: payment.amount,
    orderInfo: payment.orderInfo,
    orderType: 'momo_wallet',
    transId: payment.transId,
    resultCode,
    message: MESSAGES[resultCode],
    payType: 'qr',
    responseTime: now.getTime(),
    extraData: payment.extraData,
  };
  const notification = { ...fields, signature: signMomo(fields, MOMO_FIELDS.notify, config) };
  const query = new URLSearchParams(
    Object.fromEntries(Object.entries(notification).map(([key, value]) => [key, String(value)])),
  );
  const separator = payment.redirectUrl.includes('?') ? '&' : '?';
  return { notification, ipnUrl: payment.ipnUrl, returnUrl: `${payment.redirectUrl}${separator}${query}` };
}

/** A request id for MoMo (unique per request). */
export const momoRequestId = () => randomUUID().replace(/-/g, '');
