import * as v from 'valibot';
import type { StockMessageCode } from '../messages/stock-messages.js';
import { wholeNumberWithin, wholeNumberParam as wholeNumber } from '../primitives/common-schemas.js';

/**
 * The console's stock screen (issue 14, docs/api.md "Stock"): variants with their stock, adjustments
 * with a reason, their history, the low-stock threshold and the CSV import and export of prices and
 * stock. Request schemas put message codes in their issues (the form shows the server's words).
 */
const code = (value: StockMessageCode) => value;

/** The collection of the adjustment records, one document per adjustment. */
export const STOCK_ADJUSTMENTS_COLLECTION = 'stock_adjustments';
/** The stock settings (the low-stock threshold): one document of its own collection, fixed id. */
export const STOCK_SETTINGS_COLLECTION = 'stock_settings';
export const STOCK_SETTINGS_ID = '5770c0000000000000000001';

export const STOCK_PAGE_SIZE = 25;
export const STOCK_MAX_PAGE_SIZE = 100;
/** The most one adjustment moves, and the highest counted figure. */
export const STOCK_MAX_QUANTITY = 1_000_000;
export const STOCK_NOTE_MAX = 500;
export const LOW_STOCK_THRESHOLD_MAX = 100_000;

/** Why stock changed: goods received, damaged goods taken out, a stock-take, anything else (noted). */
export const STOCK_REASONS = ['received', 'damaged', 'count', 'other'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

const pageFields = {
  page: wholeNumber(1, 100_000, 1),
  limit: wholeNumber(1, STOCK_MAX_PAGE_SIZE, STOCK_PAGE_SIZE),
};
const productCode = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), '');

/** GET console/stock: a product's variants (`product` = its ma_vt), a search, low stock only. */
export const stockQuerySchema = v.object({
  product: productCode,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  low: v.optional(v.picklist(['0', '1']), '0'),
  ...pageFields,
});
export type StockQueryInput = v.InferInput<typeof stockQuerySchema>;
export type StockQuery = v.InferOutput<typeof stockQuerySchema>;

/**
 * GET console/stock/history: every adjustment, a product's, or one of its lines' (`variant`: an
 * option's id, '' for a product sold as one item; absent: all of the product's); newest first.
 */
export const stockHistoryQuerySchema = v.object({
  product: productCode,
  variant: v.optional(v.pipe(v.string(), v.maxLength(100))),
  ...pageFields,
});
export type StockHistoryQueryInput = v.InferInput<typeof stockHistoryQuerySchema>;
export type StockHistoryQuery = v.InferOutput<typeof stockHistoryQuerySchema>;

const quantity = v.pipe(
  v.number(code('STOCK_QUANTITY_INVALID')),
  v.safeInteger(code('STOCK_QUANTITY_INVALID')),
  v.minValue(-STOCK_MAX_QUANTITY, code('STOCK_DELTA_INVALID')),
  v.maxValue(STOCK_MAX_QUANTITY, code('STOCK_QUANTITY_INVALID')),
);

/**
 * POST console/stock/adjust. `variant` is the option's thuoc_tinh._id, '' for a product sold as one
 * item. `quantity`: received and damaged, how many (1 or more); count, the counted figure (0 or
 * more); other, the signed change (not 0), with a note saying why.
 */
export const stockAdjustmentSchema = v.pipe(
  v.object({
    ma_vt: v.pipe(v.string(), v.trim(), v.nonEmpty(code('STOCK_VARIANT_NOT_FOUND')), v.maxLength(100)),
    variant: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
    reason: v.picklist(STOCK_REASONS, code('STOCK_REASON_INVALID')),
    quantity,
    note: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(STOCK_NOTE_MAX, code('STOCK_NOTE_TOO_LONG'))),
      '',
    ),
  }),
  v.forward(
    v.check(({ reason, quantity: value }) => reason !== 'count' || value >= 0, code('STOCK_COUNT_INVALID')),
    ['quantity'],
  ),
  v.forward(
    v.check(
      ({ reason, quantity: value }) => (reason !== 'received' && reason !== 'damaged') || value >= 1,
      code('STOCK_QUANTITY_INVALID'),
    ),
    ['quantity'],
  ),
  v.forward(
    v.check(({ reason, quantity: value }) => reason !== 'other' || value !== 0, code('STOCK_DELTA_INVALID')),
    ['quantity'],
  ),
  v.forward(
    v.check(({ reason, note }) => reason !== 'other' || note !== '', code('STOCK_NOTE_REQUIRED')),
    ['note'],
  ),
);
export type StockAdjustmentBody = v.InferInput<typeof stockAdjustmentSchema>;
export type StockAdjustmentInput = v.InferOutput<typeof stockAdjustmentSchema>;

