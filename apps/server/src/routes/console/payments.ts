import {
  bankRefundSchema,
  paymentSettingsSchema,
  paymentsCsvFileName,
  paymentsQuerySchema,
} from '@shop/domain/payments';
import { listPayments, paymentsCsv } from '../../console/payments-ledger.js';
import { recordBankRefund } from '../../commerce/payments/bank-refunds.js';
import type { FastifyInstance } from 'fastify';
import { reopenExpiredOrder } from '../../commerce/payments/order-reopen.js';
import {
  readPaymentSettings,
  runPaymentHold,
  savePaymentSettings,
} from '../../commerce/payments/payment-hold.js';
import { consoleOrderView } from '../../console/order-detail.js';
import { appError } from '../../errors.js';
import { announceStockChange } from '../../ssr/page-changes.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { consoleRead, consoleWrite, settingsDocumentRoutes } from './kit.js';
import { NO_BODY, optionalTexts, schemaOf } from '../../plugins/route-schema.js';

/**
 * The console's money routes of issue 30 (decision 067, docs/api.md "Payments"): the payment
 * settings (the hold of unpaid orders), opening again an order the hold cancelled, and, outside
 * production, a pass of the hold at a given time for the journeys.
 */
export async function consolePaymentRoutes(app: FastifyInstance, options: CommerceRouteOptions) {
  const { db, env } = options;
  const idApp = env.ID_APP;

  // The Payments screen: transfers, e-wallet payments waiting and refunds of a span of days.
  app.get(
    '/api/:idApp/console/payments',
    consoleRead('orders', { query: paymentsQuerySchema }, (query) =>
      listPayments(db, idApp, query, new Date()),
    ),
  );

  // The same movements, all of them, as CSV for the accountant (static segment before any :id).
  app.get(
    '/api/:idApp/console/payments/export',
    consoleRead('orders', { query: paymentsQuerySchema }, async (query, reply) => {
      const { span, csv } = await paymentsCsv(db, idApp, query, new Date());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${paymentsCsvFileName(span)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    }),
  );

  settingsDocumentRoutes(app, options, '/api/:idApp/console/settings/payment-hold', {
    method: 'POST',
    form: paymentSettingsSchema,
    load: readPaymentSettings,
    save: savePaymentSettings,
    saved: 'PAYMENT_SETTINGS_SAVED',
  });

  app.post(
    '/api/:idApp/console/orders/:id/reopen',
    consoleWrite('orders', { body: NO_BODY }, async ({ id, by, say }) => {
      const order = await db.transaction((tx) => reopenExpiredOrder(tx, idApp, id, by, new Date()));
      announceStockChange(app);
      app.mail.nudge();
      return { ...(await consoleOrderView(db, idApp, order)), message: say('ORDER_REOPENED') };
    }),
  );

  // A refund the shop made from its bank account, recorded (the staff right "refund").
  app.post(
    '/api/:idApp/console/orders/:id/bank-refunds',
    consoleWrite('refund', { body: bankRefundSchema }, async ({ id, body, by, say }) => {
      const { order, refund } = await db.transaction((tx) =>
        recordBankRefund(tx, { idApp, by, now: new Date() }, id, body),
      );
      app.mail.nudge();
      return {
        ...(await consoleOrderView(db, idApp, order)),
        refund,
        message: say('BANK_REFUND_RECORDED'),
      };
    }),
  );

  // Development and tests only: one pass of the hold as if it were `at` (the journeys' trigger).
  if (env.NODE_ENV !== 'production') {
    app.post<{ Body: { at?: unknown } }>(
      '/dev/payment-hold/run',
      { schema: schemaOf({ body: optionalTexts('at'), hidden: true }) },
      async (request) => {
        const at = typeof request.body?.at === 'string' ? new Date(request.body.at) : new Date();
        if (Number.isNaN(at.getTime())) throw appError('BAD_REQUEST');
        const result = await db.transaction((tx) => runPaymentHold(tx, at));
        if (result.expired > 0) announceStockChange(app);
        app.mail.nudge();
        return result;
      },
    );
  }
}
