import { flashSaleFormSchema, promotionFormSchema, voucherFormSchema } from '@shop/domain/promotions';
import type { MessageCode } from '@shop/domain/messages';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { Database, Queryable } from '../../db/database.js';
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
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { consoleItem, consoleRoute, consoleWrite } from './kit.js';
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
    await announcePageChange(app, collections);
    return result;
  };

  app.get('/api/:idApp/console/promotion-products', consoleRoute('promotions', {}), async () =>
    listPromotionProducts(db, idApp),
  );

  /**
   * Promotional prices and flash sales are kept alike: listed, read, saved (created or edited), ended
   * and deleted by their own module functions, each write purging the pages that show `pages`.
   */
  const campaignRoutes = <TSchema extends v.GenericSchema, TItem>(
    path: string,
    pages: string[],
    campaign: {
      form: TSchema;
      saved: MessageCode;
      list: (db: Database, idApp: string) => Promise<TItem[]>;
      read: (db: Database, idApp: string, id: string) => Promise<TItem>;
      save: (
        tx: Queryable,
        idApp: string,
        form: v.InferOutput<TSchema>,
        by: string,
        id?: string,
      ) => Promise<TItem>;
      end: (tx: Queryable, idApp: string, id: string, by: string) => Promise<TItem>;
      remove: (tx: Queryable, idApp: string, id: string, by: string) => Promise<void>;
    },
  ) => {
    const { form, saved } = campaign;
    app.get(path, consoleRoute('promotions', {}), async () => campaign.list(db, idApp));
    app.post(
      path,
      consoleWrite('promotions', { body: form }, async ({ body, by, say }) => ({
        item: await write(pages, (tx) => campaign.save(tx, idApp, body, by)),
        message: say(saved),
      })),
    );
    app.get(
      `${path}/:id`,
      consoleItem('promotions', (id) => campaign.read(db, idApp, id)),
    );
    app.put(
      `${path}/:id`,
      consoleWrite('promotions', { body: form }, async ({ id, body, by, say }) => ({
        item: await write(pages, (tx) => campaign.save(tx, idApp, body, by, id)),
        message: say(saved),
      })),
    );
    app.post(
      `${path}/:id/end`,
      consoleWrite('promotions', { body: NO_BODY }, async ({ id, by, say }) => ({
        item: await write(pages, (tx) => campaign.end(tx, idApp, id, by)),
        message: say('PROMOTION_ENDED'),
      })),
    );
    app.delete(
      `${path}/:id`,
      consoleWrite('promotions', {}, async ({ id, by, say }) => {
        await write(pages, (tx) => campaign.remove(tx, idApp, id, by));
        return { ok: true, message: say('PROMOTION_DELETED') };
      }),
    );
  };

  // Promotional prices (dmchietkhau rows that are not a flash sale's).
  campaignRoutes('/api/:idApp/console/promotions', [PROMOTIONS], {
    form: promotionFormSchema,
    saved: 'PROMOTION_SAVED',
    list: listPromotions,
    read: readPromotion,
    save: savePromotion,
    end: endPromotion,
    remove: deletePromotion,
  });
  // Flash sales: a campaign document and its dmchietkhau rows.
  campaignRoutes('/api/:idApp/console/flash-sales', [FLASH_SALES, PROMOTIONS], {
    form: flashSaleFormSchema,
    saved: 'FLASH_SALE_SAVED',
    list: listFlashSales,
    read: readFlashSale,
    save: saveFlashSale,
    end: endFlashSale,
    remove: deleteFlashSale,
  });

  // Vouchers (evoucher). The checkout reads them by code at each pricing: no page shows them.
  app.get('/api/:idApp/console/vouchers', consoleRoute('promotions', {}), async () =>
    listVouchers(db, idApp),
  );
  app.post(
    '/api/:idApp/console/vouchers',
    consoleWrite('promotions', { body: voucherFormSchema }, async ({ body, by, say }) => {
      const item = await db.transaction((tx) => saveVoucher(tx, idApp, body, by));
      return { item, message: say('VOUCHER_SAVED', { ma: item.ma }) };
    }),
  );
  app.get(
    '/api/:idApp/console/vouchers/:id',
    consoleItem('promotions', (id) => readVoucher(db, idApp, id)),
  );
  app.put(
    '/api/:idApp/console/vouchers/:id',
    consoleWrite('promotions', { body: voucherFormSchema }, async ({ id, body, by, say }) => {
      const item = await db.transaction((tx) => saveVoucher(tx, idApp, body, by, id));
      return { item, message: say('VOUCHER_SAVED', { ma: item.ma }) };
    }),
  );
  app.post(
    '/api/:idApp/console/vouchers/:id/disable',
    consoleWrite('promotions', { body: NO_BODY }, async ({ id, by, say }) => {
      const item = await db.transaction((tx) => disableVoucher(tx, idApp, id, by));
      return { item, message: say('VOUCHER_DISABLED', { ma: item.ma }) };
    }),
  );
}
