import { Trans } from '@lingui/react/macro';
import { hasPromotionBadge, showsStrikeThroughRetail } from '@shop/domain/pricing';
import type { ProductOffer } from '../lib/product-offer';
import { PromotionBadges } from '@/ui/badge';
import { Price } from '@/ui/price';

type PriceBlockProps = {
  offer: Pick<ProductOffer, 'line' | 'isFlashSale'>;
  size?: 'card' | 'page';
};

/**
 * The price that applies, the retail price struck through when a promotion lowers it, and the
 * 'Khuyến mãi' badge (SPEC §3: a discount above 0 shows it). Prices are unit prices.
 */
export function PriceBlock({ offer, size = 'card' }: PriceBlockProps) {
  const { line } = offer;
  // The badge rules are written for a cart line; a unit's discount is the line's per item.
  const unit = { tien_ck: line.gia_ban_le - line.unitPrice, gia_ban_le: line.gia_ban_le };
  const isDiscounted = hasPromotionBadge(unit);
  const priceClass = size === 'page' ? 'text-2xl sm:text-3xl' : 'text-base sm:text-lg';

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <p className={`font-bold text-guava-700 ${priceClass}`}>
        <span className="sr-only">
          {isDiscounted ? <Trans>Giá khuyến mãi:</Trans> : <Trans>Giá:</Trans>}{' '}
        </span>
        <Price amount={line.unitPrice} />
      </p>
      {showsStrikeThroughRetail(unit) ? (
        <p className={`text-coffee-500 ${size === 'page' ? 'text-base' : 'text-xs sm:text-sm'}`}>
          <span className="sr-only">
            <Trans>Giá bán lẻ:</Trans>{' '}
          </span>
          {/* Struck on the price itself: a decoration is not inherited, so the amount's own element carries it. */}
          <Price amount={line.gia_ban_le} className="line-through" />
        </p>
      ) : null}
      <PromotionBadges isPromotion={isDiscounted} isFlashSale={offer.isFlashSale} />
    </div>
  );
}
