import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '@/lib/head';
import { CategoryTiles, ProductGrid, PromotedProducts } from '@/features/catalog';
import { NewsList } from '@/features/news';
import { FEATURED_PRODUCTS } from '../lib/home-data';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';

const MORE = 'font-semibold text-leaf-700 underline-offset-2 hover:underline';

/** The home page: hero, categories, products, promotions and the latest news. */
export function HomePage() {
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
        {/* Below the hero and the categories on every screen: its pictures wait until near. */}
        <ProductGrid params={FEATURED_PRODUCTS} isAboveFold={false} />
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
        {/* The last section of the home page: its pictures load when the visitor gets near. */}
        <NewsList limit={3} eagerPictures={0} />
      </HomeSection>
    </>
  );
}
