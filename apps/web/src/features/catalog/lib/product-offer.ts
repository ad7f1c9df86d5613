import {
  FLASH_SALE_CAMPAIGN,
  findPurchasePromotion,
  isWithinPromotionWindow,
  type PricedLine,
  type Product,
  type Promotion,
  priceCartLine,
  promotionFromQuantity,
  resolveVariant,
} from '@shop/domain';

/** What a shopper sees for a product (or one of its variants) at a quantity. */
export type ProductOffer = {
  /** The domain's priced line for `quantity` items (unit price, retail, discount). */
  line: PricedLine;
  /** The promotion of this product at `now`, even when the quantity puts it out of reach. */
  promotion: Promotion | undefined;
  /** The promotional price needs at least this many items (sl_tu above 1). */
  promoFromQuantity: number | undefined;
  isFlashSale: boolean;
  stock: number;
};

/**
 * Prices a product as the cart will, with the server's rules from the domain: the promotion that
 * prices this purchase at `now` (none for a variant), its quantity window (sl_tu..sl_den), then
 * the line pricing (promotional price up to sl_ap_dung items, retail beyond). Returns null when
 * the chosen variant does not exist or is not sold online.
 */
export function getProductOffer(
  product: Pick<Product, 'ma_vt' | 'gia_ban_le' | 'ton' | 'thuoc_tinh'>,
  promotions: readonly Promotion[],
  now: Date,
  options: { attributeId?: string | null; quantity?: number } = {},
): ProductOffer | null {
  const variant = resolveVariant(product, options.attributeId);
  if (!variant) return null;
  const quantity = options.quantity ?? 1;
  const promotion = findPurchasePromotion(
    promotions,
    { ma_vt: product.ma_vt, attributeId: options.attributeId },
    now,
  );
  const inRange = promotion !== undefined && isWithinPromotionWindow(promotion, quantity);
  const line = priceCartLine({
    retailPrice: variant.retailPrice,
    promoPrice: inRange ? promotion.gia_ban : null,
    sl_ap_dung: promotion?.sl_ap_dung,
    quantity,
  });
  const fromQuantity = promotion ? promotionFromQuantity(promotion) : 1;
  return {
    line,
    promotion,
    promoFromQuantity: promotion && fromQuantity > 1 && quantity < fromQuantity ? fromQuantity : undefined,
    isFlashSale: promotion?.ma_cs === FLASH_SALE_CAMPAIGN,
    stock: variant.stock,
  };
}
