import type { Vnd } from '../primitives/money.js';

/** What prices a line: the retail unit price, an optional promotional one, and the quantity. */
export interface LinePricingInput {
  /** Retail unit price (gia_ban_le), a non-negative integer. */
  readonly retailPrice: Vnd;
  /** Promotional unit price (dmchietkhau.gia_ban), when a promotion is active. */
  readonly promoPrice?: Vnd | null | undefined;
  /** Most items the promotional price applies to; missing or <= 0 means no limit. */
  readonly sl_ap_dung?: number | null | undefined;
  /** Quantity of the line (sl_xuat), a non-negative integer. */
  readonly quantity: number;
}

/** The amounts of a priced line, named as on the cart line document. */
export interface PricedLine {
  /** Line amount to pay: quantity x the unit price that applies. */
  readonly tien: Vnd;
  /** Same as tien (VND is the only currency). */
  readonly tien_nt: Vnd;
  /** Goods amount at retail: quantity x gia_ban_le. */
  readonly tien_hang_nt: Vnd;
  /** Discount: tien_hang_nt - tien, 0 when the retail price applies. */
  readonly tien_ck: Vnd;
  readonly gia_ban_le: Vnd;
  /** The unit price that applies (promotional or retail). */
  readonly unitPrice: Vnd;
  readonly isPromotional: boolean;
  /** Set when a promotion exists but the quantity is above its limit, so retail applies. */
  readonly notice?: 'PROMO_PRICE_LIMITED';
  /** The limit to show in the notice ({quantity} of PROMO_PRICE_LIMITED). */
  readonly promoLimit?: number;
}

function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer`);
}

/**
 * Prices a line (SPEC §4). The promotional price applies to the whole line while quantity <=
 * sl_ap_dung (or always when there is no limit); above the limit the whole line reverts to
 * retail and `notice` is 'PROMO_PRICE_LIMITED'; lowering the quantity brings the promotion back.
 * A promotional price that is not below retail is ignored, so a line never costs more than at
 * retail. Throws a RangeError when a price or the quantity is not a non-negative integer (a bug:
 * normalise quantities first).
 */
export function priceCartLine(input: LinePricingInput): PricedLine {
  const { retailPrice, quantity } = input;
  assertCount(retailPrice, 'retailPrice');
  assertCount(quantity, 'quantity');
  const promoPrice = input.promoPrice ?? null;
  if (promoPrice !== null) assertCount(promoPrice, 'promoPrice');
  const limit = input.sl_ap_dung && input.sl_ap_dung > 0 ? input.sl_ap_dung : null;
  const hasPromotion = promoPrice !== null && promoPrice < retailPrice;
  const withinLimit = limit === null || quantity <= limit;
  const isPromotional = hasPromotion && withinLimit;
  const unitPrice = isPromotional ? promoPrice : retailPrice;
  const tien = unitPrice * quantity;
  const tien_hang_nt = retailPrice * quantity;
  const priced: PricedLine = {
    tien,
    tien_nt: tien,
    tien_hang_nt,
    tien_ck: tien_hang_nt - tien,
    gia_ban_le: retailPrice,
    unitPrice,
    isPromotional,
  };
  if (hasPromotion && !withinLimit && limit !== null) {
    return { ...priced, notice: 'PROMO_PRICE_LIMITED', promoLimit: limit };
  }
  return priced;
}
