import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { usePurchaseHref } from '@/lib/afflink';
import { AppLink } from '@/ui/app-link';
import { QueryErrorState } from '@/ui/error-state';
import { useWishlistActions } from '../api/use-wishlist-actions';
import { wishlistQueries } from '@/lib/wishlist-queries';
import { WishlistCard } from './wishlist-card';

/** /user-profile/liked-product: the products the shopper keeps, newest first. */
export function WishlistPage() {
  const { t } = useLingui();
  const query = useQuery(wishlistQueries.list());
  const { remove, addToCart } = useWishlistActions();
  const catalogueHref = usePurchaseHref();

  return (
    <div className="space-y-4">
      <h1 className="font-bold text-2xl text-coffee-900 sm:text-3xl">
        <Trans>Sản phẩm yêu thích</Trans>
      </h1>
      {query.isPending ? (
        <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-coffee-100" />
      ) : query.isError ? (
        <QueryErrorState
          title={t`Chưa tải được danh sách yêu thích`}
          description={t`Vui lòng thử lại.`}
          query={query}
        />
      ) : query.data.length === 0 ? (
        <div className="rounded-2xl border border-leaf-100 bg-white p-8 text-center shadow-sm">
          <p className="text-coffee-800">
            <Trans>Bạn chưa có sản phẩm yêu thích nào.</Trans>
          </p>
          <AppLink
            href={catalogueHref}
            className="mt-4 inline-flex min-h-11 items-center rounded-full bg-leaf-700 px-6 font-semibold text-white hover:bg-leaf-800"
          >
            <Trans>Khám phá sản phẩm</Trans>
          </AppLink>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
          {query.data.map((entry) => (
            <WishlistCard
              key={entry._id}
              entry={entry}
              onAddToCart={addToCart.mutate}
              onRemove={remove.mutate}
              isAdding={addToCart.isPending && addToCart.variables?.ma_vt === entry.ma_vt}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
