import type { Product, Promotion } from '@shop/domain/catalogue';
import { lowestPurchase, type PurchaseOffer, pricePurchase } from '@shop/domain/pricing';

/** What a shopper sees for a product (or one of its variants) at a quantity. */
export type ProductOffer = PurchaseOffer<Promotion> & {
  stock: number;
};

/**
 * Prices a product as the server charges it, with the domain's one rule (pricePurchase): the
 * promotion covering the product or the chosen variant at `now`, its quantity window, then the
 * line pricing. A product sold in variants priced without a chosen variant (its card, its share
 * tags) gets the offer of the variant charged least, the "from" price (lowestPurchase). Returns
 * null when the chosen variant does not exist or is not sold online.
 */
export function getProductOffer(
  product: Pick<Product, 'ma_vt' | 'gia_ban_le' | 'ton' | 'thuoc_tinh'>,
  promotions: readonly Promotion[],
  now: Date,
  options: { attributeId?: string | null; quantity?: number } = {},
): ProductOffer | null {
  const offer =
    !options.attributeId && (product.thuoc_tinh?.length ?? 0) > 0
      ? lowestPurchase(product, promotions, now)
      : pricePurchase(product, promotions, now, {
          attributeId: options.attributeId,
          quantity: options.quantity ?? 1,
        });
  return offer ? { ...offer, stock: offer.variant.stock } : null;
}
