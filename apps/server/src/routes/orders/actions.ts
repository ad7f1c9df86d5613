import { messageText } from '@shop/domain/messages';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { cancelOrder, payableOrder, rebuyOrder } from '../../commerce/order-actions.js';
import { findOrder } from '../../commerce/order-store.js';
import { openPaymentLink, reservePaymentAttempt, vietQrFor } from '../../commerce/payments/order-payment.js';
import { ewalletGateway } from '../../commerce/payments/payment-gateways.js';
import { findPaymentMethod } from '../../commerce/reference-data.js';
import { shopperOf } from '../../commerce/shopper.js';
import { appError, requestLanguage } from '../../errors.js';
import { bodyOf } from '../kit/body-schema.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { announceStockChange } from '../../ssr/page-changes.js';
import { checkId } from '../kit/data-body.js';
import { NO_BODY, optionalTexts, schemaOf } from '../../plugins/route-schema.js';

/**
 * What a shopper does with a placed order from the history (SPEC §4 "Orders in history"):
 * cancel with a reason, pay again, buy again; and the VietQR image of a bank-transfer order.
 */
export async function orderActionRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;

  app.post<{ Params: IdParams }>(
    '/api/:idApp/so1/:id/cancel',
    { schema: schemaOf({ body: optionalTexts('ly_do_huy', 'reason') }) },
    async (request) => {
      const id = checkId(request.params.id);
      const body = bodyOf(request);
      const reason = body.ly_do_huy ?? body.reason;
      const shopper = shopperOf(request);
      const order = await db.transaction((tx) => cancelOrder(tx, idApp, shopper, id, reason, new Date()));
      announceStockChange(app); // the stock of its lines is back
      return { ...order, message: messageText('ORDER_CANCELLED', requestLanguage(request)) };
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/:idApp/so1/:id/pay',
    { schema: schemaOf({ body: NO_BODY }) },
    async (request) => {
      const id = checkId(request.params.id);
      const shopper = shopperOf(request);
      const context = {
        idApp,
        by: shopper.userCreated,
        now: new Date(),
        maxAttempts: env.SCHEDULE_MAX_ATTEMPTS,
      };
      // A new attempt is reserved and committed first; the gateway is asked for its link after (decision 052 addendum).
      const reserved = await db.transaction(async (tx) => {
        const { order, method } = await payableOrder(tx, idApp, shopper, id);
        if (method.loai === 'bank-transfer') return { order: { ...order, vietqr: vietQrFor(order, method) } };
        const attempt = Number(order.vnp_attempt ?? 0) + 1;
        return reservePaymentAttempt(tx, context, order, ewalletGateway(env, method), attempt);
      });
      if (!('attempt' in reserved) || !reserved.attempt) return reserved.order;
      return openPaymentLink(db, env, request, reserved.order, reserved.attempt, shopper.userCreated);
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/:idApp/so1/:id/rebuy',
    { schema: schemaOf({ body: NO_BODY }) },
    async (request) => {
      const id = checkId(request.params.id);
      const shopper = shopperOf(request);
      const locale = requestLanguage(request);
      const result = await db.transaction((tx) => rebuyOrder(tx, idApp, shopper, id, new Date(), locale));
      return { ...result, message: messageText('REBUY_SUCCESS', locale) };
    },
  );

  app.get<{ Params: IdParams; Querystring: { format?: string } }>(
    '/api/:idApp/so1/:id/qr',
    { schema: schemaOf({ query: optionalTexts('format') }) },
    async (request, reply) => {
      const order = await findOrder(db, idApp, shopperOf(request).owner, checkId(request.params.id));
      if (!order) throw appError('ORDER_NOT_FOUND');
      const method = await findPaymentMethod(db, idApp, order.pt_thanh_toan);
      const info = method ? vietQrFor(order, method) : undefined;
      if (!info) throw appError('NOT_BANK_TRANSFER');
      reply.header('cache-control', 'private, max-age=300');
      if (request.query.format === 'png') {
        const png = await QRCode.toBuffer(info.payload, {
          type: 'png',
          errorCorrectionLevel: 'M',
          margin: 2,
          width: 320,
        });
        return reply.type('image/png').send(png);
      }
      const svg = await QRCode.toString(info.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return reply.type('image/svg+xml').send(svg);
    },
  );
}
