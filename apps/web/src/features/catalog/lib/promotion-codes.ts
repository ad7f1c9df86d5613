import { findActivePromotion, isWithinPromotionWindow, type Promotion } from '@shop/domain/catalogue';

/**
 * Codes of the products with a promotion running at `now` that a single item gets (its quantity
 * window holds 1), for the product or one of the variants it names: the ones whose card shows the
 * promotional price and the badge. A "from 3 items" offer is left to its product page, which
 * explains it.
 */
export function activePromotionCodes(promotions: readonly Promotion[], now: Date): string[] {
  const purchases = new Map<string, Set<string | undefined>>();
  for (const promotion of promotions) {
    const keys = purchases.get(promotion.ma_vt) ?? new Set<string | undefined>([undefined]);
    for (const id of promotion.thuoc_tinh_ids ?? []) keys.add(id);
    purchases.set(promotion.ma_vt, keys);
  }
  return [...purchases].flatMap(([code, keys]) =>
    [...keys].some((attributeId) => {
      const promotion = findActivePromotion(promotions, code, now, attributeId);
      return promotion !== undefined && isWithinPromotionWindow(promotion, 1);
    })
      ? [code]
      : [],
  );
}
