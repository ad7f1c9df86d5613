import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '@/features/catalog/api/product-queries';
import { promotionQueries } from '@/features/catalog/api/promotion-queries';
import { ProductDetail } from '@/features/catalog/components/product-detail/product-detail';
import { ProductDetailSkeleton } from '@/features/catalog/components/product-detail/product-detail-skeleton';
import { galleryPictures, preloadImage } from '@/features/catalog/lib/product-image';
import { useProductActions } from '@/features/product/api/use-product-actions';
import { recordOrNotFound } from '@/lib/route-data';

/** The product page (decision 009): /mua-hang/san-pham/{ma_vt}, e.g. /mua-hang/san-pham/CPH-001. */
export const Route = createFileRoute('/mua-hang/san-pham/$maVt')({
  loader: ({ context, params, preload }) => {
    const promotions = context.queryClient.prefetchQuery(promotionQueries.list());
    // A failed load is left to the page, which shows it with a retry button.
    const product = recordOrNotFound(
      context.queryClient.ensureQueryData(productQueries.detail(params.maVt)).then((product) => {
        // The main picture is the page's largest paint: fetch it while the page renders. Not for a
        // link merely hovered (intent preload): a grid of cards would fetch every large picture.
        if (product && !preload) preloadImage(galleryPictures(product)[0], 'gallery');
        return product;
      }),
    );
    // Both awaited: the server's page shows the price with its promotion (decision 017).
    return Promise.all([product, promotions]).then(([found]) => found);
  },
  pendingComponent: ProductDetailSkeleton,
  component: ProductPage,
});

function ProductPage() {
  const { maVt } = Route.useParams();
  const actions = useProductActions(maVt);
  return (
    <ProductDetail
      maVt={maVt}
      onAddToCart={actions.addToCart}
      onToggleWishlist={actions.toggleWishlist}
      isAddingToCart={actions.isAddingToCart}
      isInWishlist={actions.isInWishlist}
      isTogglingWishlist={actions.isTogglingWishlist}
    />
  );
}
