import {
  CATALOGUE_KINDS,
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
import type { FastifyInstance } from 'fastify';
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
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { consoleRoute, consoleWrite, readQuery } from './kit.js';
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
    consoleRoute('catalogue', { query: productsQuerySchema }),
    async (request) => listConsoleProducts(db, idApp, readQuery(productsQuerySchema, request.query)),
  );
  app.post(
    '/api/:idApp/console/products',
    consoleWrite(
      'catalogue',
      { body: productFormSchema },
      async ({ body, by, say }): Promise<ProductWriteReply> => {
        const product = await db.transaction((tx) => createProduct(tx, idApp, body, by));
        productsChanged([product._id]);
        return { product, message: say('PRODUCT_CREATED', { code: product.ma_vt }) };
      },
    ),
  );
  app.get<{ Params: IdParams }>(
    '/api/:idApp/console/products/:id',
    consoleRoute('catalogue', {}),
    async (request) => loadConsoleProduct(db, idApp, checkId(request.params.id)),
  );
  app.post(
    '/api/:idApp/console/products/:id',
    consoleWrite(
      'catalogue',
      { body: productFormSchema },
      async ({ id, body, by, say }): Promise<ProductWriteReply> => {
        const { product } = await db.transaction((tx) => updateProduct(tx, idApp, id, body, by));
        productsChanged([id]);
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
      productsChanged([id]);
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
  app.post(
    '/api/:idApp/console/catalogue/:kind',
    consoleWrite(
      'catalogue',
      { kind: checkKind, body: catalogueItemFormSchema },
      async ({ kind, body, by, say }): Promise<CatalogueItemReply> => {
        const item = await db.transaction((tx) => createCatalogueItem(tx, kind, body, by));
        itemsChanged(kind);
        return { item, message: say('CATALOGUE_ITEM_CREATED', { name: item.ten }) };
      },
    ),
  );
  app.post(
    '/api/:idApp/console/catalogue/:kind/order',
    consoleWrite(
      'catalogue',
      { kind: checkKind, body: catalogueOrderSchema },
      async ({ kind, body, by, say }): Promise<DoneReply> => {
        await db.transaction((tx) => reorderCatalogueItems(tx, kind, body.ids, by));
        itemsChanged(kind);
        return { message: say('CATALOGUE_ORDER_SAVED') };
      },
    ),
  );
  app.post(
    '/api/:idApp/console/catalogue/:kind/:id',
    consoleWrite(
      'catalogue',
      { kind: checkKind, body: catalogueItemEditSchema },
      async ({ kind, id, body, by, say }): Promise<CatalogueItemReply> => {
        const item = await db.transaction((tx) => updateCatalogueItem(tx, kind, id, body, by));
        itemsChanged(kind);
        return { item, message: say('CATALOGUE_ITEM_SAVED', { name: item.ten }) };
      },
    ),
  );
  app.post(
    '/api/:idApp/console/catalogue/:kind/:id/delete',
    consoleWrite(
      'catalogue',
      { kind: checkKind, body: NO_BODY },
      async ({ kind, id, by, say }): Promise<CatalogueItemReply> => {
        const item = await db.transaction((tx) => deleteCatalogueItem(tx, idApp, kind, id, by));
        itemsChanged(kind);
        return { item, message: say('CATALOGUE_ITEM_DELETED', { name: item.ten }) };
      },
    ),
  );
}
