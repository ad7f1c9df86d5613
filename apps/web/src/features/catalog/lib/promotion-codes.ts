import { findActivePromotion, isWithinPromotionWindow, type Promotion } from '@shop/domain';

/**
 * Codes of the products with a promotion running at `now` that a single item gets (its quantity
 * window holds 1): the ones whose card shows the promotional price and the badge. A "from 3 items" offer is
 * left to its product page, which explains it.
 */
export function activePromotionCodes(promotions: readonly Promotion[], now: Date): string[] {
  const codes = new Set(promotions.map((promotion) => promotion.ma_vt));
  return [...codes].filter((code) => {
    const promotion = findActivePromotion(promotions, code, now);
    return promotion !== undefined && isWithinPromotionWindow(promotion, 1);
  });
}
