import { moneyInputOrNaN, parseMoneyInput } from '../primitives/money.js';
import { variantLabel } from './variant-label.js';
import type { StockAdjustmentInput, StockImportChange, StockImportRefusalCode } from './console-stock.js';

/** The low-stock threshold until the owner sets one: a variant with this many or fewer is low. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

export type StockDecision =
  | { ok: true; after: number; delta: number }
  | { ok: false; code: 'STOCK_NEGATIVE'; after: number };

/**
 * The stock after an adjustment of a variant holding `before`: received adds, damaged takes out,
 * count sets the counted figure, other adds its signed change. A result below zero is refused
 * (STOCK_NEGATIVE, with the figure it would have left); a count equal to `before` is a change of 0.
 */
export function adjustStock(
  before: number,
  input: Pick<StockAdjustmentInput, 'reason' | 'quantity'>,
): StockDecision {
  const after =
    input.reason === 'count'
      ? input.quantity
      : input.reason === 'damaged'
        ? before - input.quantity
        : before + input.quantity;
  if (after < 0) return { ok: false, code: 'STOCK_NEGATIVE', after };
  return { ok: true, after, delta: after - before };
}

/** What the stock rules read of an option (thuoc_tinh) of a product. */
export interface StockVariant {
  _id: string;
  online: boolean;
  gia_ban_le?: number | null | undefined;
  ton?: number | null | undefined;
  gia_tri_bien_the_1?: string | null | undefined;
  gia_tri_bien_the_2?: string | null | undefined;
}

/** What the stock rules read of a product (dmvt). */
export interface StockProduct<TVariant extends StockVariant = StockVariant> {
  _id: string;
  ma_vt: string;
  ten_vt?: string | null | undefined;
  gia_ban_le: number;
  ton: number;
  thuoc_tinh?: TVariant[] | undefined;
}

/** One sellable line of the catalogue: a variant, or a product sold as one item (variant ''). */
export interface StockItem {
  product_id: string;
  ma_vt: string;
  variant: string;
  name: string;
  variant_label: string;
  price: number;
  stock: number;
}

/**
 * The sellable lines of a product: each option with its own price and stock (the product's when the
 * option has none), or the product itself when it has no options.
 */
export function stockItemsOf(product: StockProduct): StockItem[] {
  const base = { product_id: product._id, ma_vt: product.ma_vt };
  const variants = product.thuoc_tinh ?? [];
  if (variants.length === 0)
    return [
      {
        ...base,
        variant: '',
        name: product.ten_vt ?? product.ma_vt,
        variant_label: '',
        price: product.gia_ban_le,
        stock: product.ton,
      },
    ];
  return variants.map((variant) => {
    const label = variantLabel(variant);
    const name = product.ten_vt ?? product.ma_vt;
    return {
      ...base,
      variant: variant._id,
      name: label ? `${name} (${label})` : name,
      variant_label: label,
      price: variant.gia_ban_le ?? product.gia_ban_le,
      stock: variant.ton ?? product.ton,
    };
  });
}

/** The key of a sellable line: its product code and option id. */
export const stockKey = (ma_vt: string, variant: string) => `${ma_vt}\u0000${variant}`;

/** A new price and/or stock for one line of a product. */
export interface StockChange {
  variant: string;
  price?: number | undefined;
  stock?: number | undefined;
}

/**
 * The product's price, stock and options after changes to some of its lines. An option's new price
 * or stock becomes its own; the product's own price stays the lowest of its online options' (what
 * the shop shows as "from"), and its stock moves by as much as its options' did (orders and
 * cancellations move both the same way). A product without options takes the change itself.
 */
export function applyStockChanges<TVariant extends StockVariant>(
  product: StockProduct<TVariant>,
  changes: readonly StockChange[],
): { gia_ban_le: number; ton: number; thuoc_tinh: TVariant[] | undefined } {
  const variants = product.thuoc_tinh ?? [];
  if (variants.length === 0) {
    const own = changes.find((change) => change.variant === '');
    return {
      gia_ban_le: own?.price ?? product.gia_ban_le,
      ton: own?.stock ?? product.ton,
      thuoc_tinh: product.thuoc_tinh,
    };
  }
  let moved = 0;
  const next = variants.map((variant) => {
    const change = changes.find((item) => item.variant === variant._id);
    if (!change) return variant;
    const updated = { ...variant };
    if (change.price !== undefined) updated.gia_ban_le = change.price;
    if (change.stock !== undefined) {
      moved += change.stock - (variant.ton ?? product.ton);
      updated.ton = change.stock;
    }
    return updated;
  });
  const prices = next
    .filter((variant) => variant.online)
    .map((variant) => variant.gia_ban_le ?? product.gia_ban_le);
  return {
    gia_ban_le: prices.length > 0 ? Math.min(...prices) : product.gia_ban_le,
    ton: Math.max(0, product.ton + moved),
    thuoc_tinh: next,
  };
}

