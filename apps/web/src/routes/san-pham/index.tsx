import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '@/features/catalog/api/product-queries';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';
import { allProductsParams } from '@/features/catalog/lib/catalog-params';

export const Route = createFileRoute('/san-pham/')({
  // A failed load is left to the page, which shows it with a retry button.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(productQueries.list(allProductsParams())).catch(() => null),
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
