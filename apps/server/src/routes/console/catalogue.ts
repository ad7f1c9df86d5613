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
import { readConsoleInput } from '../../console/console-input.js';
import { appError } from '../../errors.js';
import { consoleGuard } from '../../plugins/console-guard.js';
import { announcePageChange } from '../../ssr/page-changes.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { say, readQuery, actorEmail } from './kit.js';

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
  const guard = { preHandler: consoleGuard('catalogue') };
  const productsChanged = (ids: string[]) => announcePageChange(app, ['dmvt'], ids);

  app.get('/api/:idApp/console/products', guard, async (request) =>
    listConsoleProducts(db, idApp, readQuery(productsQuerySchema, request.query)),
  );
  app.post('/api/:idApp/console/products', guard, async (request): Promise<ProductWriteReply> => {
    const form = readConsoleInput(productFormSchema, request.body);
    const by = actorEmail(request, 'catalogue');
    const product = await db.transaction((tx) => createProduct(tx, idApp, form, by));
    productsChanged([product._id]);
    return { product, message: say(request, 'PRODUCT_CREATED', { code: product.ma_vt }) };
  });
  app.get<{ Params: IdParams }>('/api/:idApp/console/products/:id', guard, async (request) =>
    loadConsoleProduct(db, idApp, checkId(request.params.id)),
  );
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/products/:id',
    guard,
    async (request): Promise<ProductWriteReply> => {
      const id = checkId(request.params.id);
      const form = readConsoleInput(productFormSchema, request.body);
      const by = actorEmail(request, 'catalogue');
      const { product } = await db.transaction((tx) => updateProduct(tx, idApp, id, form, by));
      productsChanged([id]);
      return { product, message: say(request, 'PRODUCT_SAVED', { code: product.ma_vt }) };
    },
  );
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/products/:id/duplicate',
    guard,
    async (request): Promise<ProductWriteReply> => {
      const id = checkId(request.params.id);
      const { ma_vt } = readConsoleInput(duplicateProductSchema, request.body);
      const by = actorEmail(request, 'catalogue');
      const product = await db.transaction((tx) => duplicateProduct(tx, idApp, id, ma_vt, by));
      return { product, message: say(request, 'PRODUCT_DUPLICATED', { code: product.ma_vt }) };
    },
  );
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/products/:id/remove',
    guard,
    async (request): Promise<ProductRemoveReply> => {
      const id = checkId(request.params.id);
      const by = actorEmail(request, 'catalogue');
      const { outcome, product } = await db.transaction((tx) => removeProduct(tx, idApp, id, by));
      productsChanged([id]);
      const code = outcome === 'deleted' ? 'PRODUCT_DELETED' : 'PRODUCT_ARCHIVED';
      return { outcome, product, message: say(request, code, { code: product.ma_vt }) };
    },
  );
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/products/:id/restore',
    guard,
    async (request): Promise<ProductWriteReply> => {
      const id = checkId(request.params.id);
      const by = actorEmail(request, 'catalogue');
      const product = await db.transaction((tx) => restoreProduct(tx, idApp, id, by));
      return { product, message: say(request, 'PRODUCT_RESTORED', { code: product.ma_vt }) };
    },
  );

  type KindParams = { kind: string };
  type KindIdParams = KindParams & { id: string };
  const itemsChanged = (kind: CatalogueKind) => announcePageChange(app, [KINDS[kind].collection]);

  app.get<{ Params: KindParams }>('/api/:idApp/console/catalogue/:kind', guard, async (request) =>
    listCatalogueItems(db, idApp, checkKind(request.params.kind)),
  );
  app.post<{ Params: KindParams }>(
    '/api/:idApp/console/catalogue/:kind',
    guard,
    async (request): Promise<CatalogueItemReply> => {
      const kind = checkKind(request.params.kind);
      const form = readConsoleInput(catalogueItemFormSchema, request.body);
      const by = actorEmail(request, 'catalogue');
      const item = await db.transaction((tx) => createCatalogueItem(tx, kind, form, by));
      itemsChanged(kind);
      return { item, message: say(request, 'CATALOGUE_ITEM_CREATED', { name: item.ten }) };
    },
  );
  app.post<{ Params: KindParams }>(
    '/api/:idApp/console/catalogue/:kind/order',
    guard,
    async (request): Promise<DoneReply> => {
      const kind = checkKind(request.params.kind);
      const { ids } = readConsoleInput(catalogueOrderSchema, request.body);
      const by = actorEmail(request, 'catalogue');
      await db.transaction((tx) => reorderCatalogueItems(tx, kind, ids, by));
      itemsChanged(kind);
      return { message: say(request, 'CATALOGUE_ORDER_SAVED') };
    },
  );
  app.post<{ Params: KindIdParams }>(
    '/api/:idApp/console/catalogue/:kind/:id',
    guard,
    async (request): Promise<CatalogueItemReply> => {
      const kind = checkKind(request.params.kind);
      const id = checkId(request.params.id);
      const form = readConsoleInput(catalogueItemEditSchema, request.body);
      const by = actorEmail(request, 'catalogue');
      const item = await db.transaction((tx) => updateCatalogueItem(tx, kind, id, form, by));
      itemsChanged(kind);
      return { item, message: say(request, 'CATALOGUE_ITEM_SAVED', { name: item.ten }) };
    },
  );
  app.post<{ Params: KindIdParams }>(
    '/api/:idApp/console/catalogue/:kind/:id/delete',
    guard,
    async (request): Promise<CatalogueItemReply> => {
      const kind = checkKind(request.params.kind);
      const id = checkId(request.params.id);
      const by = actorEmail(request, 'catalogue');
      const item = await db.transaction((tx) => deleteCatalogueItem(tx, idApp, kind, id, by));
      itemsChanged(kind);
      return { item, message: say(request, 'CATALOGUE_ITEM_DELETED', { name: item.ten }) };
    },
  );
}
