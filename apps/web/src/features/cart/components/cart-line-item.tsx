import { Trans, useLingui } from '@lingui/react/macro';
import {
  cartLineUnitPrice,
  hasPromotionBadge,
  isFlashSale,
  isOutOfStock,
  showsStrikeThroughRetail,
} from '@shop/domain/pricing';
import { localizedName } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { type CartLineView, shownQuantity } from '../api/cart-line-cache';
import type { QuantityChange } from '../lib/quantity-change';
import { QuantityControl } from './quantity-control';
import { ProductNameLink, ProductThumbnail } from '@/ui/product-thumbnail';
import { Badge, PromotionBadges } from '@/ui/badge';
import { Price } from '@/ui/price';

type CartLineItemProps = {
  line: CartLineView;
  onQuantityChange: (line: CartLineView, change: QuantityChange) => number;
  onRemove: (id: string) => void;
};

/** The variant's colour and size (SPEC §3 thuoc_tinh), when the line has one. */
function variantText(line: CartLineView): string {
  const attribute = line.thuoc_tinh;
  return [attribute?.gia_tri_bien_the_1, attribute?.gia_tri_bien_the_2].filter(Boolean).join(' · ');
}

/**
 * One cart line: picture and name in the current language, badges ('Khuyến mãi' when tien_ck > 0,
 * out of stock when ton is falsy), the unit price tien / sl_xuat with the retail price struck
 * through when discounted, the quantity control, the line amount and the limited-promotion notice.
 * Amounts are the server's: while a new quantity is being sent they are dimmed, not guessed.
 */
export function CartLineItem({ line, onQuantityChange, onRemove }: CartLineItemProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const name = localizedName(line, language);
  const variant = variantText(line);
  const isPending = line.pendingQuantity !== undefined && line.pendingQuantity !== line.sl_xuat;
  const promoLimit = line.promoLimit ?? line.sl_ap_dung;

  return (
    <li
      data-testid="cart-line"
      className="grid grid-cols-[5rem_1fr] gap-x-3 gap-y-3 py-4 sm:grid-cols-[6rem_1fr_auto] sm:gap-x-5"
    >
      <ProductThumbnail
        picture={line.picture}
        size={96}
        className={`size-20 rounded-xl sm:size-24 ${isOutOfStock(line) ? 'opacity-60 grayscale' : ''}`}
      />
      <div className="min-w-0">
        <h3 className="font-semibold text-coffee-900 leading-snug">
          <ProductNameLink maVt={line.ma_vt}>{name}</ProductNameLink>
        </h3>
        {variant ? <p className="text-coffee-600 text-sm">{variant}</p> : null}
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold text-guava-700">
            <span className="sr-only">
              <Trans>Đơn giá:</Trans>{' '}
            </span>
            <Price amount={cartLineUnitPrice(line)} />
          </span>
          {showsStrikeThroughRetail(line) ? (
            <s className="text-coffee-500 text-xs">
              <span className="sr-only">
                <Trans>Giá bán lẻ:</Trans>{' '}
              </span>
              <Price amount={line.gia_ban_le ?? 0} />
            </s>
          ) : null}
          <PromotionBadges isPromotion={hasPromotionBadge(line)} isFlashSale={isFlashSale(line)} />
          {isOutOfStock(line) ? (
            <Badge tone="soldOut">
              <Trans>Hết hàng</Trans>
            </Badge>
          ) : null}
        </div>
        {line.notice === 'PROMO_PRICE_LIMITED' && promoLimit ? (
          <p role="status" className="mt-1 text-coffee-700 text-xs">
            <Trans>Giá khuyến mãi chỉ áp dụng cho tối đa {promoLimit} sản phẩm</Trans>
          </p>
        ) : null}
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        <QuantityControl
          quantity={shownQuantity(line)}
          stock={line.ton}
          name={name}
          onChange={(change) => onQuantityChange(line, change)}
        />
        <p
          aria-busy={isPending}
          className={`font-bold text-coffee-900 transition-opacity ${isPending ? 'opacity-50' : ''}`}
        >
          <span className="sr-only">
            <Trans>Thành tiền:</Trans>{' '}
          </span>
          <span data-testid="cart-line-amount">
            <Price amount={line.tien ?? 0} />
          </span>
        </p>
        <button
          type="button"
          onClick={() => onRemove(line._id)}
          aria-label={t`Xóa ${name} khỏi giỏ hàng`}
          className="min-h-11 rounded-full px-3 text-guava-700 text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-leaf-700"
        >
          <Trans>Xóa</Trans>
        </button>
      </div>
    </li>
  );
}
