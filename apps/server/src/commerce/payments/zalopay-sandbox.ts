import { randomInt } from 'node:crypto';
import {
  hmacHex,
  ZALOPAY_MAC_FIELDS,
  ZALOPAY_SANDBOX_PATH,
  type ZalopayConfig,
  type ZalopayMessage,
  zalopayMac,
  zalopayMacInput,
  zalopayMessageOf,
  sameMac,
} from './zalopay.js';
import { originOf, sandboxLedgers } from './wallet-sandbox-modes.js';

interface SandboxRefund {
  mRefundId: string;
  amount: number;
  refundId: number;
}

interface SandboxOrder {
  appTransId: string;
  appUser: string;
  appTime: number;
  amount: number;
  embedData: string;
  item: string;
  description: string;
  callbackUrl: string;
  status: 'created' | 'paid' | 'failed';
  zpTransId: number;
  refunds: SandboxRefund[];
}

/** The local ZaloPay simulator's memory (development and tests, one process), keyed by its key1. */
const ledgers = sandboxLedgers<SandboxOrder>();
const ledgerOf = (config: ZalopayConfig) => ledgers(config.key1);

export type ZalopayApi = 'create' | 'query' | 'refund' | 'query_refund';

/**
 * POST /v2/{create,query,refund,query_refund} as the simulator answers it, with ZaloPay's
 * return codes (1 success, 2 fail, 3 processing) and sub codes of its "Status Codes" page:
 * -402 a wrong mac or app, -401 a malformed request, -68 an app_trans_id used before.
 */
export function zalopaySandboxReply(config: ZalopayConfig, api: ZalopayApi, body: unknown): ZalopayMessage {
  const request = zalopayMessageOf(body);
  const fail = (sub: number, message: string) => ({
    return_code: 2,
    return_message: 'Giao dịch thất bại',
    sub_return_code: sub,
    sub_return_message: message,
  });
  const ok = (code: 1 | 3, extra: ZalopayMessage = {}) => ({
    return_code: code,
    return_message: code === 1 ? 'Giao dịch thành công' : 'Giao dịch đang xử lý',
    sub_return_code: code,
    sub_return_message: code === 1 ? 'Giao dịch thành công' : 'Giao dịch đang xử lý',
    ...extra,
  });
  const fields =
    api === 'create'
      ? ZALOPAY_MAC_FIELDS.create
      : api === 'query'
        ? ZALOPAY_MAC_FIELDS.query
        : api === 'refund'
          ? ZALOPAY_MAC_FIELDS.refund
          : ZALOPAY_MAC_FIELDS.queryRefund;
  if (
    String(request.app_id ?? '') !== config.appId ||
    !sameMac(zalopayMac(request, fields, config), request.mac)
  )
    return fail(-402, 'ILLEGAL_APP/SIGNATURE_REQUEST');
  const ledger = ledgerOf(config);
  const appTransId = String(request.app_trans_id ?? '');
  if (api === 'create') {
    const amount = Number(request.amount);
    if (!/^\d{6}_/.test(appTransId) || !Number.isInteger(amount) || amount <= 0)
      return fail(-401, 'ILLEGAL_DATA_REQUEST');
    if (ledger.has(appTransId)) return fail(-68, 'DUPLICATE_APPS_TRANS_ID');
    const callbackUrl = String(request.callback_url ?? '');
    ledger.set(appTransId, {
      appTransId,
      appUser: String(request.app_user ?? ''),
      appTime: Number(request.app_time),
      amount,
      embedData: String(request.embed_data ?? '{}'),
      item: String(request.item ?? '[]'),
      description: String(request.description ?? ''),
      callbackUrl,
      status: 'created',
      zpTransId: 0,
      refunds: [],
    });
    const token = `SB${appTransId}`;
    return ok(1, {
      zp_trans_token: token,
      order_token: token,
      order_url: `${originOf(callbackUrl)}${ZALOPAY_SANDBOX_PATH}/pay?${new URLSearchParams({ app_trans_id: appTransId })}`,
      qr_code: '',
    });
  }
  if (api === 'query') {
    const order = ledger.get(appTransId);
    if (order?.status === 'paid')
      return ok(1, { is_processing: false, amount: order.amount, zp_trans_id: order.zpTransId });
    if (order?.status === 'failed')
      return {
        ...fail(-3, 'Giao dịch thất bại'),
        is_processing: false,
        amount: order.amount,
        zp_trans_id: 0,
      };
    // Unpaid or unknown: "Đơn hàng chưa thanh toán hoặc giao dịch đang xử lý".
    return ok(3, { is_processing: false, amount: order?.amount ?? 0, zp_trans_id: 0 });
  }
  const mRefundId = String(request.m_refund_id ?? '');
  const earlier = [...ledger.values()]
    .flatMap((order) => order.refunds)
    .find((refund) => refund.mRefundId === mRefundId);
  if (api === 'query_refund')
    return earlier ? ok(1, { refund_id: earlier.refundId }) : fail(-13, 'REFUND_NOT_FOUND');
  if (!/^\d{6}_/.test(mRefundId)) return fail(-401, 'ILLEGAL_DATA_REQUEST');
  if (earlier) return fail(-68, 'DUPLICATE_M_REFUND_ID');
  const zpTransId = Number(request.zp_trans_id);
  const order = [...ledger.values()].find((item) => item.zpTransId === zpTransId && item.status === 'paid');
  if (!order) return fail(-401, 'ILLEGAL_DATA_REQUEST');
  const amount = Number(request.amount);
  const left = order.amount - order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  if (!Number.isInteger(amount) || amount <= 0 || amount > left) return fail(-401, 'ILLEGAL_DATA_REQUEST');
  const refund = { mRefundId, amount, refundId: randomInt(100_000_000, 999_999_999) };
  order.refunds.push(refund);
  return ok(1, { refund_id: refund.refundId });
}

