import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '@/features/wishlist/components/wishlist-page';
import { wishlistQueries } from '@/lib/wishlist-queries';

export const Route = createFileRoute('/user-profile/liked-product')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(wishlistQueries.list());
  },
  component: WishlistPage,
});