/** The columns of the CSV export and import, in order. */
export const STOCK_CSV_COLUMNS = ['code', 'variant', 'name', 'price', 'stock'] as const;

/** Whether the first record of a file names the import's columns (any case, spaces around ignored). */
export function isStockCsvHeader(record: readonly string[] | undefined): boolean {
  if (!record || record.length < STOCK_CSV_COLUMNS.length) return false;
  return STOCK_CSV_COLUMNS.every((column, index) => record[index]?.trim().toLowerCase() === column);
}

/** One line of the export. */
export function stockCsvRecord(item: StockItem): (string | number)[] {
  return [item.ma_vt, item.variant, item.name, item.price, item.stock];
}

export interface StockImportPlan {
  changes: StockImportChange[];
  refused: { line: number; ma_vt: string; variant: string; code: StockImportRefusalCode }[];
  unchanged: number;
}

/** A whole number as a cell holds it: digits only (spaces around allowed); undefined otherwise. */
function readWhole(cell: string): { value: number } | { negative: true } | undefined {
  const text = cell.trim();
  if (/^-\d{1,12}$/.test(text)) return { negative: true };
  if (!/^\d{1,12}$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? { value } : undefined;
}

/** Why a data record of an import is refused (marking its line as seen when it is not). */
function refusalOf(
  record: readonly string[],
  items: ReadonlyMap<string, StockItem>,
  seen: Set<string>,
): StockImportRefusalCode | undefined {
  if (record.length < STOCK_CSV_COLUMNS.length) return 'IMPORT_ROW_COLUMNS';
  const key = stockKey((record[0] ?? '').trim(), (record[1] ?? '').trim());
  if (!items.has(key)) return 'IMPORT_ROW_UNKNOWN_CODE';
  if (seen.has(key)) return 'IMPORT_ROW_DUPLICATE';
  seen.add(key);
  const price = parseMoneyInput(record[3] ?? '');
  const stock = readWhole(record[4] ?? '');
  if (stock && 'negative' in stock) return 'IMPORT_ROW_NEGATIVE_STOCK';
  if (!price.ok || !stock) return 'IMPORT_ROW_BAD_NUMBER';
  return undefined;
}

/**
 * What an import file (its data records, after the header) would change in the catalogue `items`
 * (by stockKey): the rows whose price or stock differs, the rows refused and why (too few columns,
 * an unknown code or option, a price or stock that is not a whole number, a negative stock, a line
 * named twice), and how many rows change nothing. `line` is the file's line number (header = 1).
 * The name column is not read: names are edited on the product.
 */
export function planStockImport(
  records: readonly (readonly string[])[],
  items: ReadonlyMap<string, StockItem>,
): StockImportPlan {
  const plan: StockImportPlan = { changes: [], refused: [], unchanged: 0 };
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const line = index + 2;
    const ma_vt = (record[0] ?? '').trim();
    const variant = (record[1] ?? '').trim();
    const code = refusalOf(record, items, seen);
    if (code) {
      plan.refused.push({ line, ma_vt, variant, code });
      return;
    }
    const item = items.get(stockKey(ma_vt, variant));
    // A price as people write it ('150.000', '150 000 ₫'), read like the console's price fields.
    const price = moneyInputOrNaN(record[3] ?? '');
    const stock = Number((record[4] ?? '').trim());
    if (!item || (price === item.price && stock === item.stock)) {
      plan.unchanged += 1;
      return;
    }
    plan.changes.push({
      line,
      ma_vt,
      variant,
      name: item.name,
      price_before: item.price,
      price_after: price,
      stock_before: item.stock,
      stock_after: stock,
    });
  });
  return plan;
}
