import { createFileRoute } from '@tanstack/react-router';
import { loadMarketProducts, marketHead } from '@/features/catalog/api/market-products';
import { MarketPage } from '@/features/catalog/components/market-page';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';

export const Route = createFileRoute('/noi-dia')({
  loader: ({ context }) => loadMarketProducts(context.queryClient, 'noi-dia'),
  head: ({ match, loaderData }) => marketHead(match, 'noi-dia', loaderData),
  pendingComponent: CatalogPageSkeleton,
  component: () => <MarketPage market="noi-dia" />,
});
