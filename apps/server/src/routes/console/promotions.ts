import { flashSaleFormSchema, promotionFormSchema, voucherFormSchema } from '@shop/domain/promotions';
import type { FastifyInstance } from 'fastify';
import {
  deleteFlashSale,
  deletePromotion,
  disableVoucher,
  endFlashSale,
  endPromotion,
  FLASH_SALES,
  listFlashSales,
  listPromotionProducts,
  listPromotions,
  listVouchers,
  PROMOTIONS,
  readFlashSale,
  readPromotion,
  readVoucher,
  saveFlashSale,
  savePromotion,
  saveVoucher,
} from '../../console/promotions.js';
import { announcePageChange } from '../../ssr/page-changes.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { actorEmail, consoleRoute, readBody, say } from './kit.js';
import { NO_BODY } from '../../plugins/route-schema.js';

/**
 * The console's promotions area (docs/api.md "Console: promotions", decision 025): promotional
 * prices, flash sales and vouchers. Owner and staff ('promotions'). Every write is validated with
 * the form's domain schema, runs in one transaction with the console user as the author, and
 * purges the shop's rendered pages (promotions show on product pages, the catalogue and home).
 */
export async function consolePromotionRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;
  /** Runs a write in one transaction, then tells every process that pages showing these changed. */
  const write = async <T>(collections: string[], work: Parameters<typeof db.transaction<T>>[0]) => {
    const result = await db.transaction(work);
    announcePageChange(app, collections);
    return result;
  };

  app.get('/api/:idApp/console/promotion-products', consoleRoute('promotions', {}), async () =>
    listPromotionProducts(db, idApp),
  );

  // Promotional prices (dmchietkhau rows that are not a flash sale's).
  app.get('/api/:idApp/console/promotions', consoleRoute('promotions', {}), async () =>
    listPromotions(db, idApp),
  );
  app.post(
    '/api/:idApp/console/promotions',
    consoleRoute('promotions', { body: promotionFormSchema }),
    async (request) => {
      const form = readBody(promotionFormSchema, request.body);
      const item = await write([PROMOTIONS], (tx) =>
        savePromotion(tx, idApp, form, actorEmail(request, 'promotions')),
      );
      return { item, message: say(request, 'PROMOTION_SAVED') };
    },
  );
  app.get<{ Params: IdParams }>(
    '/api/:idApp/console/promotions/:id',
    consoleRoute('promotions', {}),
    async (request) => readPromotion(db, idApp, checkId(request.params.id)),
  );
  app.put<{ Params: IdParams }>(
    '/api/:idApp/console/promotions/:id',
    consoleRoute('promotions', { body: promotionFormSchema }),
    async (request) => {
      const id = checkId(request.params.id);
      const form = readBody(promotionFormSchema, request.body);
      const item = await write([PROMOTIONS], (tx) =>
        savePromotion(tx, idApp, form, actorEmail(request, 'promotions'), id),
      );
      return { item, message: say(request, 'PROMOTION_SAVED') };
    },
  );
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/promotions/:id/end',
    consoleRoute('promotions', { body: NO_BODY }),
    async (request) => {
      const id = checkId(request.params.id);
      const item = await write([PROMOTIONS], (tx) =>
        endPromotion(tx, idApp, id, actorEmail(request, 'promotions')),
      );
      return { item, message: say(request, 'PROMOTION_ENDED') };
    },
  );
  app.delete<{ Params: IdParams }>(
    '/api/:idApp/console/promotions/:id',
    consoleRoute('promotions', {}),
    async (request) => {
      const id = checkId(request.params.id);
      await write([PROMOTIONS], (tx) => deletePromotion(tx, idApp, id, actorEmail(request, 'promotions')));
      return { ok: true, message: say(request, 'PROMOTION_DELETED') };
    },
  );

  // Flash sales: a campaign document and its dmchietkhau rows.
  app.get('/api/:idApp/console/flash-sales', consoleRoute('promotions', {}), async () =>
    listFlashSales(db, idApp),
  );
  app.post(
    '/api/:idApp/console/flash-sales',
    consoleRoute('promotions', { body: flashSaleFormSchema }),
    async (request) => {
      const form = readBody(flashSaleFormSchema, request.body);
      const item = await write([FLASH_SALES, PROMOTIONS], (tx) =>
        saveFlashSale(tx, idApp, form, actorEmail(request, 'promotions')),
      );
      return { item, message: say(request, 'FLASH_SALE_SAVED') };
    },
  );
  app.get<{ Params: IdParams }>(
    '/api/:idApp/console/flash-sales/:id',
    consoleRoute('promotions', {}),
    async (request) => readFlashSale(db, idApp, checkId(request.params.id)),
  );
  app.put<{ Params: IdParams }>(
    '/api/:idApp/console/flash-sales/:id',
    consoleRoute('promotions', { body: flashSaleFormSchema }),
    async (request) => {
      const id = checkId(request.params.id);
      const form = readBody(flashSaleFormSchema, request.body);
      const item = await write([FLASH_SALES, PROMOTIONS], (tx) =>
        saveFlashSale(tx, idApp, form, actorEmail(request, 'promotions'), id),
      );
      return { item, message: say(request, 'FLASH_SALE_SAVED') };
    },
  );
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/flash-sales/:id/end',
    consoleRoute('promotions', { body: NO_BODY }),
    async (request) => {
      const id = checkId(request.params.id);
      const item = await write([FLASH_SALES, PROMOTIONS], (tx) =>
        endFlashSale(tx, idApp, id, actorEmail(request, 'promotions')),
      );
      return { item, message: say(request, 'PROMOTION_ENDED') };
    },
  );
  app.delete<{ Params: IdParams }>(
    '/api/:idApp/console/flash-sales/:id',
    consoleRoute('promotions', {}),
    async (request) => {
      const id = checkId(request.params.id);
      await write([FLASH_SALES, PROMOTIONS], (tx) =>
        deleteFlashSale(tx, idApp, id, actorEmail(request, 'promotions')),
      );
      return { ok: true, message: say(request, 'PROMOTION_DELETED') };
    },
  );

  // Vouchers (evoucher). The checkout reads them by code at each pricing: no page shows them.
  app.get('/api/:idApp/console/vouchers', consoleRoute('promotions', {}), async () =>
    listVouchers(db, idApp),
  );
  app.post(
    '/api/:idApp/console/vouchers',
    consoleRoute('promotions', { body: voucherFormSchema }),
    async (request) => {
      const form = readBody(voucherFormSchema, request.body);
      const item = await db.transaction((tx) =>
        saveVoucher(tx, idApp, form, actorEmail(request, 'promotions')),
      );
      return { item, message: say(request, 'VOUCHER_SAVED', { ma: item.ma }) };
    },
  );
  app.get<{ Params: IdParams }>(
    '/api/:idApp/console/vouchers/:id',
    consoleRoute('promotions', {}),
    async (request) => readVoucher(db, idApp, checkId(request.params.id)),
  );
  app.put<{ Params: IdParams }>(
    '/api/:idApp/console/vouchers/:id',
    consoleRoute('promotions', { body: voucherFormSchema }),
    async (request) => {
      const id = checkId(request.params.id);
      const form = readBody(voucherFormSchema, request.body);
      const item = await db.transaction((tx) =>
        saveVoucher(tx, idApp, form, actorEmail(request, 'promotions'), id),
      );
      return { item, message: say(request, 'VOUCHER_SAVED', { ma: item.ma }) };
    },
  );
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/vouchers/:id/disable',
    consoleRoute('promotions', { body: NO_BODY }),
    async (request) => {
      const id = checkId(request.params.id);
      const item = await db.transaction((tx) =>
        disableVoucher(tx, idApp, id, actorEmail(request, 'promotions')),
      );
      return { item, message: say(request, 'VOUCHER_DISABLED', { ma: item.ma }) };
    },
  );
}
