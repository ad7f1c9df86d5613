import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@shop/api-client';
import { messageText } from '@shop/domain/messages';
import { formatDate } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLanguageStore } from '@/stores/language-store';
import { promotionQueries } from '../../api/promotion-queries';
import { useCategoryOf } from '@/lib/product-categories';
import { galleryAlts, galleryPictures } from '../../lib/product-image';
import { getProductOffer } from '../../lib/product-offer';
import { usePromotionClock } from '../../lib/use-promotion-clock';
import { FlashSaleCountdown } from '../flash-sale-countdown';
import { getProductName } from '../../lib/product-text';
import { describeVariantChoice, initialVariant, pickColour, pickSize } from '../../lib/variant-choice';
import type { AddToCartRequest, AddToWishlistRequest } from '../../lib/cart-request';
import { PriceBlock } from '../price-block';
import { ProductActions } from './product-actions';
import { ProductGallery } from './product-gallery';
import { QuantityStepper } from './quantity-stepper';
import { BackInStock } from './back-in-stock';
import { StockState } from './stock-state';
import { VariantPicker } from './variant-picker';
import { Price } from '@/ui/price';

/** What the page does with the product: the cart and the wishlist (the route's hooks). */
export type ProductActionsProps = {
  onAddToCart: (request: AddToCartRequest) => void;
  /** Adds the product to the wishlist, or takes it out when it is there already. */
  onToggleWishlist: (request: AddToWishlistRequest) => void;
  isAddingToCart?: boolean;
  isInWishlist?: boolean;
  isTogglingWishlist?: boolean;
};

type ProductSummaryProps = ProductActionsProps & { product: Product };

export function ProductSummary({ product, ...actions }: ProductSummaryProps) {
  const { t } = useLingui();
  const category = useCategoryOf(product.ma_nvt);
  const language = useLanguageStore((state) => state.language);
  const { data: promotions = [] } = useQuery(promotionQueries.list());
  const start = initialVariant(product);
  const [choice, setChoice] = useState({
    colour: start?.gia_tri_bien_the_1 ?? undefined,
    size: start?.gia_tri_bien_the_2 ?? undefined,
  });
  const [quantity, setQuantity] = useState(1);

  const name = getProductName(product, language);
  const description = language === 'en' && product.mo_ta_eng ? product.mo_ta_eng : product.mo_ta;

  const { colours, sizes, variant } = describeVariantChoice(product, choice.colour, choice.size, language);
  const hasVariants = colours.length + sizes.length > 0;
  const now = usePromotionClock(promotions, product.ma_vt);
  const offer = getProductOffer(product, promotions, now, { attributeId: variant?._id, quantity });
  const stock = offer?.stock ?? 0;
  const unit = language === 'en' && product.dvt_eng ? product.dvt_eng : product.dvt;
  const pictures = galleryPictures(product);
  const promotionName =
    (offer?.promotion && (language === 'en' ? offer.promotion.ten_cs_eng : null)) || offer?.promotion?.ten_cs;

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductGallery
        pictures={pictures}
        name={name}
        alts={galleryAlts(product, language)}
        isDimmed={stock <= 0}
      />
      <div className="flex flex-col gap-5">
        <div>
          {category ? (
            <Link
              to="/san-pham/$category"
              params={{ category: category.slug }}
              className="font-semibold text-leaf-700 text-sm uppercase tracking-wide hover:underline"
            >
              {category.name}
            </Link>
          ) : null}
          <h1 className="mt-1 font-bold text-2xl text-coffee-900 leading-tight sm:text-3xl">{name}</h1>
          <p className="mt-1 text-coffee-600 text-sm">
            <Trans>Mã sản phẩm: {product.ma_vt}</Trans> · <Trans>Đơn vị: {unit}</Trans>
          </p>
        </div>

        {offer ? (
          <div className="space-y-2">
            <PriceBlock offer={offer} size="page" />
            {offer.isFlashSale && offer.promotion?.hieu_luc_den ? (
              <FlashSaleCountdown end={offer.promotion.hieu_luc_den} />
            ) : null}
            {offer.promotion ? (
              <p className="text-coffee-700 text-sm">
                {promotionName}
                {offer.promotion.hieu_luc_den ? (
                  <>
                    {' '}
                    · <Trans>đến hết {formatDate(offer.promotion.hieu_luc_den, language)}</Trans>
                  </>
                ) : null}
              </p>
            ) : null}
            {offer.line.notice === 'PROMO_PRICE_LIMITED' ? (
              <p role="status" className="rounded-xl bg-guava-50 px-3 py-2 text-guava-800 text-sm">
                {messageText('PROMO_PRICE_LIMITED', language, { quantity: offer.line.promoLimit ?? 0 })}
              </p>
            ) : null}
            {offer.promoFromQuantity ? (
              <p className="rounded-xl bg-guava-50 px-3 py-2 text-guava-800 text-sm">
                <Trans>
                  Mua từ {offer.promoFromQuantity} sản phẩm để được giá{' '}
                  <Price amount={offer.promotion?.gia_ban ?? 0} />
                </Trans>
              </p>
            ) : null}
          </div>
        ) : null}

        <VariantPicker
          legend={<Trans>Màu sắc / loại</Trans>}
          options={colours}
          value={choice.colour}
          onChange={(colour) => setChoice(pickColour(product, colour, choice.size))}
        />
        <VariantPicker
          legend={<Trans>Kích cỡ</Trans>}
          options={sizes}
          value={choice.size}
          onChange={(size) => setChoice(pickSize(product, size, choice.colour))}
        />

        <StockState stock={stock} hasVariants={hasVariants} />
        {stock <= 0 && (!hasVariants || variant !== undefined) ? (
          <BackInStock key={variant?._id ?? ''} maVt={product.ma_vt} variant={variant?._id ?? ''} />
        ) : null}

        {stock > 0 ? (
          <div className="flex flex-wrap items-end gap-4">
            <QuantityStepper value={Math.min(quantity, stock)} stock={stock} onChange={setQuantity} />
            {offer && quantity > 1 ? (
              <p className="pb-2 text-coffee-700 text-sm">
                <Trans>Tạm tính:</Trans>{' '}
                <strong className="font-semibold text-coffee-900">
                  <Price amount={offer.line.tien} />
                </strong>
              </p>
            ) : null}
          </div>
        ) : null}

        <ProductActions
          canBuy={stock > 0 && (!hasVariants || variant !== undefined)}
          onAddToCart={() => actions.onAddToCart({ product, variant, quantity: Math.min(quantity, stock) })}
          onToggleWishlist={() => actions.onToggleWishlist({ product })}
          isAddingToCart={actions.isAddingToCart}
          isInWishlist={actions.isInWishlist}
          isTogglingWishlist={actions.isTogglingWishlist}
        />

        <section aria-labelledby="product-description" className="border-leaf-100 border-t pt-5">
          <h2 id="product-description" className="font-semibold text-coffee-900 text-lg">
            <Trans>Mô tả sản phẩm</Trans>
          </h2>
          <p className="mt-2 text-coffee-800 leading-relaxed">{description || t`Đang cập nhật mô tả.`}</p>
        </section>
      </div>
    </div>
  );
}
