import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '../features/catalog/api/product-queries';
import { CatalogPage } from '../features/catalog/components/catalog-page';
import { CatalogPageSkeleton } from '../features/catalog/components/product-grid-skeleton';
import { marketProductsParams } from '../features/catalog/lib/catalog-params';
import { MARKET_INTROS, MARKET_TITLES } from '../features/catalog/lib/category-intro';

const MARKET = 'xuat-khau' as const;

export const Route = createFileRoute('/xuat-khau')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(productQueries.list(marketProductsParams(MARKET))).catch(() => null),
  pendingComponent: CatalogPageSkeleton,
  component: MarketPage,
});

function MarketPage() {
  const { i18n } = useLingui();
  return (
    <CatalogPage
      title={i18n._(MARKET_TITLES[MARKET])}
      intro={i18n._(MARKET_INTROS[MARKET])}
      params={marketProductsParams(MARKET)}
      showCategories={false}
    />
  );
}