/** What the simulator's page shows of an order created through its API (undefined: unknown). */
export function zalopaySandboxOrder(
  config: ZalopayConfig,
  appTransId: string,
): { amount: number; description: string; isOpen: boolean } | undefined {
  const order = ledgerOf(config).get(appTransId);
  return (
    order && { amount: order.amount, description: order.description, isOpen: order.status === 'created' }
  );
}

/**
 * The shopper's Pay or Cancel on the simulator's page. A payment is called back to the shop
 * (`{data, mac, type: 1}`, mac = HMAC(key2, data), only on success, as ZaloPay does); either way the
 * browser goes to embed_data.redirecturl with the redirect's parameters and checksum.
 */
export function zalopaySandboxDecide(
  config: ZalopayConfig,
  appTransId: string,
  isPaid: boolean,
  now = new Date(),
): { callback?: ZalopayMessage; callbackUrl: string; returnUrl: string } | undefined {
  const order = ledgerOf(config).get(appTransId);
  if (!order || order.status !== 'created') return undefined;
  order.status = isPaid ? 'paid' : 'failed';
  if (isPaid)
    order.zpTransId = Number(`${appTransId.slice(0, 6)}${String(randomInt(100_000_000, 999_999_999))}`);
  const data = JSON.stringify({
    app_id: Number(config.appId),
    app_trans_id: appTransId,
    app_time: order.appTime,
    app_user: order.appUser,
    amount: order.amount,
    embed_data: order.embedData,
    item: order.item,
    zp_trans_id: order.zpTransId,
    server_time: now.getTime(),
    channel: 38,
    merchant_user_id: 'sandbox-user',
    user_fee_amount: 0,
    discount_amount: 0,
  });
  const redirect: Record<string, string> = {
    appid: config.appId,
    apptransid: appTransId,
    pmcid: '38',
    bankcode: '',
    amount: String(order.amount),
    discountamount: '0',
    status: isPaid ? '1' : '-49',
  };
  redirect.checksum = hmacHex(config.key2, zalopayMacInput(redirect, ZALOPAY_MAC_FIELDS.redirect));
  let base = '';
  try {
    base = String((JSON.parse(order.embedData) as { redirecturl?: unknown }).redirecturl ?? '');
  } catch {
    base = '';
  }
  const separator = base.includes('?') ? '&' : '?';
  return {
    ...(isPaid ? { callback: { data, mac: hmacHex(config.key2, data), type: 1 } } : {}),
    callbackUrl: order.callbackUrl,
    returnUrl: `${base}${separator}${new URLSearchParams(redirect)}`,
  };
}
