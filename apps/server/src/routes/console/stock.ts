import {
  type StockAdjustReply,
  type StockImportReply,
  type StockSettingsReply,
  stockAdjustmentSchema,
  stockHistoryQuerySchema,
  stockImportSchema,
  stockQuerySchema,
  stockSettingsSchema,
} from '@shop/domain/catalogue';
import { toVietnamDate } from '@shop/domain/primitives';
import type { FastifyInstance } from 'fastify';
import { adjustLineStock } from '../../console/stock-adjust.js';
import { applyStockImport, previewStockImport, stockCsv } from '../../console/stock-csv.js';
import { listStock, listStockHistory } from '../../console/stock-list.js';
import { readStockSettings, saveStockSettings } from '../../console/stock-settings.js';
import { requestLanguage } from '../../errors.js';
import { announcePageChange } from '../../ssr/page-changes.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import type { RouteSchemas } from '../../plugins/route-schema.js';
import { actorEmail, consoleRead, consoleRoute, readBody, say } from './kit.js';

/**
 * The console's stock (docs/api.md "Stock"): lines with their stock, adjustments and their
 * history, the CSV export and import ('catalogue' area: owner and staff), and the low-stock
 * threshold, which only the owner changes ('settings' area). Every write announces the change, so
 * the shop's rendered pages show it at once.
 */
export async function consoleStockRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;
  const catalogue = (parts: RouteSchemas) => consoleRoute('catalogue', parts);

  app.get(
    '/api/:idApp/console/stock',
    consoleRead('catalogue', { summary: 'Lines with their stock', query: stockQuerySchema }, (query) =>
      listStock(db, idApp, query),
    ),
  );
  app.get(
    '/api/:idApp/console/stock/history',
    consoleRead(
      'catalogue',
      { summary: 'Stock changes, newest first', query: stockHistoryQuerySchema },
      (query) => listStockHistory(db, idApp, query),
    ),
  );
  app.post(
    '/api/:idApp/console/stock/adjust',
    catalogue({ summary: "Adjusts a line's stock", body: stockAdjustmentSchema }),
    async (request): Promise<StockAdjustReply> => {
      const input = readBody(stockAdjustmentSchema, request.body);
      const email = actorEmail(request, 'catalogue');
      const adjustment = await db.transaction((tx) => adjustLineStock(tx, idApp, input, email, new Date()));
      await announcePageChange(app, ['dmvt'], [adjustment.product_id]);
      const { ten_vt: name, before, after } = adjustment;
      return {
        adjustment,
        message: say(request, 'STOCK_ADJUSTED', { name, before, after }),
      };
    },
  );

  app.get('/api/:idApp/console/stock/settings', catalogue({ summary: 'The low-stock threshold' }), async () =>
    readStockSettings(db, idApp),
  );
  app.post(
    '/api/:idApp/console/stock/settings',
    consoleRoute('settings', { summary: 'Saves the low-stock threshold', body: stockSettingsSchema }),
    async (request): Promise<StockSettingsReply> => {
      const settings = readBody(stockSettingsSchema, request.body);
      const email = actorEmail(request, 'settings');
      const saved = await db.transaction((tx) => saveStockSettings(tx, idApp, settings, email));
      return {
        ...saved,
        message: say(request, 'LOW_STOCK_THRESHOLD_SAVED', { threshold: saved.low_stock_threshold }),
      };
    },
  );

  app.get(
    '/api/:idApp/console/stock/export.csv',
    catalogue({ summary: 'Every line as CSV' }),
    async (_request, reply) => {
      const day = toVietnamDate(new Date().toISOString()) ?? 'export';
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="stock-${day}.csv"`)
        .header('cache-control', 'no-store');
      return stockCsv(db, idApp);
    },
  );
  app.post(
    '/api/:idApp/console/stock/import/preview',
    catalogue({ summary: 'What a CSV import would change', body: stockImportSchema }),
    async (request) => {
      const { csv } = readBody(stockImportSchema, request.body);
      return previewStockImport(db, idApp, csv, requestLanguage(request));
    },
  );
  app.post(
    '/api/:idApp/console/stock/import',
    catalogue({ summary: 'Applies a CSV import of prices and stock', body: stockImportSchema }),
    async (request): Promise<StockImportReply> => {
      const { csv } = readBody(stockImportSchema, request.body);
      const email = actorEmail(request, 'catalogue');
      const done = await db.transaction((tx) => applyStockImport(tx, idApp, csv, email, new Date()));
      if (done.prices + done.stocks > 0) await announcePageChange(app, ['dmvt']);
      return { ...done, message: say(request, 'STOCK_IMPORT_APPLIED', { ...done }) };
    },
  );
}