/** POST console/stock/settings (the owner's: 'settings' area). */
export const stockSettingsSchema = v.object({
  low_stock_threshold: wholeNumberWithin(0, LOW_STOCK_THRESHOLD_MAX, code('LOW_STOCK_THRESHOLD_INVALID')),
});
export type StockSettings = v.InferOutput<typeof stockSettingsSchema>;

/** The largest CSV the import reads (characters), and its most data rows. */
export const STOCK_IMPORT_MAX_CHARS = 1_000_000;
export const STOCK_IMPORT_MAX_ROWS = 10_000;

/** POST console/stock/import/preview and console/stock/import: the CSV file's text. */
export const stockImportSchema = v.object({
  csv: v.pipe(
    v.string(code('STOCK_IMPORT_EMPTY')),
    v.nonEmpty(code('STOCK_IMPORT_EMPTY')),
    v.maxLength(STOCK_IMPORT_MAX_CHARS, code('STOCK_IMPORT_TOO_LARGE')),
  ),
});
export type StockImportBody = v.InferInput<typeof stockImportSchema>;

/** One variant's line of the stock screen: a product sold as one item is one line (variant ''). */
export interface StockRow {
  product_id: string;
  ma_vt: string;
  variant: string;
  ten_vt: string;
  ten_vt_eng: string;
  /** The option's colour and size ('Đỏ / L'), '' for a product sold as one item. */
  variant_label: string;
  variant_label_eng: string;
  price: number;
  stock: number;
  online: boolean;
  /** At or below the low-stock threshold. */
  low: boolean;
}

export interface StockListReply {
  items: StockRow[];
  total: number;
  page: number;
  limit: number;
  low_stock_threshold: number;
}

/** One stock adjustment as recorded (collection stock_adjustments). */
export interface StockAdjustment {
  _id: string;
  product_id: string;
  ma_vt: string;
  variant: string;
  ten_vt: string;
  variant_label: string;
  before: number;
  after: number;
  delta: number;
  reason: StockReason;
  note: string;
  author: string;
  at: string;
}

export interface StockHistoryReply {
  items: StockAdjustment[];
  total: number;
  page: number;
  limit: number;
}

export interface StockAdjustReply {
  adjustment: StockAdjustment;
  message: string;
}

export interface StockSettingsReply extends StockSettings {
  message?: string;
}

/** A row of the import that would change something: the figures before and after. */
export interface StockImportChange {
  line: number;
  ma_vt: string;
  variant: string;
  name: string;
  price_before: number;
  price_after: number;
  stock_before: number;
  stock_after: number;
}

export type StockImportRefusalCode =
  | 'IMPORT_ROW_UNKNOWN_CODE'
  | 'IMPORT_ROW_BAD_NUMBER'
  | 'IMPORT_ROW_NEGATIVE_STOCK'
  | 'IMPORT_ROW_DUPLICATE'
  | 'IMPORT_ROW_COLUMNS';

/** A row of the import that is refused, with its reason (a code of the message table). */
export interface StockImportRefusal {
  line: number;
  ma_vt: string;
  variant: string;
  code: StockImportRefusalCode;
  reason: string;
}

export interface StockImportPreview {
  changes: StockImportChange[];
  refused: StockImportRefusal[];
  unchanged: number;
}

export interface StockImportReply {
  prices: number;
  stocks: number;
  message: string;
}
