import {
  CATALOGUE_KINDS,
  type CatalogueItem,
  type CatalogueItemReply,
  type CatalogueKind,
  catalogueItemEditSchema,
  catalogueItemFormSchema,
  catalogueOrderSchema,
  duplicateProductSchema,
  type ProductRemoveReply,
  type ProductWriteReply,
  productFormSchema,
  productsQuerySchema,
} from '@shop/domain/catalogue';
import type { DoneReply } from '@shop/domain/console';
import type { MessageCode } from '@shop/domain/messages';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  createCatalogueItem,
  deleteCatalogueItem,
  KINDS,
  listCatalogueItems,
  reorderCatalogueItems,
  updateCatalogueItem,
} from '../../console/catalogue-items.js';
import {
  createProduct,
  duplicateProduct,
  listConsoleProducts,
  loadConsoleProduct,
  removeProduct,
  restoreProduct,
  updateProduct,
} from '../../console/catalogue-products.js';
import { appError } from '../../errors.js';
import { announcePageChange } from '../../ssr/page-changes.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import type { Queryable } from '../../db/database.js';
import { type ConsoleWriteInput, consoleItem, consoleRead, consoleRoute, consoleWrite } from './kit.js';
import { NO_BODY } from '../../plugins/route-schema.js';

function checkKind(kind: string): CatalogueKind {
  if (!(CATALOGUE_KINDS as readonly string[]).includes(kind)) throw appError('NOT_FOUND');
  return kind as CatalogueKind;
}

/**
 * The console's catalogue (issue 14, docs/api.md "Console: catalogue"), area 'catalogue': products
 * (list, read, create, edit, duplicate, remove or archive, restore), product categories and
 * product lines (list, create, edit, reorder, delete while unused). Every write runs in one
 * transaction with the console user as the versions' author, then tells every process that the
 * shop's pages changed.
 */
export async function consoleCatalogueRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;
  const productsChanged = (ids: string[]) => announcePageChange(app, ['dmvt'], ids);

  app.get(
    '/api/:idApp/console/products',
    consoleRead('catalogue', { query: productsQuerySchema }, (query) =>
      listConsoleProducts(db, idApp, query),
    ),
  );
  app.post(
    '/api/:idApp/console/products',
    consoleWrite(
      'catalogue',
      { body: productFormSchema },
      async ({ body, by, say }): Promise<ProductWriteReply> => {
        const product = await db.transaction((tx) => createProduct(tx, idApp, body, by));
        await productsChanged([product._id]);
        return { product, message: say('PRODUCT_CREATED', { code: product.ma_vt }) };
      },
    ),
  );
  app.get(
    '/api/:idApp/console/products/:id',
    consoleItem('catalogue', (id) => loadConsoleProduct(db, idApp, id)),
  );
  app.post(
    '/api/:idApp/console/products/:id',
    consoleWrite(
      'catalogue',
      { body: productFormSchema },
      async ({ id, body, by, say }): Promise<ProductWriteReply> => {
        const { product } = await db.transaction((tx) => updateProduct(tx, idApp, id, body, by));
        await productsChanged([id]);
        return { product, message: say('PRODUCT_SAVED', { code: product.ma_vt }) };
      },
    ),
  );
  app.post(
    '/api/:idApp/console/products/:id/duplicate',
    consoleWrite(
      'catalogue',
      { body: duplicateProductSchema },
      async ({ id, body, by, say }): Promise<ProductWriteReply> => {
        const product = await db.transaction((tx) => duplicateProduct(tx, idApp, id, body.ma_vt, by));
        return { product, message: say('PRODUCT_DUPLICATED', { code: product.ma_vt }) };
      },
    ),
  );
  app.post(
    '/api/:idApp/console/products/:id/remove',
    consoleWrite('catalogue', { body: NO_BODY }, async ({ id, by, say }): Promise<ProductRemoveReply> => {
      const { outcome, product } = await db.transaction((tx) => removeProduct(tx, idApp, id, by));
      await productsChanged([id]);
      const code = outcome === 'deleted' ? 'PRODUCT_DELETED' : 'PRODUCT_ARCHIVED';
      return { outcome, product, message: say(code, { code: product.ma_vt }) };
    }),
  );
  app.post(
    '/api/:idApp/console/products/:id/restore',
    consoleWrite('catalogue', { body: NO_BODY }, async ({ id, by, say }): Promise<ProductWriteReply> => {
      const product = await db.transaction((tx) => restoreProduct(tx, idApp, id, by));
      return { product, message: say('PRODUCT_RESTORED', { code: product.ma_vt }) };
    }),
  );

  type KindParams = { kind: string };
  const itemsChanged = (kind: CatalogueKind) => announcePageChange(app, [KINDS[kind].collection]);

  app.get<{ Params: KindParams }>(
    '/api/:idApp/console/catalogue/:kind',
    consoleRoute('catalogue', {}),
    async (request) => listCatalogueItems(db, idApp, checkKind(request.params.kind)),
  );
  /**
   * A write of one category or line: `write` in one transaction, the shop's pages of the kind told,
   * the item in the reply with the `done` message naming it.
   */
  const itemWrite = <TSchema extends v.GenericSchema = typeof NO_BODY>(
    body: TSchema,
    done: MessageCode,
    write: (
      tx: Queryable,
      input: ConsoleWriteInput<v.InferOutput<TSchema>, CatalogueKind>,
    ) => Promise<CatalogueItem>,
  ) =>
    consoleWrite('catalogue', { kind: checkKind, body }, async (input): Promise<CatalogueItemReply> => {
      const item = await db.transaction((tx) => write(tx, input));
      await itemsChanged(input.kind);
      return { item, message: input.say(done, { name: item.ten }) };
    });
  app.post(
    '/api/:idApp/console/catalogue/:kind',
    itemWrite(catalogueItemFormSchema, 'CATALOGUE_ITEM_CREATED', (tx, { kind, body, by }) =>
      createCatalogueItem(tx, kind, body, by),
    ),
  );
  app.post(
    '/api/:idApp/console/catalogue/:kind/order',
    consoleWrite(
      'catalogue',
      { kind: checkKind, body: catalogueOrderSchema },
      async ({ kind, body, by, say }): Promise<DoneReply> => {
        await db.transaction((tx) => reorderCatalogueItems(tx, kind, body.ids, by));
        await itemsChanged(kind);
        return { message: say('CATALOGUE_ORDER_SAVED') };
      },
    ),
  );
  app.post(
    '/api/:idApp/console/catalogue/:kind/:id',
    itemWrite(catalogueItemEditSchema, 'CATALOGUE_ITEM_SAVED', (tx, { kind, id, body, by }) =>
      updateCatalogueItem(tx, kind, id, body, by),
    ),
  );
  app.post(
    '/api/:idApp/console/catalogue/:kind/:id/delete',
    itemWrite(NO_BODY, 'CATALOGUE_ITEM_DELETED', (tx, { kind, id, by }) =>
      deleteCatalogueItem(tx, idApp, kind, id, by),
    ),
  );
}
