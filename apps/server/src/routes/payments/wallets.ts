import type { PaymentNoticeReason } from '@shop/domain/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentGateway } from '../../commerce/payments/gateway.js';
import { momoGateway } from '../../commerce/payments/momo-gateway.js';
import { MOMO_FIELDS, MOMO_SANDBOX_PATH, momoConfig, verifyMomo } from '../../commerce/payments/momo.js';
import { momoSandboxDecide, momoSandboxPayment } from '../../commerce/payments/momo-sandbox.js';
import { shopOrigin } from '../../commerce/payments/order-payment.js';
import { renderWalletSandboxPage, sandboxPagePolicy } from '../../commerce/payments/sandbox-page.js';
import { type Settlement, settlePaymentNotice } from '../../commerce/payments/settle.js';
import {
  setWalletSandboxMode,
  WALLET_SANDBOX_MODES,
  type WalletSandboxMode,
  walletSandboxMode,
} from '../../commerce/payments/wallet-sandbox-modes.js';
import { zalopayGateway } from '../../commerce/payments/zalopay-gateway.js';
import {
  verifyZalopayRedirect,
  ZALOPAY_MAC_FIELDS,
  ZALOPAY_SANDBOX_PATH,
  zalopayConfig,
  zalopayOrderCode,
} from '../../commerce/payments/zalopay.js';
import { zalopaySandboxDecide, zalopaySandboxOrder } from '../../commerce/payments/zalopay-sandbox.js';
import { findOrderByNumber, type OrderDoc } from '../../commerce/order-store.js';
import { appError, requestLanguage } from '../../errors.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { PAYMENT_STATUS_SETTLED } from '@shop/domain/orders';
import * as v from 'valibot';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

/** MoMo's notification ("Payment Notification"): the signed fields and their signature. */
const MOMO_NOTICE = optionalTexts(
  ...MOMO_FIELDS.notify.filter((field) => field !== 'accessKey'),
  'signature',
);
/** ZaloPay's callback: `data` (JSON text) signed by `mac` with key2. */
const ZALOPAY_CALLBACK = v.object({ data: v.string(), mac: v.string(), type: v.optional(v.number()) });

type Query = Record<string, string>;

/** The /metrics words of a settlement (the codes VNPay's answers use, decision 039). */
const METRIC_CODE: Partial<Record<PaymentNoticeReason | 'SIGNATURE_INVALID', string>> = {
  ACCEPTED: '00',
  NOT_COMPLETED: '00',
  ALREADY_RECORDED: '02',
  ALREADY_PAID: '02',
  SIGNATURE_INVALID: '97',
};

/**
 * MoMo's IPN and ZaloPay's callback, the shopper's way back from each (decisions 056, 057), and,
 * without merchant keys in development and tests, their local simulators: a pay page where the
 * shopper pays or cancels, the notification sent to the shop as the provider sends it, and modes
 * (slow, down, no-notify) at POST /sandbox-gateway/{momo,zalopay}/mode.
 */
