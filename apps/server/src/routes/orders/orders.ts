import { messageText } from '@shop/domain/messages';
import { type DraftWrite, draftWriteSchema, ORDER_STATUS_PLACED } from '@shop/domain/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adoptGuestCart } from '../../commerce/cart.js';
import {
  type CheckoutQuoteContext,
  type LiveShipping,
  liveShippingFor,
  quotesForDraft,
} from '../../commerce/carriers/checkout-quotes.js';
import { placeAndPreparePayment } from '../../commerce/checkout.js';
import { createDraft, deleteDraft, updateDraft } from '../../commerce/drafts.js';
import { cancelOrder, setOrderStatusAsAdmin } from '../../commerce/order-actions.js';
import { findOrder, type OrderDoc } from '../../commerce/order-store.js';
import { decideOrderWrite } from '../../commerce/order-writes.js';
import { refreshStatisticsAfterOrder } from '../../commerce/order-statistics.js';
import { describeOrders } from '../../commerce/order-view.js';
import { openPaymentLink, type PaymentAttempt, shopOrigin } from '../../commerce/payments/order-payment.js';
import { ewalletGateway } from '../../commerce/payments/payment-gateways.js';
import { type Shopper, shopperOf } from '../../commerce/shopper.js';
import type { Queryable } from '../../db/database.js';
import { appError, requestLanguage } from '../../errors.js';
import type { ListInput } from '../../query/list-options.js';
import { bodySchema, checkIdParam } from '../kit/body-schema.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { isAdmin } from '../../plugins/app-scope.js';
import { announceStockChange } from '../../ssr/page-changes.js';
import { checkId } from '../kit/data-body.js';
import { listScope, runList } from '../data/list.js';
import { orderActionRoutes } from './actions.js';
import { LIST_QUERY, NO_BODY, schemaOf } from '../../plugins/route-schema.js';

type Body = DraftWrite;

/**
 * Orders (collection so1, SPEC §4 "Checkout", §7): drafts, placing, history. Every order belongs
 * to its caller; prices, totals, fees, stock, owner and status come from the server.
 */
