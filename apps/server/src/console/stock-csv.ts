import {
  applyStockChanges,
  isStockCsvHeader,
  planStockImport,
  STOCK_CSV_COLUMNS,
  STOCK_IMPORT_MAX_ROWS,
  type StockImportPreview,
  type StockImportChange,
  type StockItem,
  stockCsvRecord,
  stockItemsOf,
  stockKey,
} from '@shop/domain/catalogue';
import { messageText } from '@shop/domain/messages';
import type { Locale } from '@shop/domain/primitives';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { loadProducts, type ProductDoc, saveProductStock } from '../commerce/catalog.js';
import { all, type Queryable } from '../db/database.js';
import { mergeDocument } from '../db/documents.js';
import { appError } from '../errors.js';
import { fireStockAlerts } from '../reminders/stock-alerts.js';
import { adjustmentRecord, recordAdjustments } from './stock-adjust.js';

/** The note of the adjustments an import records (its reason is 'count'). */
export const IMPORT_NOTE = 'CSV';

/**
 * Every sellable line as CSV, ordered by code: code, variant (the option's id, empty for a product
 * sold as one item), name, price, stock. UTF-8 with a BOM and CRLF lines for spreadsheet programs;
 * a cell starting with = + - @ (or a tab / carriage return) gets a leading quote
 * (csv-stringify's escape_formulas), so a product name never runs as a formula.
 */
export async function stockCsv(db: Queryable, idApp: string): Promise<string> {
  const rows = await db.query<{ data: ProductDoc }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'dmvt' ORDER BY data->>'ma_vt', id`,
    [idApp],
  );
  const records = rows.flatMap((row) => stockItemsOf(row.data).map(stockCsvRecord));
  return stringify([[...STOCK_CSV_COLUMNS], ...records], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/**
 * The data records of an import file: read with csv-parse (a BOM dropped, blank lines skipped,
 * rows of any length kept for the plan to refuse), after a header naming the export's columns.
 * An unreadable file, a wrong header, no data or too many rows: 400 with the reason.
 */
export function readStockCsv(text: string): string[][] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 200) : String(error);
    throw appError('STOCK_IMPORT_UNREADABLE', { detail });
  }
  const [header, ...data] = records;
  if (!isStockCsvHeader(header)) throw appError('STOCK_IMPORT_HEADER');
  if (data.length === 0) throw appError('STOCK_IMPORT_EMPTY');
  if (data.length > STOCK_IMPORT_MAX_ROWS) throw appError('STOCK_IMPORT_TOO_LARGE');
  return data;
}

/** The products a file names (locked FOR UPDATE when applying) and their lines by stockKey. */
async function loadFileLines(tx: Queryable, idApp: string, records: readonly string[][], lock: boolean) {
  const codes = records.map((record) => (record[0] ?? '').trim()).filter(Boolean);
  const products = await loadProducts(tx, idApp, codes, lock);
  const items = new Map<string, StockItem>();
  for (const product of products.values())
    for (const item of stockItemsOf(product)) items.set(stockKey(item.ma_vt, item.variant), item);
  return { products, items };
}

/** What a file would change and every refused row with its reason in `locale`; nothing is written. */
export async function previewStockImport(
  db: Queryable,
  idApp: string,
  text: string,
  locale: Locale,
): Promise<StockImportPreview> {
  const records = readStockCsv(text);
  const { items } = await loadFileLines(db, idApp, records, false);
  const plan = planStockImport(records, items);
  return {
    ...plan,
    refused: plan.refused.map((row) => ({ ...row, reason: messageText(row.code, locale) })),
  };
}

/**
 * Applies a file inside the caller's transaction, or nothing at all: the products it names are
 * locked (as the order placing locks them) and the plan is made again from what is stored now;
 * any refused row refuses the whole file (409 STOCK_IMPORT_REFUSED). Each product changes once: a
 * new price is a version of the product with the console user as author; a new stock is written
 * with a 'count' adjustment record per line.
 */
export async function applyStockImport(
  tx: Queryable,
  idApp: string,
  text: string,
  by: string,
  now: Date,
): Promise<{ prices: number; stocks: number }> {
  const records = readStockCsv(text);
  const { products, items } = await loadFileLines(tx, idApp, records, true);
  const plan = planStockImport(records, items);
  if (plan.refused.length > 0) throw appError('STOCK_IMPORT_REFUSED', { count: plan.refused.length });
  const byProduct = new Map<string, StockImportChange[]>();
  for (const change of plan.changes)
    byProduct.set(change.ma_vt, [...(byProduct.get(change.ma_vt) ?? []), change]);
  const writes: Promise<unknown>[] = [];
  const adjustments = [];
  let prices = 0;
  let stocks = 0;
  for (const [code, changes] of byProduct) {
    const product = products.get(code);
    if (!product) continue;
    const priced = changes.filter((change) => change.price_after !== change.price_before);
    const counted = changes.filter((change) => change.stock_after !== change.stock_before);
    prices += priced.length;
    stocks += counted.length;
    const next = applyStockChanges(
      product,
      changes.map((change) => ({
        variant: change.variant,
        price: change.price_after !== change.price_before ? change.price_after : undefined,
        stock: change.stock_after !== change.stock_before ? change.stock_after : undefined,
      })),
    );
    writes.push(
      priced.length > 0
        ? mergeDocument(tx, { idApp, collection: 'dmvt' }, product._id, { ...next }, by)
        : saveProductStock(tx, idApp, { ...product, ...next }),
    );
    for (const change of counted) {
      const item = items.get(stockKey(change.ma_vt, change.variant));
      if (item)
        adjustments.push(
          adjustmentRecord(item, { after: change.stock_after, reason: 'count', note: IMPORT_NOTE }, by, now),
        );
    }
  }
  await all([all(writes), recordAdjustments(tx, idApp, adjustments, by)]);
  if (stocks > 0) await fireStockAlerts(tx, idApp, [...byProduct.keys()]);
  return { prices, stocks };
}
