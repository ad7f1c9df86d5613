import { createFileRoute } from '@tanstack/react-router';
import { loadMarketProducts } from '@/features/catalog/api/market-products';
import { MarketPage } from '@/features/catalog/components/market-page';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';

export const Route = createFileRoute('/noi-dia')({
  loader: ({ context }) => loadMarketProducts(context.queryClient, 'noi-dia'),
  pendingComponent: CatalogPageSkeleton,
  component: () => <MarketPage market="noi-dia" />,
});
