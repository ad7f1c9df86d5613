import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '@/features/catalog/api/product-queries';
import { PurchaseCatalog } from '@/features/catalog/components/purchase-catalog';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';
import { parsePurchaseSearch, purchaseListParams } from '@/features/catalog/lib/purchase-search';
import { useLanguageStore } from '@/stores/language-store';

export const Route = createFileRoute('/mua-hang/san-pham/')({
  validateSearch: parsePurchaseSearch,
  loaderDeps: ({ search }) => search,
  // A failed load is left to the page, which shows it with a retry button.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(productQueries.page(purchaseListParams(deps, useLanguageStore.getState().language)))
      .catch(() => null),
  pendingComponent: CatalogPageSkeleton,
  component: PurchaseCatalogPage,
});

function PurchaseCatalogPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PurchaseCatalog search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
