import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { wishlistQueries } from '@/lib/wishlist-queries';
import { WishlistPage } from '@/features/wishlist/components/wishlist-page';
import { usePageMeta } from '@/lib/head';

export const Route = createFileRoute('/user-profile/liked-product')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(wishlistQueries.list());
  },
  component: LikedProductRoute,
});

function LikedProductRoute() {
  const { t } = useLingui();
  usePageMeta(t`Sản phẩm yêu thích`);
  // The /user-profile layout adds the account menu; this keeps the page's own width and margins.
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <WishlistPage />
    </div>
  );
}
