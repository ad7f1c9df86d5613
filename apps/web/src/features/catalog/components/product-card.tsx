import { Trans } from '@lingui/react/macro';
import type { Product } from '@shop/api-client';
import type { Promotion } from '@shop/domain/catalogue';
import { CardLink } from '@/ui/card-link';
import { useLanguageStore } from '@/stores/language-store';
import { useCategoryOf } from '@/lib/product-categories';
import { Picture } from '@/ui/picture';
import { getProductOffer } from '../lib/product-offer';
import { usePromotionClock } from '../lib/use-promotion-clock';
import { FlashSaleCountdown } from './flash-sale-countdown';
import { getProductName } from '../lib/product-text';
import { PriceBlock } from './price-block';

type ProductCardProps = {
  product: Product;
  promotions?: readonly Promotion[];
  /** Cards in the first screenful load their picture at once instead of lazily. */
  isAboveFold?: boolean;
};

export function ProductCard({ product, promotions = [], isAboveFold = false }: ProductCardProps) {
  const language = useLanguageStore((state) => state.language);
  const name = getProductName(product, language);
  const category = useCategoryOf(product.ma_nvt);
  const isOutOfStock = !product.ton;
  const now = usePromotionClock(promotions, product.ma_vt);
  const offer = getProductOffer(product, promotions, now);
  const hasVariants = (product.thuoc_tinh?.length ?? 0) > 0;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-leaf-100 bg-white shadow-sm transition hover:shadow-md">
      <div className="aspect-square overflow-hidden bg-cream-100">
        <Picture
          path={product.picture}
          use="card"
          alt={name}
          loading={isAboveFold ? 'eager' : 'lazy'}
          className={`size-full object-cover transition duration-300 group-hover:scale-[1.03] ${isOutOfStock ? 'opacity-60 grayscale' : ''}`}
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        {category ? (
          <p className="font-semibold text-leaf-700 text-xs uppercase tracking-wide">{category.name}</p>
        ) : null}
        <h3 className="line-clamp-2 font-semibold text-coffee-900 text-sm leading-snug sm:text-base">
          <CardLink to="/mua-hang/san-pham/$maVt" params={{ maVt: product.ma_vt }}>
            {name}
          </CardLink>
        </h3>
        <div className="mt-auto pt-2">
          {hasVariants ? (
            <p className="text-coffee-600 text-xs">
              <Trans>Giá từ</Trans>
            </p>
          ) : null}
          {offer ? <PriceBlock offer={offer} /> : null}
          {offer?.isFlashSale && offer.promotion?.hieu_luc_den ? (
            <div className="mt-2">
              <FlashSaleCountdown end={offer.promotion.hieu_luc_den} size="card" />
            </div>
          ) : null}
          {isOutOfStock ? (
            <p className="mt-1 font-medium text-coffee-500 text-xs">
              <Trans>Hết hàng</Trans>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
