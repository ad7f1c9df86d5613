import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  STOCK_SETTINGS_COLLECTION as STOCK_SETTINGS,
  STOCK_SETTINGS_ID,
  type StockSettings,
} from '@shop/domain/catalogue';
import { all, type Queryable } from '../db/database.js';
import { ensureDocument, mergeDocument } from '../db/documents.js';

/** SQL for the app's low-stock threshold ($1 = id_app): the saved one, else the default. */
export const LOW_STOCK_THRESHOLD_SQL = `COALESCE((SELECT (s.data->>'low_stock_threshold')::int FROM documents s
  WHERE s.id_app = $1 AND s.collection = '${STOCK_SETTINGS}' AND s.id = '${STOCK_SETTINGS_ID}'), ${DEFAULT_LOW_STOCK_THRESHOLD})`;

/** The app's stock settings (the default threshold until the owner saves one). */
export async function readStockSettings(db: Queryable, idApp: string): Promise<StockSettings> {
  const rows = await db.query<{ threshold: number | string }>(
    `SELECT ${LOW_STOCK_THRESHOLD_SQL} AS threshold`,
    [idApp],
  );
  return { low_stock_threshold: Number(rows[0]?.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD) };
}

/**
 * Saves the settings as a new version of their document with the console user as author. The row
 * is created first when missing (ON CONFLICT: two first saves racing both land on one row), then
 * merged, so the version history holds each save.
 */
export async function saveStockSettings(
  tx: Queryable,
  idApp: string,
  settings: StockSettings,
  by: string,
): Promise<StockSettings> {
  await ensureDocument(tx, { idApp, collection: STOCK_SETTINGS }, STOCK_SETTINGS_ID, {
    low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD,
  });
  const [saved] = await all([
    mergeDocument(tx, { idApp, collection: STOCK_SETTINGS }, STOCK_SETTINGS_ID, { ...settings }, by),
  ]);
  return { low_stock_threshold: Number(saved?.low_stock_threshold ?? settings.low_stock_threshold) };
}