export async function orderRoutes(app: FastifyInstance, options: CommerceRouteOptions): Promise<void> {
  const { db, env } = options;
  const idApp = env.ID_APP;

  /** What quoting at checkout needs (decision 055): the carriers on, this request's log, the metric. */
  const quoteContext = (request: FastifyRequest): CheckoutQuoteContext => ({
    db,
    idApp,
    carriers: app.carriers,
    log: request.log,
    countFallback: (carrier, reason) => app.metrics.carrierQuoteFellBack(carrier, reason),
  });

  /** Places a draft, its payment prepared (gateway link or VietQR), with the reply's message. */
  async function place(
    tx: Queryable,
    request: FastifyRequest,
    shopper: Shopper,
    id: string,
    body: Body,
    liveShipping?: LiveShipping,
  ) {
    const payment = {
      gatewayFor: (method: Parameters<typeof ewalletGateway>[1]) => ewalletGateway(env, method),
      maxAttempts: env.SCHEDULE_MAX_ATTEMPTS,
    };
    const now = new Date();
    const mail = {
      lang: requestLanguage(request),
      origin: shopOrigin(env, request),
      notifyEmail: env.SHOP_NOTIFY_EMAIL,
    };
    const placed = await placeAndPreparePayment(payment, tx, idApp, shopper, id, body, now, {
      mail,
      liveShipping,
    });
    const { order, vietqr } = placed;
    if (placed.isNew) newlyPlaced.add(request);
    if (placed.attempt) paymentAttempts.set(request, placed.attempt);
    return {
      ...order,
      ...(vietqr ? { vietqr } : {}),
      message: messageText('ORDER_PLACED', requestLanguage(request)),
    };
  }

  // The requests that placed a new order (not a repeat of the same draft), told once committed.
  const newlyPlaced = new WeakSet<FastifyRequest>();
  // The payment attempts the placing opened: their link is asked of the gateway once committed.
  const paymentAttempts = new WeakMap<FastifyRequest, PaymentAttempt>();
  /** After the COMMIT: the gateway's payment link of a newly placed e-wallet order (decision 052 addendum). */
  async function withPaymentLink<T extends { message?: string }>(request: FastifyRequest, placed: T) {
    const attempt = paymentAttempts.get(request);
    if (!attempt) return placed;
    paymentAttempts.delete(request);
    const { message, ...order } = placed;
    const linked = await openPaymentLink(
      db,
      env,
      request,
      order as unknown as OrderDoc,
      attempt,
      shopperOf(request).userCreated,
    );
    return { ...placed, virtual_payment_client_url: linked.virtual_payment_client_url ?? '', message };
  }
  /** After the COMMIT: counted for /metrics, and the console's feed is told (every process). */
  function announceIfPlaced(request: FastifyRequest, order: { _id?: unknown }) {
    if (!newlyPlaced.has(request)) return;
    newlyPlaced.delete(request);
    app.metrics.orderPlaced();
    void app.signals.publish('order-placed', { orderId: String(order._id) });
  }

  app.get<{ Params: IdParams; Querystring: ListInput }>(
    '/api/:idApp/so1',
    { schema: schemaOf({ query: LIST_QUERY }) },
    async (request) => {
      const rows = await runList(db, listScope(request, idApp, 'so1', request.query.q), request.query);
      return Array.isArray(rows) ? describeOrders(db, idApp, rows as OrderDoc[]) : rows;
    },
  );

  app.get<{ Params: IdParams }>('/api/:idApp/so1/:id', { schema: schemaOf({}) }, async (request) => {
    const owner = isAdmin(request) ? null : shopperOf(request).owner;
    const order = await findOrder(db, idApp, owner, checkId(request.params.id));
    if (!order) throw appError('ORDER_NOT_FOUND');
    return (await describeOrders(db, idApp, [order]))[0];
  });

  // DESIGN "Bot check": checkout is rate-limited per client address, drafts and placing together.
  const rateLimit = { max: env.RATE_LIMIT_CHECKOUT, timeWindow: '1 minute', groupId: 'checkout' };

  app.post<{ Params: IdParams; Body: Body }>(
    '/api/:idApp/so1',
    { config: { rateLimit }, preValidation: bodySchema(draftWriteSchema) },
    async (request) => {
      const body = request.body;
      const shopper = shopperOf(request);
      const locale = requestLanguage(request);
      const now = new Date();
      // Create and place in one call (internal apps); the storefront drafts first, then confirms.
      const placeNow = body.trang_thai === ORDER_STATUS_PLACED;
      const result = await db.transaction(async (tx) => {
        await adoptGuestCart(tx, idApp, shopper, now);
        const draft = await createDraft(tx, idApp, shopper, body, now, locale, { finish: !placeNow });
        return placeNow ? place(tx, request, shopper, draft._id as string, {}) : draft;
      });
      if (placeNow) {
        refreshStatisticsAfterOrder(db, result, request.log);
        announceIfPlaced(request, result);
        announceStockChange(app);
        return withPaymentLink(request, result as { message?: string });
      }
      return result;
    },
  );

  app.put<{ Params: IdParams; Body: Body }>(
    '/api/:idApp/so1/:id',
    { config: { rateLimit }, preValidation: [checkIdParam, bodySchema(draftWriteSchema)] },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const shopper = shopperOf(request);
      const write = decideOrderWrite(body.trang_thai, isAdmin(request));
      if (write === 'set-status') {
        const by = shopper.userCreated;
        const order = await db.transaction((tx) =>
          setOrderStatusAsAdmin(tx, idApp, id, body, by, new Date()),
        );
        announceStockChange(app); // a cancellation gives the stock back
        return order;
      }
      // The carrier is asked before the transaction (no lock held meanwhile), the placing included:
      // the fee is always the server's own quote, never the browser's (decision 055).
      const liveShipping =
        write === 'place' || write === 'update-draft'
          ? await liveShippingFor(quoteContext(request), shopper.owner, id, body)
          : undefined;
      if (write === 'place') {
        const placed = await db.transaction((tx) => place(tx, request, shopper, id, body, liveShipping));
        refreshStatisticsAfterOrder(db, placed, request.log);
        announceIfPlaced(request, placed);
        announceStockChange(app);
        return withPaymentLink(request, placed);
      }
      if (write === 'cancel') {
        const order = await db.transaction((tx) =>
          cancelOrder(tx, idApp, shopper, id, body.ly_do_huy, new Date()),
        );
        announceStockChange(app);
        return { ...order, message: messageText('ORDER_CANCELLED', requestLanguage(request)) };
      }
      return db.transaction((tx) =>
        updateDraft(tx, idApp, shopper, id, body, new Date(), requestLanguage(request), liveShipping),
      );
    },
  );

  // The shop's carrier services with their live fees for this draft, for the shopper to pick
  // (decision 055): the carriers on are asked at once under one deadline; the others, and any that
  // gave no quote in time, at the fee table's price (the draft's tien_phi_vc for that choice).
  app.post<{ Params: IdParams }>(
    '/api/:idApp/so1/:id/shipping-quotes',
    { config: { rateLimit }, preValidation: checkIdParam, schema: schemaOf({ body: NO_BODY }) },
    async (request) => {
      const quotes = await quotesForDraft(quoteContext(request), shopperOf(request).owner, request.params.id);
      if (!quotes) throw appError('ORDER_NOT_FOUND');
      return { services: quotes.services };
    },
  );

  app.delete<{ Params: IdParams }>('/api/:idApp/so1/:id', { schema: schemaOf({}) }, async (request) => {
    const id = checkId(request.params.id);
    const { owner } = shopperOf(request);
    return db.transaction((tx) => deleteDraft(tx, idApp, owner, id));
  });

  await app.register(orderActionRoutes, options);
}
