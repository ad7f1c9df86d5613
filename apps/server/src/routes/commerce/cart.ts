import { messageText } from '@shop/domain/messages';
import { type LineRequestInput, lineQuantitySchema, lineRequestSchema } from '@shop/domain/orders';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { addToCart, adoptGuestCart, removeCartLine, setLineQuantity } from '../../commerce/cart.js';
import { pricedCart } from '../../commerce/pricing/price-cart.js';
import { shopOrigin } from '../../commerce/payments/order-payment.js';
import { shopperOf } from '../../commerce/shopper.js';
import { endIfEmptied, trackCart } from '../../reminders/cart-reminders.js';
import { appError, requestLanguage } from '../../errors.js';
import { bodySchema, checkIdParam } from '../kit/body-schema.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

/**
 * The cart (SPEC §4, §7): lines belong to the caller (guest uid or user e-mail) whatever `q` says;
 * every amount comes from the catalogue. A user's first cart call takes over the lines this
 * browser had as a guest.
 */
export async function cartRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions): Promise<void> {
  const idApp = env.ID_APP;

  app.get<{ Params: IdParams; Querystring: { count?: string } }>(
    '/api/:idApp/cart',
    { schema: schemaOf({ query: optionalTexts('count') }) },
    async (request) => {
      const shopper = shopperOf(request);
      const now = new Date();
      if (!shopper.isGuest) await db.transaction((tx) => adoptGuestCart(tx, idApp, shopper, now));
      const lines = await pricedCart(db, idApp, shopper.owner, now);
      const count = request.query.count;
      if (count === '1' || count === 'true') return { rows_number: lines.length };
      return lines;
    },
  );

  app.post<{ Params: IdParams; Body: LineRequestInput }>(
    '/api/:idApp/cart',
    { preValidation: bodySchema(lineRequestSchema, 'cart') },
    async (request) => {
      const shopper = shopperOf(request);
      const { ma_vt, thuoc_tinh, sl_xuat } = request.body;
      const wanted = { ma_vt, attributeId: thuoc_tinh?._id || undefined, quantity: sl_xuat };
      const now = new Date();
      const lang = requestLanguage(request);
      const saved = await db.transaction(async (tx) => {
        await adoptGuestCart(tx, idApp, shopper, now);
        // A signed-in shopper's cart gets its reminder (decision 064); a guest's once they give a contact.
        if (!shopper.isGuest)
          await trackCart(tx, { idApp, owner: shopper.owner, lang, origin: shopOrigin(env, request), now });
        return addToCart(tx, idApp, shopper, wanted, now, { finish: true });
      });
      return withNotice(saved, lang);
    },
  );

  app.put<{ Params: IdParams; Body: v.InferOutput<typeof lineQuantitySchema> }>(
    '/api/:idApp/cart/:id',
    { preValidation: [checkIdParam, bodySchema(lineQuantitySchema)] },
    async (request) => {
      const { id } = request.params;
      const { _id, sl_xuat } = request.body;
      if (_id !== undefined && _id !== id) throw appError('BODY_FIELD_INVALID', { field: '_id' });
      const shopper = shopperOf(request);
      const saved = await db.transaction((tx) =>
        setLineQuantity(tx, idApp, shopper, id, sl_xuat, new Date()),
      );
      return withNotice(saved, requestLanguage(request));
    },
  );

  app.delete<{ Params: IdParams }>('/api/:idApp/cart/:id', { schema: schemaOf({}) }, async (request) => {
    const id = checkId(request.params.id);
    const shopper = shopperOf(request);
    const removed = await db.transaction(async (tx) => {
      const done = await removeCartLine(tx, idApp, shopper.owner, id);
      // The last line gone: the cart's reminder ends (decision 064).
      if (done) await endIfEmptied(tx, idApp, shopper.owner);
      return done;
    });
    if (!removed) throw appError('CART_LINE_NOT_FOUND');
    return { _id: id, message: messageText('CART_UPDATED', requestLanguage(request)) };
  });
}

/** A saved line, with the stock notice when the server kept less than asked (SPEC §4). */
function withNotice(saved: { line: Record<string, unknown>; capped: boolean }, locale: 'vi' | 'en') {
  if (!saved.capped) return saved.line;
  return {
    ...saved.line,
    notice: 'QUANTITY_ABOVE_STOCK',
    message: messageText('QUANTITY_ABOVE_STOCK', locale),
  };
}
