import { FLASH_SALE_CAMPAIGN } from './cart-line.js';
import { type PricedLine, priceCartLine } from './line-pricing.js';
import {
  findPurchasePromotion,
  isWithinPromotionWindow,
  promotionFromQuantity,
  type ResolvedVariant,
  resolveVariant,
} from '../catalogue/product.js';
import type { Product, Promotion } from '../catalogue/product-schema.js';

type PricedProduct = Pick<Product, 'ma_vt' | 'gia_ban_le' | 'ton' | 'thuoc_tinh'>;
type PricingPromotion = Pick<
  Promotion,
  | 'ma_cs'
  | 'ma_vt'
  | 'gia_ban'
  | 'sl_ap_dung'
  | 'sl_tu'
  | 'sl_den'
  | 'hieu_luc_tu'
  | 'hieu_luc_den'
  | 'thuoc_tinh_ids'
>;

/** What one purchase of a product (or of one of its variants) costs at a quantity and a moment. */
export interface PurchaseOffer<T extends PricingPromotion = Promotion> {
  /** The variant bought (thuoc_tinh._id), undefined for a product sold without variants. */
  readonly attributeId: string | undefined;
  /** Its retail price, stock and variant (resolveVariant). */
  readonly variant: ResolvedVariant;
  /** The line as priced (unit price, retail, discount, the PROMO_PRICE_LIMITED notice). */
  readonly line: PricedLine;
  /**
   * The promotion covering this purchase at `now` and below its retail price, even when the
   * quantity puts it out of reach.
   */
  readonly promotion: T | undefined;
  /** The promotional price needs at least this many items (sl_tu above the quantity). */
  readonly promoFromQuantity: number | undefined;
  readonly isFlashSale: boolean;
}

/**
 * The one rule that prices a line (decisions 007 and 025), used by the server when it charges and
 * by every screen that shows a price: the variant's retail price (resolveVariant), the active
 * promotion covering the product or that variant with the lowest price (findPurchasePromotion),
 * its quantity window sl_tu..sl_den, then priceCartLine (the promotional price up to sl_ap_dung
 * items, never above retail). A product-wide promotion's gia_ban is a unit price for every variant
 * whose own price is above it. Returns null when `attributeId` names no online variant.
 */
export function pricePurchase<T extends PricingPromotion>(
  product: PricedProduct,
  promotions: readonly T[],
  now: Date,
  purchase: { readonly attributeId?: string | null | undefined; readonly quantity: number },
): PurchaseOffer<T> | null {
  const variant = resolveVariant(product, purchase.attributeId);
  if (!variant) return null;
  const { quantity } = purchase;
  const attributeId = variant.attribute?._id;
  const found = findPurchasePromotion(promotions, { ma_vt: product.ma_vt, attributeId }, now);
  // A price not below this variant's own is no promotion of it (no badge, no name, no discount).
  const promotion = found && found.gia_ban < variant.retailPrice ? found : undefined;
  const inRange = promotion !== undefined && isWithinPromotionWindow(promotion, quantity);
  const line = priceCartLine({
    retailPrice: variant.retailPrice,
    promoPrice: inRange ? promotion.gia_ban : null,
    sl_ap_dung: promotion?.sl_ap_dung ?? null,
    quantity,
  });
  const fromQuantity = promotion ? promotionFromQuantity(promotion) : 1;
  return {
    attributeId,
    variant,
    line,
    promotion,
    promoFromQuantity: promotion && fromQuantity > 1 && quantity < fromQuantity ? fromQuantity : undefined,
    isFlashSale: promotion?.ma_cs === FLASH_SALE_CAMPAIGN,
  };
}

/**
 * What a product's card advertises ("from …"): for a product sold in variants, the offer of one
 * item of the online variant charged least (the first in stock on a tie; variants in stock before
 * sold-out ones), so the price shown is one a shopper is charged for that variant; for a product
 * without variants, its own offer. null when it has variants and none is online: it cannot be
 * bought, so no price is advertised.
 */
export function lowestPurchase<T extends PricingPromotion>(
  product: PricedProduct,
  promotions: readonly T[],
  now: Date,
): PurchaseOffer<T> | null {
  if ((product.thuoc_tinh ?? []).length === 0)
    return pricePurchase(product, promotions, now, { quantity: 1 });
  const variants = (product.thuoc_tinh ?? []).filter((variant) => variant.online);
  let best: PurchaseOffer<T> | null = null;
  for (const { _id } of variants) {
    const offer = pricePurchase(product, promotions, now, { attributeId: _id, quantity: 1 });
    if (!offer) continue;
    const inStock = offer.variant.stock > 0;
    const bestInStock = (best?.variant.stock ?? 0) > 0;
    if (
      best === null ||
      (inStock && !bestInStock) ||
      (inStock === bestInStock && offer.line.unitPrice < best.line.unitPrice)
    )
      best = offer;
  }
  return best;
}
