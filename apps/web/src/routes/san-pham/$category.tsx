import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';
import { categoryProductsParams } from '@/features/catalog/lib/catalog-params';
import { categoryIntro } from '@/features/catalog/lib/category-page';
import { useProductCategories } from '@/lib/product-categories';
import { seoPage } from '@/lib/seo/seo-page';
import { useShopName } from '@/lib/site';
import { useLanguageStore } from '@/stores/language-store';

// Its loader and head import their module when a category page is asked for: the shop's first
// script stays without them.
const pageModule = () => import('@/features/catalog/lib/category-page');

/**
 * /san-pham/{slug}: a product category of the data (decision 030) — the five of SPEC §2 are the
 * seeded ones, the console adds more. An address that names no category is not found (404).
 */
export const Route = createFileRoute('/san-pham/$category')({
  loader: async ({ context, params }) =>
    (await pageModule()).loadCategoryPage(
      context.queryClient,
      params.category,
      useLanguageStore.getState().language,
    ),
  // The category's products, in the page's order, as an ItemList.
  head: async ({ match, params, loaderData }) =>
    (await pageModule()).categoryPageHead(
      seoPage(match, useLanguageStore.getState().language),
      match.context.queryClient,
      params.category,
      loaderData ?? [],
    ),
  pendingComponent: CatalogPageSkeleton,
  component: CategoryPage,
});

function CategoryPage() {
  const { category: slug } = Route.useParams();
  const { t } = useLingui();
  const shopName = useShopName();
  const category = useProductCategories().find((item) => item.slug === slug);
  if (!category) return null;
  return (
    <CatalogPage
      eyebrow={t`Sản phẩm`}
      title={category.name}
      intro={categoryIntro(category, shopName)}
      params={categoryProductsParams(category.code)}
    />
  );
}
