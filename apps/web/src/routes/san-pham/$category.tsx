import { useLingui } from '@lingui/react/macro';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@shop/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { productQueries } from '@/features/catalog/api/product-queries';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';
import { categoryProductsParams } from '@/features/catalog/lib/catalog-params';
import { CATEGORY_LABELS } from '@/lib/category-label';
import { CATEGORY_INTROS } from '@/features/catalog/lib/category-intro';
import { i18n } from '@/lib/i18n';
import { seoPage } from '@/lib/seo/seo-page';
import { categoryHead, productListItems } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';
import { withPromotions } from '@/features/catalog/api/promotion-queries';

function isCategory(value: string): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

/** /san-pham/tra, /ca-phe, /nong-san, /nuoc-tang-luc, /nuoc-ep-oi; any other slug is not found. */
export const Route = createFileRoute('/san-pham/$category')({
  loader: ({ context, params }) => {
    if (!isCategory(params.category)) throw notFound();
    return withPromotions(
      context.queryClient,
      context.queryClient
        .ensureQueryData(productQueries.list(categoryProductsParams(params.category)))
        .catch(() => null),
    );
  },
  // The category's products, in the page's order, as an ItemList.
  head: ({ match, params, loaderData }) => {
    if (!isCategory(params.category)) return {};
    const page = seoPage(match, useLanguageStore.getState().language);
    return categoryHead(page, {
      title: i18n._(CATEGORY_LABELS[params.category]),
      description: i18n._(CATEGORY_INTROS[params.category]),
      items: productListItems(loaderData ?? [], page.language),
    });
  },
  pendingComponent: CatalogPageSkeleton,
  component: CategoryPage,
});

function CategoryPage() {
  const { category } = Route.useParams();
  const { t, i18n } = useLingui();
  if (!isCategory(category)) return null;
  return (
    <CatalogPage
      eyebrow={t`Sản phẩm`}
      title={i18n._(CATEGORY_LABELS[category])}
      intro={i18n._(CATEGORY_INTROS[category])}
      params={categoryProductsParams(category)}
    />
  );
}
