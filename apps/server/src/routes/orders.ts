import { messageText, ORDER_STATUS_CANCELLED, ORDER_STATUS_DRAFT, ORDER_STATUS_PLACED } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adoptGuestCart } from '../commerce/cart.js';
import { commerceError } from '../commerce/commerce-errors.js';
import { createDraft, updateDraft } from '../commerce/drafts.js';
import { cancelOrder, setOrderStatusAsAdmin } from '../commerce/order-actions.js';
import { findOrder, type OrderDoc, patchOrder } from '../commerce/order-store.js';
import { refreshStatisticsAfterOrder } from '../commerce/order-statistics.js';
import { describeOrders } from '../commerce/order-view.js';
import { ewalletRedirect, vietQrFor } from '../commerce/payments/order-payment.js';
import { placeOrder } from '../commerce/place-order.js';
import { type Shopper, shopperOf } from '../commerce/shopper.js';
import type { Queryable } from '../db/database.js';
import { requestLanguage } from '../errors.js';
import type { ListInput } from '../query/list-options.js';
import { bodyOf, type CommerceRouteOptions, type IdParams } from './commerce-kit.js';
import { isAdmin } from '../plugins/app-scope.js';
import { checkId } from './data-body.js';
import { listScope, runList } from './data-list.js';
import { orderActionRoutes } from './orders-actions.js';

/**
 * Orders (collection so1, SPEC §4 "Checkout", §7): drafts, placing, history. Every order belongs
 * to its caller; prices, totals, fees, stock, owner and status come from the server.
 */
export async function orderRoutes(app: FastifyInstance, options: CommerceRouteOptions): Promise<void> {
  const { db, env } = options;
  const idApp = env.ID_APP;

  /** Places a draft and, for an e-wallet, prepares the gateway link in the same transaction. */
  async function place(
    tx: Queryable,
    request: FastifyRequest,
    shopper: Shopper,
    id: string,
    body: Record<string, unknown>,
  ) {
    // An e-wallet order gets its gateway link after placing; any other order is complete.
    const placed = await placeOrder(tx, idApp, shopper, id, body, new Date(), {
      finishIf: (method) => method.loai !== 'e-wallet',
    });
    let order = placed.order;
    if (!placed.isRepeat && placed.method?.loai === 'e-wallet') {
      const redirect = ewalletRedirect(env, request, order, 1);
      order = await patchOrder(
        tx,
        idApp,
        id,
        { virtual_payment_client_url: redirect.url, vnp_txn_ref: redirect.txnRef, vnp_attempt: 1 },
        shopper.userCreated,
      );
    }
    const vietqr = placed.method ? vietQrFor(order, placed.method) : undefined;
    return {
      ...order,
      ...(vietqr ? { vietqr } : {}),
      message: messageText('ORDER_PLACED', requestLanguage(request)),
    };
  }

  app.get<{ Params: IdParams; Querystring: ListInput }>('/api/:idApp/so1', async (request) => {
    const rows = await runList(db, listScope(request, idApp, 'so1', request.query.q), request.query);
    return Array.isArray(rows) ? describeOrders(db, idApp, rows as OrderDoc[]) : rows;
  });

  app.get<{ Params: IdParams }>('/api/:idApp/so1/:id', async (request) => {
    const owner = isAdmin(request) ? null : shopperOf(request).owner;
    const order = await findOrder(db, idApp, owner, checkId(request.params.id));
    if (!order) throw commerceError(404, 'ORDER_NOT_FOUND');
    return (await describeOrders(db, idApp, [order]))[0];
  });

  // DESIGN "Bot check": checkout is rate-limited per client address, drafts and placing together.
  const rateLimit = { max: env.RATE_LIMIT_CHECKOUT, timeWindow: '1 minute', groupId: 'checkout' };

  app.post<{ Params: IdParams }>('/api/:idApp/so1', { config: { rateLimit } }, async (request) => {
    const body = bodyOf(request);
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
    if (placeNow) refreshStatisticsAfterOrder(db, result, request.log);
    return result;
  });

  app.put<{ Params: IdParams }>('/api/:idApp/so1/:id', { config: { rateLimit } }, async (request) => {
    const id = checkId(request.params.id);
    const body = bodyOf(request);
    const shopper = shopperOf(request);
    const status = body.trang_thai;
    // The shop moves others' orders along (confirm, ship, deliver, cancel, payment received).
    if (isAdmin(request) && status !== ORDER_STATUS_PLACED && status !== ORDER_STATUS_DRAFT) {
      const by = shopper.userCreated;
      return db.transaction((tx) => setOrderStatusAsAdmin(tx, idApp, id, body, by, new Date()));
    }
    if (status === ORDER_STATUS_PLACED) {
      const placed = await db.transaction((tx) => place(tx, request, shopper, id, body));
      refreshStatisticsAfterOrder(db, placed, request.log);
      return placed;
    }
    if (status === ORDER_STATUS_CANCELLED) {
      const order = await db.transaction((tx) =>
        cancelOrder(tx, idApp, shopper, id, body.ly_do_huy, new Date()),
      );
      return { ...order, message: messageText('ORDER_CANCELLED', requestLanguage(request)) };
    }
    if (status !== undefined && status !== ORDER_STATUS_DRAFT) throw commerceError(409, 'ORDER_NOT_DRAFT');
    return db.transaction((tx) =>
      updateDraft(tx, idApp, shopper, id, body, new Date(), requestLanguage(request)),
    );
  });

  app.delete<{ Params: IdParams }>('/api/:idApp/so1/:id', async (request) => {
    const id = checkId(request.params.id);
    const shopper = shopperOf(request);
    return db.transaction(async (tx) => {
      const order = await findOrder(tx, idApp, shopper.owner, id, true);
      if (!order) throw commerceError(404, 'ORDER_NOT_FOUND');
      // Placed orders are records of a sale: they are cancelled, never deleted.
      if (order.trang_thai !== ORDER_STATUS_DRAFT) throw commerceError(409, 'ORDER_NOT_DRAFT');
      await tx.query(`DELETE FROM documents WHERE id_app = $1 AND collection = 'so1' AND id = $2`, [
        idApp,
        id,
      ]);
      return order;
    });
  });

  await app.register(orderActionRoutes, options);
}
