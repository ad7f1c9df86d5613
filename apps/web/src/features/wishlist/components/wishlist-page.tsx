import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AccountListPage } from '@/ui/account-list-page';
import { useWishlistActions } from '../api/use-wishlist-actions';
import { wishlistQueries } from '@/lib/wishlist-queries';
import { WishlistCard } from './wishlist-card';

/** /user-profile/liked-product: the products the shopper keeps, newest first. */
export function WishlistPage() {
  const { t } = useLingui();
  const query = useQuery(wishlistQueries.list());
  const { remove, addToCart } = useWishlistActions();

  return (
    <AccountListPage
      title={t`Sản phẩm yêu thích`}
      query={query}
      errorTitle={t`Chưa tải được danh sách yêu thích`}
      empty={{
        message: <Trans>Bạn chưa có sản phẩm yêu thích nào.</Trans>,
        action: <Trans>Khám phá sản phẩm</Trans>,
      }}
    >
      {(entries) => (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
          {entries.map((entry) => (
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
    </AccountListPage>
  );
}
