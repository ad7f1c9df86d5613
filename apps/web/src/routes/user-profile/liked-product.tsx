import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { wishlistQueries } from '@/lib/wishlist-queries';
import { WishlistPage } from '@/features/wishlist/components/wishlist-page';
import { titledHead } from '@/lib/seo/titled-head';

export const Route = createFileRoute('/user-profile/liked-product')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(wishlistQueries.list());
  },
  head: titledHead(() => ({ title: t`Sản phẩm yêu thích` })),
  component: LikedProductRoute,
});

function LikedProductRoute() {
  // The /user-profile layout adds the account menu; this keeps the page's own width and margins.
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <WishlistPage />
    </div>
  );
}
