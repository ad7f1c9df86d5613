import {
  bulkOrdersSchema,
  consoleCancelSchema,
  gatewayRefundSchema,
  inboxQuerySchema,
  orderExportQuerySchema,
  recordTransferSchema,
  shipOrderSchema,
} from '@shop/domain/console';
import { type ConsoleMessageCode, messageText } from '@shop/domain/messages';
import { orderExportFileName } from '@shop/domain/orders';
import { formatPrice } from '@shop/domain/primitives';
import type * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { askGatewayRefund } from '../../commerce/payments/order-refunds.js';
import { refundOwedOf } from '../../commerce/payments/bank-paid.js';
import { loadCarriers } from '../../commerce/reference-data.js';
import { readConsoleInput } from '../../console/console-input.js';
import { confirmOrders } from '../../console/order-bulk.js';
import { streamOrderCsv } from '../../console/order-export.js';
import { listInbox } from '../../console/order-inbox.js';
import { consoleOrderView, findConsoleOrder } from '../../console/order-detail.js';
import {
  type ActionContext,
  cancelOrderAsShop,
  confirmOrder,
  deliverOrder,
  recordTransfer,
  shipOrder,
} from '../../console/order-fulfilment.js';
import type { OrderDoc } from '../../commerce/order-store.js';
import { requestLanguage } from '../../errors.js';
import { announceStockChange } from '../../ssr/page-changes.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { actorEmail, consoleItem, consoleRoute, readBody, say } from './kit.js';
import { NO_BODY } from '../../plugins/route-schema.js';

type Action = (context: ActionContext, id: string, body: unknown) => Promise<OrderDoc>;

/** Each action's path segment, what it does and the message of its reply. */
const ACTIONS: Record<string, { run: Action; done: ConsoleMessageCode; body: v.GenericSchema }> = {
  confirm: { run: (context, id) => confirmOrder(context, id), done: 'ORDER_CONFIRMED', body: NO_BODY },
  ship: {
    run: (context, id, body) => shipOrder(context, id, readBody(shipOrderSchema, body)),
    done: 'ORDER_SHIPPED',
    body: shipOrderSchema,
  },
  deliver: { run: (context, id) => deliverOrder(context, id), done: 'ORDER_DELIVERED', body: NO_BODY },
  cancel: {
    run: (context, id, body) => cancelOrderAsShop(context, id, readBody(consoleCancelSchema, body)),
    done: 'ORDER_CANCELLED_BY_SHOP',
    body: consoleCancelSchema,
  },
  payment: {
    run: (context, id, body) => recordTransfer(context, id, readBody(recordTransferSchema, body)),
    done: 'PAYMENT_RECORDED',
    body: recordTransferSchema,
  },
};

/** The console's orders (docs/api.md "Owner console"): inbox, filters, detail and actions; owner and staff. */
export async function consoleOrderRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;

  app.get(
    '/api/:idApp/console/orders',
    consoleRoute('orders', { query: inboxQuerySchema }),
    async (request) => listInbox(db, idApp, readConsoleInput(inboxQuerySchema, request.query)),
  );

  app.get('/api/:idApp/console/order-filters', consoleRoute('orders', {}), async () => {
    const [carriers, methods] = await Promise.all([
      loadCarriers(db, idApp),
      db.query<{ data: { _id: string; ten?: string; ten_eng?: string } }>(
        `SELECT data FROM documents WHERE id_app = $1 AND collection = 'ptthanhtoan' ORDER BY data->>'ten'`,
        [idApp],
      ),
    ]);
    const byCode = new Map(carriers.map((carrier) => [carrier.ma_dv_vc, carrier]));
    return {
      payment_methods: methods.map(({ data }) => ({
        value: data._id,
        ten: data.ten ?? '',
        ten_eng: data.ten_eng ?? '',
      })),
      carriers: [...byCode.values()].map((carrier) => ({
        value: carrier.ma_dv_vc,
        ten: carrier.ten_dv_vc ?? carrier.ma_dv_vc,
        ten_eng: carrier.ten_dv_vc ?? carrier.ma_dv_vc,
      })),
    };
  });

  // The filtered list as a CSV download (static segment: wins over orders/:id).
  app.get(
    '/api/:idApp/console/orders/export',
    consoleRoute('orders', { query: orderExportQuerySchema }),
    async (request, reply) => {
      const query = readConsoleInput(orderExportQuerySchema, request.query);
      const locale = requestLanguage(request);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${orderExportFileName(new Date(), locale)}"`)
        .header('cache-control', 'no-store')
        .send(streamOrderCsv(db, idApp, query, locale, request.log));
    },
  );

  // Bulk confirm: each selected order confirmed or refused on its own (console/order-bulk.ts).
  app.post(
    '/api/:idApp/console/orders/confirm',
    consoleRoute('orders', { body: bulkOrdersSchema }),
    async (request) => {
      const { ids } = readBody(bulkOrdersSchema, request.body);
      const email = actorEmail(request, 'orders');
      const locale = requestLanguage(request);
      const results = await confirmOrders(db, { idApp, by: email, now: new Date(), locale }, ids);
      const confirmed = results.filter((result) => result.ok).length;
      const refused = results.length - confirmed;
      return {
        results,
        confirmed,
        refused,
        message: messageText('BULK_CONFIRM_DONE', locale, { confirmed, refused }),
      };
    },
  );

  app.get(
    '/api/:idApp/console/orders/:id',
    consoleItem('orders', async (id) => consoleOrderView(db, idApp, await findConsoleOrder(db, idApp, id))),
  );

  // A refund through the gateway (issue 30): recorded as asked and queued; the job calls the gateway.
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/orders/:id/refund',
    consoleRoute('refund', { body: gatewayRefundSchema }),
    async (request) => {
      const id = checkId(request.params.id);
      const body = readBody(gatewayRefundSchema, request.body);
      const email = actorEmail(request, 'refund');
      const { order, refund } = await db.transaction((tx) =>
        askGatewayRefund(
          tx,
          { idApp, by: email, now: new Date(), maxAttempts: app.schedules.maxAttempts },
          id,
          body,
        ),
      );
      app.schedules.nudge();
      return {
        ...(await consoleOrderView(db, idApp, order)),
        refund,
        message: say(request, 'REFUND_ASKED'),
      };
    },
  );

  for (const [name, action] of Object.entries(ACTIONS)) {
    const options = consoleRoute('orders', { summary: `The order's action "${name}"`, body: action.body });
    app.post<{ Params: IdParams }>(`/api/:idApp/console/orders/:id/${name}`, options, async (request) => {
      const id = checkId(request.params.id);
      const email = actorEmail(request, 'orders');
      const order = await db.transaction((tx) =>
        action.run({ tx, idApp, by: email, now: new Date() }, id, request.body),
      );
      announceStockChange(app); // a cancellation gives the stock back
      app.schedules.nudge(); // an e-invoice the change planned (decision 059) goes at once
      // A paid order cancelled: the reply asks for the refund (issue 30).
      const refundDue = name === 'cancel' ? await refundOwedOf(db, idApp, order) : 0;
      if (refundDue > 0)
        return {
          ...(await consoleOrderView(db, idApp, order)),
          refund_due: refundDue,
          message: say(request, 'ORDER_CANCELLED_REFUND_DUE', {
            amount: formatPrice(refundDue, requestLanguage(request)),
          }),
        };
      return { ...(await consoleOrderView(db, idApp, order)), message: say(request, action.done) };
    });
  }
}
