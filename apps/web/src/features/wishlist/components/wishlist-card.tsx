import { Trans, useLingui } from '@lingui/react/macro';
import type { WishlistEntry } from '@shop/api-client';
import { localizedName } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { ProductNameLink, ProductThumbnail } from '@/ui/product-thumbnail';
import { Price } from '@/ui/price';

type WishlistCardProps = {
  entry: WishlistEntry;
  onAddToCart: (entry: WishlistEntry) => void;
  onRemove: (id: string) => void;
  isAdding: boolean;
};

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 font-semibold text-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700';

/** A kept product: picture and name (linking to its page), retail price, add to cart, remove. */
export function WishlistCard({ entry, onAddToCart, onRemove, isAdding }: WishlistCardProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const name = localizedName(entry, language);
  return (
    <li
      data-testid="wishlist-item"
      className="flex flex-col overflow-hidden rounded-2xl border border-leaf-100 bg-white shadow-sm"
    >
      <ProductThumbnail picture={entry.picture} size={240} className="aspect-square w-full" />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h2 className="line-clamp-2 font-semibold text-coffee-900 text-sm leading-snug sm:text-base">
          <ProductNameLink maVt={entry.ma_vt}>{name}</ProductNameLink>
        </h2>
        <p className="font-bold text-guava-700">
          <Price amount={entry.gia_ban_le} />
        </p>
        <div className="mt-auto flex flex-col gap-2">
          <button
            type="button"
            aria-busy={isAdding}
            onClick={() => onAddToCart(entry)}
            className={`${BUTTON} bg-leaf-700 text-white hover:bg-leaf-800`}
          >
            <Trans>Thêm vào giỏ</Trans>
          </button>
          <button
            type="button"
            onClick={() => onRemove(entry._id)}
            aria-label={t`Bỏ yêu thích: ${name}`}
            className={`${BUTTON} border border-coffee-200 text-coffee-800 hover:bg-coffee-50`}
          >
            <Trans>Bỏ yêu thích</Trans>
          </button>
        </div>
      </div>
    </li>
  );
}
