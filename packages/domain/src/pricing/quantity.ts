/** The lowest quantity a shopper may type (SPEC §5); 0 then asks to remove the line. */
export const MIN_QUANTITY = 0;

/** The cap when the stock is unknown (SPEC §9). */
export const DEFAULT_MAX_QUANTITY = 9999;

/** What to do with a quantity the shopper asked for. */
export interface QuantityDecision {
  /** The quantity to keep, always in [1, cap]. */
  readonly quantity: number;
  /** Set when the request was above the cap: show 'Số lượng bạn chọn lớn hơn sản phẩm tồn kho'. */
  readonly notice?: 'QUANTITY_ABOVE_STOCK';
  /** True when the shopper went to 0 (or below 1): confirm removing the line. */
  readonly askRemove: boolean;
}

/**
 * The largest quantity allowed: the stock, or 9999 when the stock is falsy (0, missing, null,
 * NaN) as in the original shop (`ton || 9999`); out-of-stock lines are flagged by isOutOfStock
 * and refused by the server when the order is placed. A fractional stock is rounded down, the
 * cap is never below 1 and never above Number.MAX_SAFE_INTEGER.
 */
export function quantityCap(stock?: number | null): number {
  if (!stock || !Number.isFinite(stock)) return DEFAULT_MAX_QUANTITY;
  return Math.min(Math.max(1, Math.floor(stock)), Number.MAX_SAFE_INTEGER);
}

/**
 * Normalises a typed quantity (SPEC §5): above the cap -> the cap with QUANTITY_ABOVE_STOCK;
 * 0 or negative -> 1 with askRemove; a fraction is rounded down first (0.5 -> 0 -> ask to
 * remove); NaN (an empty box) -> 1 without asking; +Infinity -> the cap with the notice.
 */
export function normaliseQuantity(requested: number, stock?: number | null): QuantityDecision {
  const cap = quantityCap(stock);
  if (Number.isNaN(requested)) return { quantity: 1, askRemove: false };
  const whole = Math.floor(requested);
  if (whole > cap) return { quantity: cap, notice: 'QUANTITY_ABOVE_STOCK', askRemove: false };
  if (whole < 1) return { quantity: 1, askRemove: true };
  return { quantity: whole, askRemove: false };
}

/**
 * The plus button: one more, capped at the stock. Already at (or above) the cap -> the cap with
 * QUANTITY_ABOVE_STOCK. A current quantity below 1 or not a number counts as 0, giving 1.
 */
export function incrementQuantity(current: number, stock?: number | null): QuantityDecision {
  const cap = quantityCap(stock);
  const base = Number.isFinite(current) && current >= 1 ? Math.floor(current) : 0;
  if (base >= cap) return { quantity: cap, notice: 'QUANTITY_ABOVE_STOCK', askRemove: false };
  return { quantity: base + 1, askRemove: false };
}

/**
 * The minus button: one less. At 1 (or below, or not a number) the quantity stays 1 and
 * askRemove is true (SPEC §4). A quantity above the cap falls to the cap.
 */
export function decrementQuantity(current: number, stock?: number | null): QuantityDecision {
  const cap = quantityCap(stock);
  if (Number.isNaN(current) || current < 2) return { quantity: 1, askRemove: true };
  return { quantity: Math.min(Math.floor(current) - 1, cap), askRemove: false };
}

/**
 * Whether a request may ask for this quantity of a line (add to cart, set a line, a draft line):
 * a whole number from 1. No cap here: the server caps at the stock (normaliseQuantity). 0, a
 * fraction, NaN or an unsafe integer are refused, not corrected: the screen corrects typing.
 */
export function isRequestableQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= 1;
}