export async function walletPaymentRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;
  const momo = momoConfig(env);
  const zalopay = zalopayConfig(env);
  if (!momo && !zalopay) return;

  /** Applies a provider's notification once; /metrics counts it; a refund due is logged. */
  const settle = async (gateway: PaymentGateway, input: Record<string, unknown>): Promise<Settlement> => {
    const settled = await settlePaymentNotice(db, idApp, gateway, input);
    app.metrics.paymentSettled(METRIC_CODE[settled.reason] ?? '99', settled.isPaid, settled.isRefundDue);
    if (settled.isRefundDue)
      app.log.warn(
        { so_ct: settled.order?.so_ct, reason: settled.decision?.reason, gateway: gateway.id },
        'payments: money taken for an order that cannot take it, recorded as a refund due',
      );
    return settled;
  };

  /** A wallet simulator's pay page: never cached, its policy letting it go back to the shop only. */
  const sandboxPage = (
    reply: FastifyReply,
    request: FastifyRequest,
    page: Parameters<typeof renderWalletSandboxPage>[0],
  ) =>
    reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .header('content-security-policy', sandboxPagePolicy(shopOrigin(env, request)))
      .send(renderWalletSandboxPage(page));

  /** The shop's result page (SPEC §2) for an order, with what the shop knows of its payment now. */
  const resultPage = (reply: FastifyReply, request: FastifyRequest, order: OrderDoc | undefined) => {
    const isPaid = order?.trang_thai_tt === PAYMENT_STATUS_SETTLED;
    const english = requestLanguage(request) === 'en';
    const params = new URLSearchParams({
      isSuccess: String(isPaid),
      amount: String(Number(order?.t_tt_nt ?? 0)),
      message: isPaid
        ? english
          ? 'Payment successful'
          : 'Thanh toán thành công'
        : english
          ? 'Payment not completed'
          : 'Thanh toán chưa hoàn tất',
      info_order: String(order?.so_ct ?? ''),
      _id: String(order?._id ?? ''),
    });
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${shopOrigin(env, request)}/checkout-alert?${params}`, 303);
  };

  // The simulators' pay pages post their form (application/x-www-form-urlencoded), parsed here only.
  const hasSandbox = momo?.isSandbox === true || zalopay?.isSandbox === true;
  if (hasSandbox)
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

  /** Delivers a simulator's notification to the shop's own route, as the provider's server would. */
  const deliver = async (url: string, payload: Record<string, unknown>) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({ method: 'POST', url: `${pathname}${search}`, payload });
    if (response.statusCode >= 500)
      app.log.warn({ url: pathname, status: response.statusCode }, 'sandbox: notification refused');
  };

  /**
   * A wallet simulator's routes: its pay page for the payment named by `field` (ORDER_NOT_PAYABLE
   * once it is paid, refused or unknown), the shopper's Pay or Cancel there (the notification sent
   * to the shop first, unless the mode loses it, then the browser sent back), and its mode.
   */
  const simulatorRoutes = (
    path: string,
    gateway: 'momo' | 'zalopay',
    field: string,
    simulator: {
      page: (id: string) => (Parameters<typeof renderWalletSandboxPage>[0] & { isOpen: boolean }) | undefined;
      decide: (
        id: string,
        isPaid: boolean,
      ) => { notification?: Record<string, unknown>; notifyUrl: string; returnUrl: string } | undefined;
    },
  ) => {
    app.get<{ Querystring: Query }>(
      `${path}/pay`,
      { schema: schemaOf({ query: optionalTexts(field) }) },
      async (request, reply) => {
        const page = simulator.page(String(request.query[field] ?? ''));
        if (!page?.isOpen) throw appError('ORDER_NOT_PAYABLE');
        return sandboxPage(reply, request, page);
      },
    );
    app.post<{ Body: Query }>(
      `${path}/pay`,
      { schema: schemaOf({ body: optionalTexts(field, 'action') }) },
      async (request, reply) => {
        const decided = simulator.decide(String(request.body?.[field] ?? ''), request.body?.action === 'pay');
        if (!decided) throw appError('ORDER_NOT_PAYABLE');
        // Like the providers, the notification reaches the shop before the browser comes back.
        if (decided.notification && walletSandboxMode(gateway) !== 'no-notify')
          await deliver(decided.notifyUrl, decided.notification);
        return reply.redirect(decided.returnUrl, 303);
      },
    );
    app.post<{ Body: { mode?: string } }>(
      `${path}/mode`,
      { schema: schemaOf({ body: optionalTexts('mode') }) },
      async (request) => {
        const mode = String(request.body?.mode ?? '') as WalletSandboxMode;
        if (!WALLET_SANDBOX_MODES.includes(mode)) throw appError('SANDBOX_MODE_INVALID');
        setWalletSandboxMode(gateway, mode);
        return { mode };
      },
    );
  };

  if (momo) {
    const gateway = momoGateway(momo);
    // MoMo's IPN: JSON, answered 204 without a body ("Payment Notification"); a forged one 400.
    app.post(
      '/api/:idApp/payments/momo/ipn',
      { schema: schemaOf({ summary: "MoMo's payment notification (IPN)", body: MOMO_NOTICE }) },
      async (request, reply) => {
        const settled = await settle(gateway, (request.body ?? {}) as Record<string, unknown>);
        return reply.code(gateway.acknowledge(settled.reason).statusCode).send();
      },
    );
    // The browser's way back carries the IPN's fields and signature: it settles like the IPN.
    app.get<{ Querystring: Query }>(
      '/api/:idApp/payments/momo/return',
      { schema: schemaOf({ summary: "The shopper's way back from MoMo", query: MOMO_NOTICE }) },
      async (request, reply) => {
        if (!verifyMomo(request.query, MOMO_FIELDS.notify, momo)) throw appError('SIGNATURE_INVALID');
        const settled = await settle(gateway, request.query);
        return resultPage(reply, request, settled.order);
      },
    );
    if (momo.isSandbox)
      simulatorRoutes(MOMO_SANDBOX_PATH, 'momo', 'orderId', {
        page: (orderId) => {
          const payment = momoSandboxPayment(momo, orderId);
          return (
            payment && {
              provider: 'MoMo',
              amount: payment.amount,
              info: payment.orderInfo,
              fields: { orderId },
              // The language the shop asked MoMo's page in (the create request's lang).
              locale: payment.lang,
              isOpen: payment.isOpen,
            }
          );
        },
        decide: (orderId, isPaid) => {
          const decided = momoSandboxDecide(momo, orderId, isPaid);
          return decided && { ...decided, notifyUrl: decided.ipnUrl };
        },
      });
  }

  if (zalopay) {
    const gateway = zalopayGateway(zalopay);
    // ZaloPay's callback: {data, mac, type}, answered {return_code, return_message} ("Callback").
    app.post(
      '/api/:idApp/payments/zalopay/callback',
      { schema: schemaOf({ summary: "ZaloPay's payment callback", body: ZALOPAY_CALLBACK }) },
      async (request) => {
        const settled = await settle(gateway, (request.body ?? {}) as Record<string, unknown>);
        return gateway.acknowledge(settled.reason);
      },
    );
    // The redirect carries no ZaloPay transaction id: it is checked (key2) and shows the order's
    // state, which the callback (or the 15-minute query) settles.
    app.get<{ Querystring: Query }>(
      '/api/:idApp/payments/zalopay/return',
      {
        schema: schemaOf({
          summary: "The shopper's way back from ZaloPay",
          query: optionalTexts(...ZALOPAY_MAC_FIELDS.redirect, 'checksum'),
        }),
      },
      async (request, reply) => {
        if (!verifyZalopayRedirect(request.query, zalopay)) throw appError('SIGNATURE_INVALID');
        const order = await findOrderByNumber(
          db,
          idApp,
          zalopayOrderCode(String(request.query.apptransid ?? '')),
        );
        return resultPage(reply, request, order);
      },
    );
    if (zalopay.isSandbox)
      simulatorRoutes(ZALOPAY_SANDBOX_PATH, 'zalopay', 'app_trans_id', {
        page: (appTransId) => {
          const order = zalopaySandboxOrder(zalopay, appTransId);
          return (
            order && {
              provider: 'ZaloPay',
              amount: order.amount,
              info: order.description,
              fields: { app_trans_id: appTransId },
              // ZaloPay's create request names no language: its page speaks Vietnamese.
              locale: 'vi',
              isOpen: order.isOpen,
            }
          );
        },
        decide: (appTransId, isPaid) => {
          const decided = zalopaySandboxDecide(zalopay, appTransId, isPaid);
          return (
            decided && {
              notification: decided.callback,
              notifyUrl: decided.callbackUrl,
              returnUrl: decided.returnUrl,
            }
          );
        },
      });
  }
}
