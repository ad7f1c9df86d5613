import {
  adjustStock,
  applyStockChanges,
  STOCK_ADJUSTMENTS_COLLECTION as STOCK_ADJUSTMENTS,
  type StockAdjustment,
  type StockAdjustmentInput,
  type StockItem,
  type StockReason,
  stockItemsOf,
} from '@shop/domain/catalogue';
import { loadProducts, type ProductDoc, saveProductStock } from '../commerce/catalog.js';
import { all, type Queryable } from '../db/database.js';
import { insertDocument } from '../db/documents.js';
import { appError } from '../errors.js';
import { fireStockAlerts } from '../reminders/stock-alerts.js';

/** What one adjustment records: the line, its stock before and after, why, who and when. */
export function adjustmentRecord(
  item: StockItem,
  change: { after: number; reason: StockReason; note: string },
  by: string,
  now: Date,
): Omit<StockAdjustment, '_id'> {
  return {
    product_id: item.product_id,
    ma_vt: item.ma_vt,
    variant: item.variant,
    ten_vt: item.name,
    variant_label: item.variant_label,
    before: item.stock,
    after: change.after,
    delta: change.after - item.stock,
    reason: change.reason,
    note: change.note,
    author: by,
    at: now.toISOString(),
  };
}

/** Writes adjustment records (each a document with its first version, by `by`). */
export async function recordAdjustments(
  tx: Queryable,
  idApp: string,
  records: readonly Omit<StockAdjustment, '_id'>[],
  by: string,
): Promise<StockAdjustment[]> {
  const scope = { idApp, collection: STOCK_ADJUSTMENTS };
  const docs = await all(records.map((record) => insertDocument(tx, scope, record, by)));
  return records.map((record, index) => ({ ...record, _id: docs[index]?._id ?? '' }));
}

/** The product and line an adjustment names, or 404 STOCK_VARIANT_NOT_FOUND. */
export function findLine(
  product: ProductDoc | undefined,
  ma_vt: string,
  variant: string,
): { product: ProductDoc; item: StockItem } {
  const item = product ? stockItemsOf(product).find((line) => line.variant === variant) : undefined;
  if (!product || !item)
    throw appError('STOCK_VARIANT_NOT_FOUND', { code: variant ? `${ma_vt} / ${variant}` : ma_vt });
  return { product, item };
}

/**
 * Adjusts one line's stock inside the caller's transaction: the product row is locked FOR UPDATE
 * as the order placing locks it (place-order.ts), so an adjustment and an order on the same product
 * queue and neither loses the other's change. A result below zero is refused (409 STOCK_NEGATIVE);
 * otherwise the stock is written (the product's moves with its option's) and one adjustment record
 * with the console user as author.
 */
export async function adjustLineStock(
  tx: Queryable,
  idApp: string,
  input: StockAdjustmentInput,
  by: string,
  now: Date,
): Promise<StockAdjustment> {
  const products = await loadProducts(tx, idApp, [input.ma_vt], true);
  const { product, item } = findLine(products.get(input.ma_vt), input.ma_vt, input.variant);
  const decision = adjustStock(item.stock, input);
  if (!decision.ok) throw appError('STOCK_NEGATIVE', { before: item.stock, after: decision.after });
  const next = applyStockChanges(product, [{ variant: item.variant, stock: decision.after }]);
  const record = adjustmentRecord(
    item,
    { after: decision.after, reason: input.reason, note: input.note },
    by,
    now,
  );
  const [, [adjustment]] = await all([
    saveProductStock(tx, idApp, { ...product, ...next }),
    recordAdjustments(tx, idApp, [record], by),
  ]);
  // A line raised above zero answers its back-in-stock requests (decision 064).
  if (decision.after > 0) await fireStockAlerts(tx, idApp, [input.ma_vt]);
  if (!adjustment) throw new Error('the adjustment record was not written');
  return adjustment;
}
