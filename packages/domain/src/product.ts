import { validityStatus } from './date.js';
import type { Product, Promotion } from './schemas/product.js';

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
 * The promotion that prices a product at `now`: among the promotions of this ma_vt whose
 * validity window contains `now` (see validityStatus), the one with the lowest gia_ban; the
 * first such in list order on a tie. undefined when none applies.
 */
export function findActivePromotion<
  T extends Pick<Promotion, 'ma_vt' | 'gia_ban' | 'hieu_luc_tu' | 'hieu_luc_den'>,
>(promotions: readonly T[], ma_vt: string, now: Date): T | undefined {
  let best: T | undefined;
  for (const promotion of promotions) {
    if (promotion.ma_vt !== ma_vt || validityStatus(promotion, now) !== 'active') continue;
    if (best === undefined || promotion.gia_ban < best.gia_ban) best = promotion;
  }
  return best;
}
