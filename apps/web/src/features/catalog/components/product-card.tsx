import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Product } from '@shop/api-client';
import { formatPrice } from '@shop/domain';
import { getImageUrl } from '../../../lib/image-url';
import { useLanguageStore } from '../../../stores/language-store';
import { CATEGORY_LABELS } from '../lib/category-label';
import { getProductName } from '../lib/product-text';

type ProductCardProps = {
  product: Product;
  /** Cards in the first screenful load their picture at once instead of lazily. */
  isAboveFold?: boolean;
};

export function ProductCard({ product, isAboveFold = false }: ProductCardProps) {
  const { _ } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const name = getProductName(product, language);
  const category = CATEGORY_LABELS[product.ma_nvt];
  const isOutOfStock = !product.ton;

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-leaf-100 bg-white shadow-sm transition hover:shadow-md">
      <div className="aspect-square overflow-hidden bg-cream-100">
        <img
          src={getImageUrl(product.picture)}
          alt={name}
          width={400}
          height={400}
          loading={isAboveFold ? 'eager' : 'lazy'}
          decoding="async"
          className={`size-full object-cover transition duration-300 group-hover:scale-[1.03] ${isOutOfStock ? 'opacity-60 grayscale' : ''}`}
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        {category ? (
          <p className="font-semibold text-leaf-700 text-xs uppercase tracking-wide">{_(category)}</p>
        ) : null}
        <h3 className="line-clamp-2 font-semibold text-coffee-900 text-sm leading-snug sm:text-base">
          {name}
        </h3>
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-2 pt-2">
          <p className="font-bold text-base text-guava-700 sm:text-lg">
            {formatPrice(product.gia_ban_le, language)}
          </p>
          {isOutOfStock ? (
            <p className="font-medium text-coffee-500 text-xs">
              <Trans>Hết hàng</Trans>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
