import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { productLineQueries } from '../features/catalog/api/product-line-queries';
import { productQueries } from '../features/catalog/api/product-queries';
import { promotionQueries } from '../features/catalog/api/promotion-queries';
import { CategoryTiles } from '../features/catalog/components/category-tiles';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { PromotedProducts } from '../features/catalog/components/promoted-products';
import { featuredProductsParams } from '../features/catalog/lib/catalog-params';
import { HomeHero } from '../features/home/components/home-hero';
import { HomeSection } from '../features/home/components/home-section';
import { newsQueries } from '../features/news/api/news-queries';
import { NewsList } from '../features/news/components/news-list';
import { usePageMeta } from '../lib/head';
import { useLanguageStore } from '../stores/language-store';

const FEATURED = featuredProductsParams(8);
const MORE = 'font-semibold text-leaf-700 underline-offset-2 hover:underline';

export const Route = createFileRoute('/')({
  // Every section starts loading with the route chunk and shows its skeleton until its data arrives.
  loader: ({ context }) => {
    const { queryClient } = context;
    void queryClient.prefetchQuery(productQueries.list(FEATURED));
    void queryClient.prefetchQuery(promotionQueries.list());
    void queryClient.prefetchQuery(productLineQueries.list());
    void queryClient.prefetchQuery(newsQueries.list(useLanguageStore.getState().language));
  },
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  // The shop's own title and description (lib/head defaults).
  usePageMeta(undefined);
  return (
    <>
      <HomeHero />
      <HomeSection id="home-categories" title={<Trans>Danh mục sản phẩm</Trans>}>
        <CategoryTiles />
      </HomeSection>
      <HomeSection
        id="home-products"
        title={<Trans>Sản phẩm của chúng tôi</Trans>}
        action={
          <Link to="/san-pham" className={MORE}>
            <Trans>Xem tất cả</Trans>
          </Link>
        }
      >
        <ProductGrid params={FEATURED} />
      </HomeSection>
      <HomeSection id="home-promotions" title={<Trans>Đang khuyến mãi</Trans>} tone="tinted">
        <PromotedProducts />
      </HomeSection>
      <HomeSection
        id="home-news"
        title={<Trans>Tin tức mới</Trans>}
        action={
          <Link to="/tin-tuc" className={MORE} aria-label={t`Xem tất cả tin tức`}>
            <Trans>Xem tất cả</Trans>
          </Link>
        }
      >
        <NewsList limit={3} />
      </HomeSection>
    </>
  );
}
