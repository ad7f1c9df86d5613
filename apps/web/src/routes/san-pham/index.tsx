import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '@/features/catalog/api/product-queries';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';
import { allProductsParams } from '@/features/catalog/lib/catalog-params';
import { seoPage } from '@/lib/seo/seo-page';
import { categoryHead, productListItems } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';
import { loadProductList } from '@/features/catalog/api/promotion-queries';

export const Route = createFileRoute('/san-pham/')({
  // A failed load is left to the page, which shows it with a retry button.
  loader: ({ context }) => loadProductList(context.queryClient, productQueries.list(allProductsParams())),
  head: ({ match, loaderData }) => {
    const page = seoPage(match, useLanguageStore.getState().language);
    return categoryHead(page, {
      title: t`Sản phẩm`,
      description: t`Trà, cà phê, nông sản, nước tăng lực và nước ép ổi từ những vùng trồng tốt nhất Việt Nam.`,
      items: productListItems(loaderData ?? [], page.language),
    });
  },
  pendingComponent: CatalogPageSkeleton,
  component: ProductsPage,
});

function ProductsPage() {
  const { t } = useLingui();
  return (
    <CatalogPage
      title={t`Sản phẩm`}
      intro={t`Trà, cà phê, nông sản, nước tăng lực và nước ép ổi từ những vùng trồng tốt nhất Việt Nam.`}
      params={allProductsParams()}
    />
  );
}
