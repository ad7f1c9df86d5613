import { favouriteRequestSchema } from '@shop/domain/orders';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { shopperOf } from '../../commerce/shopper.js';
import { addFavourite, removeFavourite } from '../../commerce/wishlist.js';
import { bodySchema } from '../kit/body-schema.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { schemaOf } from '../../plugins/route-schema.js';

/** Favourite products (ecomwishlist): add and remove; lists go through the owner-scoped data layer. */
export async function wishlistRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions): Promise<void> {
  const idApp = env.ID_APP;

  app.post<{ Params: IdParams; Body: v.InferOutput<typeof favouriteRequestSchema> }>(
    '/api/:idApp/ecomwishlist',
    { preValidation: bodySchema(favouriteRequestSchema) },
    async (request) => {
      const shopper = shopperOf(request);
      return db.transaction((tx) => addFavourite(tx, idApp, shopper, request.body.ma_vt, new Date()));
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/:idApp/ecomwishlist/:id',
    { schema: schemaOf({}) },
    async (request) => {
      const id = checkId(request.params.id);
      const shopper = shopperOf(request);
      return db.transaction((tx) => removeFavourite(tx, idApp, shopper, id));
    },
  );
}
