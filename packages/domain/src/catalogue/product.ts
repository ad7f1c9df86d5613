import { validityStatus } from '../primitives/date.js';
import type { Product, Promotion } from './product-schema.js';

/** The price and stock that apply to a product, or to one of its variants. */
export interface ResolvedVariant {
  readonly retailPrice: number;
  readonly stock: number;
  readonly attribute: NonNullable<Product['thuoc_tinh']>[number] | undefined;
}

/**
 * The retail price and stock of a product for a chosen attribute (thuoc_tinh._id). A variant's
 * own gia_ban_le / ton replace the product's when present. Returns null when an attribute id is
 * given but the product has no such variant, or the variant is not online (cannot be bought).
 */
export function resolveVariant(
  product: Pick<Product, 'gia_ban_le' | 'ton' | 'thuoc_tinh'>,
  attributeId?: string | null,
): ResolvedVariant | null {
  if (!attributeId) return { retailPrice: product.gia_ban_le, stock: product.ton, attribute: undefined };
  const attribute = product.thuoc_tinh?.find((variant) => variant._id === attributeId);
  if (!attribute?.online) return null;
  return {
    retailPrice: attribute.gia_ban_le ?? product.gia_ban_le,
    stock: attribute.ton ?? product.ton,
    attribute,
  };
}

/**
 * Whether a promotion covers a purchase of the product (attributeId missing) or of one of its
 * variants: a promotion without thuoc_tinh_ids covers the whole product, every variant included;
 * one with a list covers only the variants it names (never the product bought without a variant).
 */
export function promotionCoversVariant(
  promotion: Pick<Promotion, 'thuoc_tinh_ids'>,
  attributeId?: string | null,
): boolean {
  const ids = promotion.thuoc_tinh_ids;
  if (!ids || ids.length === 0) return true;
  return !!attributeId && ids.includes(attributeId);
}

type PromotionWindow = Pick<
  Promotion,
  'ma_vt' | 'gia_ban' | 'hieu_luc_tu' | 'hieu_luc_den' | 'thuoc_tinh_ids'
>;

/**
 * The promotion that prices a product (or, given `attributeId`, that variant) at `now`: among the
 * promotions of this ma_vt that cover it (promotionCoversVariant) and whose validity window
 * contains `now` (see validityStatus), the one with the lowest gia_ban; the first such in list
 * order on a tie. undefined when none applies.
 */
export function findActivePromotion<T extends PromotionWindow>(
  promotions: readonly T[],
  ma_vt: string,
  now: Date,
  attributeId?: string | null,
): T | undefined {
  let best: T | undefined;
  for (const promotion of promotions) {
    if (promotion.ma_vt !== ma_vt || validityStatus(promotion, now) !== 'active') continue;
    if (!promotionCoversVariant(promotion, attributeId)) continue;
    if (best === undefined || promotion.gia_ban < best.gia_ban) best = promotion;
  }
  return best;
}

/**
 * The fewest items a line needs for a promotion: its sl_tu, where a missing sl_tu, 0 or 1 all
 * mean "from one item".
 */
export function promotionFromQuantity(promotion: Pick<Promotion, 'sl_tu'>): number {
  return Math.max(1, promotion.sl_tu ?? 1);
}

/**
 * Whether a line of `quantity` items is inside a promotion's quantity window sl_tu..sl_den (both
 * inclusive). sl_tu missing, 0 or 1: from one item (a quantity below 1 is never inside). sl_den
 * missing (null or undefined): no upper bound. How many items get the price is sl_ap_dung's
 * business (priceCartLine), not the window's.
 */
export function isWithinPromotionWindow(
  promotion: Pick<Promotion, 'sl_tu' | 'sl_den'>,
  quantity: number,
): boolean {
  if (quantity < promotionFromQuantity(promotion)) return false;
  return promotion.sl_den === null || promotion.sl_den === undefined || quantity <= promotion.sl_den;
}

/**
 * The promotion that prices a purchase of product `ma_vt` (of its variant `attributeId`, when
 * bought by option) at `now`, before the quantity is looked at (see isWithinPromotionWindow): the
 * active promotion covering it with the lowest price. Its gia_ban is a unit price for each variant
 * it covers; priceCartLine ignores it for a variant whose own price is not above it.
 */
export function findPurchasePromotion<T extends PromotionWindow>(
  promotions: readonly T[],
  purchase: { readonly ma_vt: string; readonly attributeId?: string | null | undefined },
  now: Date,
): T | undefined {
  return findActivePromotion(promotions, purchase.ma_vt, now, purchase.attributeId);
}
