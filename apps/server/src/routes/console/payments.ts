import {
  bankRefundSchema,
  paymentSettingsSchema,
  paymentsCsvFileName,
  paymentsQuerySchema,
} from '@shop/domain/payments';
import { readConsoleInput } from '../../console/console-input.js';
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
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { actorEmail, consoleRoute, readBody, say } from './kit.js';
import { NO_BODY, optionalTexts, schemaOf } from '../../plugins/route-schema.js';

/**
 * The console's money routes of issue 30 (decision 067, docs/api.md "Payments"): the payment
 * settings (the hold of unpaid orders), opening again an order the hold cancelled, and, outside
 * production, a pass of the hold at a given time for the journeys.
 */
export async function consolePaymentRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;

  // The Payments screen: transfers, e-wallet payments waiting and refunds of a span of days.
  app.get(
    '/api/:idApp/console/payments',
    consoleRoute('orders', { query: paymentsQuerySchema }),
    async (request) =>
      listPayments(
        db,
        idApp,
        readConsoleInput(paymentsQuerySchema, request.query, 'CONSOLE_QUERY_INVALID'),
        new Date(),
      ),
  );

  // The same movements, all of them, as CSV for the accountant (static segment before any :id).
  app.get(
    '/api/:idApp/console/payments/export',
    consoleRoute('orders', { query: paymentsQuerySchema }),
    async (request, reply) => {
      const query = readConsoleInput(paymentsQuerySchema, request.query, 'CONSOLE_QUERY_INVALID');
      const { span, csv } = await paymentsCsv(db, idApp, query, new Date());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${paymentsCsvFileName(span)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get('/api/:idApp/console/settings/payment-hold', consoleRoute('settings', {}), async () =>
    readPaymentSettings(db, idApp),
  );

  app.post(
    '/api/:idApp/console/settings/payment-hold',
    consoleRoute('settings', { body: paymentSettingsSchema }),
    async (request) => {
      const body = readBody(paymentSettingsSchema, request.body);
      const email = actorEmail(request, 'settings');
      const saved = await db.transaction((tx) => savePaymentSettings(tx, idApp, body, email));
      return { ...saved, message: say(request, 'PAYMENT_SETTINGS_SAVED') };
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/orders/:id/reopen',
    consoleRoute('orders', { body: NO_BODY }),
    async (request) => {
      const id = checkId(request.params.id);
      const email = actorEmail(request, 'orders');
      const order = await db.transaction((tx) => reopenExpiredOrder(tx, idApp, id, email, new Date()));
      announceStockChange(app);
      app.mail.nudge();
      return { ...(await consoleOrderView(db, idApp, order)), message: say(request, 'ORDER_REOPENED') };
    },
  );

  // A refund the shop made from its bank account, recorded (the staff right "refund").
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/orders/:id/bank-refunds',
    consoleRoute('refund', { body: bankRefundSchema }),
    async (request) => {
      const id = checkId(request.params.id);
      const body = readBody(bankRefundSchema, request.body);
      const email = actorEmail(request, 'refund');
      const { order, refund } = await db.transaction((tx) =>
        recordBankRefund(tx, { idApp, by: email, now: new Date() }, id, body),
      );
      app.mail.nudge();
      return {
        ...(await consoleOrderView(db, idApp, order)),
        refund,
        message: say(request, 'BANK_REFUND_RECORDED'),
      };
    },
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
