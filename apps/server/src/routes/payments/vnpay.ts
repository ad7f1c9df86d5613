import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { renderSandboxPage, sandboxPagePolicy } from '../../commerce/payments/sandbox-page.js';
import { settlePaymentNotice } from '../../commerce/payments/settle.js';
import { VNPAY_API_PATH } from '../../commerce/payments/vnpay-api.js';
import { vnpayGateway } from '../../commerce/payments/vnpay-gateway.js';
import { recordSandboxPayment, sandboxApiReply } from '../../commerce/payments/vnpay-sandbox.js';
import {
  SANDBOX_PATH,
  signedQuery,
  type VnpParams,
  verifyVnpay,
  vnpayConfig,
  vnpayDate,
} from '../../commerce/payments/vnpay.js';
import { appError, requestLanguage } from '../../errors.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { schemaOf } from '../../plugins/route-schema.js';

type VnpQuery = Record<string, string>;
/** VNPay's signed vnp_* parameters and vnp_SecureHash. */
const VNP_QUERY = v.pipe(
  v.record(v.string(), v.string()),
  v.description('vnp_* parameters signed by vnp_SecureHash'),
);

/**
 * E-wallet payments through the VNPay protocol (DESIGN "Payments"): the IPN that marks an order
 * paid once, the return check the /checkout-alert page calls, and, without merchant keys, the
 * local sandbox gateway that plays VNPay's part.
 */
export async function paymentRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions): Promise<void> {
  const idApp = env.ID_APP;
  const config = vnpayConfig(env);
  // No gateway (production without merchant keys): no e-wallet order is placed, nothing to settle.
  if (!config) return;
  const gateway = vnpayGateway(config);
  /** Applies a gateway result; /metrics counts it (paid, failed, repeat, refund due, refused). */
  const settle = async (query: Record<string, unknown>) => {
    const settled = await settlePaymentNotice(db, idApp, gateway, query);
    const answer = gateway.acknowledge(settled.reason);
    app.metrics.paymentSettled(answer.RspCode, settled.isPaid, settled.isRefundDue);
    if (settled.isRefundDue)
      app.log.warn(
        { so_ct: settled.order?.so_ct, reason: settled.decision?.reason },
        'payments: money taken for an order that cannot take it, recorded as a refund due',
      );
    return { ...settled, ...answer };
  };

  app.get<{ Params: { idApp: string }; Querystring: VnpQuery }>(
    '/api/:idApp/payments/vnpay/ipn',
    { schema: schemaOf({ summary: "VNPay's payment notification (IPN)", query: VNP_QUERY }) },
    async (request) => {
      const { RspCode, Message } = await settle(request.query);
      return { RspCode, Message };
    },
  );

  app.get<{ Params: { idApp: string }; Querystring: VnpQuery }>(
    '/api/:idApp/payments/vnpay/return',
    { schema: schemaOf({ summary: "The shopper's way back from VNPay", query: VNP_QUERY }) },
    async (request) => {
      if (!verifyVnpay(request.query, config.hashSecret)) throw appError('SIGNATURE_INVALID');
      // The return link is signed by the gateway too, so it settles like the IPN (once, whichever is first).
      const settled = await settle(request.query);
      const order = settled.order;
      const locale = requestLanguage(request);
      const isSuccess = settled.isPaid;
      return {
        isSuccess,
        // The money was taken but the order could not take it (cancelled meanwhile…): owed back.
        refund_due: settled.isRefundDue,
        RspCode: settled.RspCode,
        amount: order ? Number(order.t_tt_nt ?? 0) : Math.round(Number(request.query.vnp_Amount ?? 0) / 100),
        message: isSuccess
          ? locale === 'en'
            ? 'Payment successful'
            : 'Thanh toán thành công'
          : locale === 'en'
            ? 'Payment failed'
            : 'Thanh toán không thành công',
        _id: order?._id ?? '',
        so_ct: order?.so_ct ?? '',
        email: order?.email_nguoi_nhan ?? '',
      };
    },
  );

  if (!config.isSandbox) return;

  app.get<{ Querystring: VnpQuery }>(
    SANDBOX_PATH,
    { schema: schemaOf({ query: VNP_QUERY }) },
    async (request, reply) => {
      if (!verifyVnpay(request.query, config.hashSecret)) throw appError('SIGNATURE_INVALID');
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .header('content-security-policy', sandboxPagePolicy(request.query.vnp_ReturnUrl))
        .send(renderSandboxPage(request.query, request.query.vnp_Locale === 'en' ? 'en' : 'vi'));
    },
  );

  // The page's form posts application/x-www-form-urlencoded; parsed here only, for the sandbox.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post<{ Body: VnpQuery }>(
    SANDBOX_PATH,
    { schema: schemaOf({ body: VNP_QUERY }) },
    async (request, reply) => {
      const { action, ...query } = request.body ?? {};
      if (!verifyVnpay(query, config.hashSecret)) throw appError('SIGNATURE_INVALID');
      const paid = action === 'pay';
      const now = new Date();
      // The sandbox remembers the payment, so that VNPay's querydr and refund can be asked of it.
      const transactionNo = recordSandboxPayment(config, {
        txnRef: query.vnp_TxnRef ?? '',
        amount: Math.round(Number(query.vnp_Amount ?? 0) / 100),
        orderInfo: query.vnp_OrderInfo ?? '',
        isPaid: paid,
        now,
      });
      const result: VnpParams = {
        vnp_Amount: query.vnp_Amount ?? '0',
        vnp_BankCode: 'NCB',
        vnp_OrderInfo: query.vnp_OrderInfo ?? '',
        vnp_PayDate: vnpayDate(now),
        vnp_ResponseCode: paid ? '00' : '24',
        vnp_TmnCode: config.tmnCode,
        vnp_TransactionNo: transactionNo,
        vnp_TransactionStatus: paid ? '00' : '02',
        vnp_TxnRef: query.vnp_TxnRef ?? '',
      };
      const signed = signedQuery(result, config.hashSecret);
      // Like VNPay, the gateway calls the shop's IPN before sending the browser back.
      await settle(Object.fromEntries(new URLSearchParams(signed)));
      return reply.redirect(`${query.vnp_ReturnUrl ?? '/checkout-alert'}?${signed}`, 303);
    },
  );

  // VNPay's merchant API (querydr, refund) as the sandbox answers it; the shop's own gateway calls
  // the same answer in-process, this route lets a developer try it with curl.
  app.post(
    `${SANDBOX_PATH}${VNPAY_API_PATH}`,
    { schema: schemaOf({ body: v.record(v.string(), v.unknown()) }) },
    async (request) => sandboxApiReply(config, request.body),
  );
}
