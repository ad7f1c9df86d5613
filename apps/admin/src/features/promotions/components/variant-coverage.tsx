import { Trans, useLingui } from '@lingui/react/macro';
import type { PromotionProduct } from '@shop/api-client';
import { variantLabel } from '@shop/domain/catalogue';
import { formatPrice } from '@shop/domain/primitives';
import { coveredVariants } from '@shop/domain/promotions';
import { useLanguageStore } from '@/stores/language-store';
import { Money } from '@/ui/money';

/**
 * Which variants a price covers, in words: '' for a product sold as one item, 'Tất cả biến thể'
 * for the whole product (ids null), else the variants' names ('Xanh / 100g, Đỏ / 200g').
 */
export function coverageText(
  product: PromotionProduct | undefined,
  ids: readonly string[] | null | undefined,
  locale: 'vi' | 'en',
  allText: string,
): string {
  if (!product || product.thuoc_tinh.length === 0) return '';
  if (!ids || ids.length === 0) return allText;
  return coveredVariants(product, ids)
    .map(({ variant }) => variantLabel(variant, locale))
    .join(', ');
}

/**
 * The variants of the chosen product a price covers (decision 025, "Variants"): one checkbox per
 * online variant with its retail price and what it will cost, all ticked for the whole product
 * (`ids` null). Unticking some keeps a list; ticking them all again goes back to null, so a variant
 * added later is covered too. Nothing for a product sold without variants.
 */
export function VariantCoverage({
  product,
  ids,
  price,
  onChange,
  error,
  name,
}: {
  product: PromotionProduct | undefined;
  ids: string[] | null;
  /** The price typed, null while it is not a number. */
  price: number | null;
  onChange: (ids: string[] | null) => void;
  error: string | undefined;
  /** Tells the fieldsets of a flash sale's lines apart ('Sản phẩm 2'). */
  name?: string;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const online = (product?.thuoc_tinh ?? []).filter((variant) => variant.online);
  if (!product || online.length === 0) return null;
  const covered = new Set(coveredVariants(product, ids).map(({ variant }) => variant._id));
  const toggle = (id: string, on: boolean) => {
    const next = online
      .map((variant) => variant._id)
      .filter((variantId) => (variantId === id ? on : covered.has(variantId)));
    onChange(next.length === online.length ? null : next);
  };
  return (
    <fieldset className="flex flex-col gap-1 sm:col-span-full" data-testid="variant-coverage">
      <legend className="mb-1 font-semibold text-sm">
        {name ? t`Biến thể được giảm giá (${name})` : t`Biến thể được giảm giá`}
      </legend>
      <p className="text-coffee-700 text-sm">
        {ids === null ? (
          <Trans>Tất cả biến thể (cả biến thể thêm sau)</Trans>
        ) : (
          <Trans>
            {covered.size} / {online.length} biến thể
          </Trans>
        )}
      </p>
      {online.map((variant) => {
        const retail = variant.gia_ban_le ?? product.gia_ban_le;
        const isCovered = covered.has(variant._id);
        return (
          <label key={variant._id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={isCovered}
              onChange={(event) => toggle(variant._id, event.target.checked)}
            />
            <span>{variantLabel(variant, locale) || variant._id}</span>
            <span className="text-coffee-700">
              {isCovered && price !== null && Number.isFinite(price) && price < retail ? (
                <>
                  <span className="line-through">
                    <Money amount={retail} />
                  </span>{' '}
                  →{' '}
                  <strong>
                    <Money amount={price} />
                  </strong>
                </>
              ) : (
                formatPrice(retail, locale)
              )}
            </span>
            {isCovered && price !== null && price >= retail ? (
              <span className="text-guava-700">
                <Trans>(giá khuyến mãi phải thấp hơn giá bán lẻ)</Trans>
              </span>
            ) : null}
          </label>
        );
      })}
      {error ? (
        <p className="text-guava-700 text-sm" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
