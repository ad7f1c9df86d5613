import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '@/features/catalog/api/product-queries';
import { promotionQueries } from '@/features/catalog/api/promotion-queries';
import { ProductDetail } from '@/features/catalog/components/product-detail/product-detail';
import { ProductDetailSkeleton } from '@/features/catalog/components/product-detail/product-detail-skeleton';
import { useProductActions } from '@/features/product/api/use-product-actions';
import { getProductOffer } from '@/features/catalog/lib/product-offer';
import { getProductName } from '@/features/catalog/lib/product-text';
import { productCategoriesModule } from '@/lib/product-categories-module';
import { seoPage } from '@/lib/seo/seo-page';
import { useLanguageStore } from '@/stores/language-store';
import { recordOrNotFound } from '@/lib/route-data';
import { ProductReviews, productRatingJsonLd, reviewQueries } from '@/features/reviews';

/** The product page (decision 009): /mua-hang/san-pham/{ma_vt}, e.g. /mua-hang/san-pham/CPH-001. */
export const Route = createFileRoute('/mua-hang/san-pham/$maVt')({
  loader: ({ context, params, preload }) => {
    const promotions = context.queryClient.prefetchQuery(promotionQueries.list());
    // The first page of reviews comes with the server's page (decision 047); a failure leaves the list to the client.
    const reviews = context.queryClient.prefetchQuery(reviewQueries.product(params.maVt));
    // A failed load is left to the page, which shows it with a retry button.
    const product = recordOrNotFound(
      context.queryClient.ensureQueryData(productQueries.detail(params.maVt)).then((product) => {
        // The main picture is the page's largest paint: fetch it while the page renders. Not for a
        // link merely hovered (intent preload): a grid of cards would fetch every large picture.
        // Its module loads with the page, not with the shop's first script (client only).
        if (product && !preload && typeof document !== 'undefined')
          void import('@/features/catalog/lib/gallery-preload').then(({ galleryPictures, preloadImage }) =>
            preloadImage(galleryPictures(product)[0]),
          );
        return product;
      }),
    );
    // Both awaited: the server's page shows the price with its promotion (decision 022).
    return Promise.all([product, promotions, reviews]).then(([found]) => found);
  },
  // Product and Offer JSON-LD priced by the domain's rules, as the page and the cart price it.
  head: async ({ match, loaderData }) => {
    const product = loaderData;
    if (!product) return {};
    const page = seoPage(match, useLanguageStore.getState().language);
    const promotions = await match.context.queryClient
      .ensureQueryData(promotionQueries.list())
      .catch(() => undefined);
    const offer = promotions && getProductOffer(product, promotions, new Date());
    // Only published reviews: the list the page shows (aggregateRating, review; decision 047).
    const reviews = await match.context.queryClient
      .ensureQueryData(reviewQueries.product(product.ma_vt))
      .catch(() => undefined);
    // Its module loads with the page, not with the shop's first script.
    const [{ loadCategoryOf }, { galleryPictures }, { pictureUrlAt, sharePictureUrl }, { productHead }] =
      await Promise.all([
        productCategoriesModule(),
        import('@/features/catalog/lib/gallery-preload'),
        import('@/lib/picture-url'),
        import('@/lib/seo/detail-heads'),
      ]);
    const category = await loadCategoryOf(match.context.queryClient, product.ma_nvt, page.language);
    const name = getProductName(product, page.language);
    return productHead(page, {
      name,
      description: (page.language === 'en' && product.mo_ta_eng) || product.mo_ta,
      sku: product.ma_vt,
      images: galleryPictures(product).flatMap((picture) => pictureUrlAt(picture, 1440) ?? []),
      shareImage: sharePictureUrl(galleryPictures(product)[0]),
      pricing: offer
        ? {
            price: offer.line.unitPrice,
            retailPrice: offer.line.gia_ban_le,
            promotionEnd: offer.line.isPromotional ? offer.promotion?.hieu_luc_den : undefined,
            isInStock: offer.stock > 0,
          }
        : undefined,
      category: category && { name: category.name, path: `/san-pham/${category.slug}` },
      rating: productRatingJsonLd(reviews),
    });
  },
  pendingComponent: ProductDetailSkeleton,
  component: ProductPage,
});

function ProductPage() {
  const { maVt } = Route.useParams();
  const actions = useProductActions(maVt);
  return (
    <>
      <ProductDetail
        maVt={maVt}
        onAddToCart={actions.addToCart}
        onToggleWishlist={actions.toggleWishlist}
        isAddingToCart={actions.isAddingToCart}
        isInWishlist={actions.isInWishlist}
        isTogglingWishlist={actions.isTogglingWishlist}
      />
      <div className="px-4">
        <ProductReviews maVt={maVt} />
      </div>
    </>
  );
}
