import { createFileRoute } from '@tanstack/react-router';
import { loadMarketProducts, marketHead } from '@/features/catalog/api/market-products';
import { MarketPage } from '@/features/catalog/components/market-page';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';

export const Route = createFileRoute('/xuat-khau')({
  loader: ({ context }) => loadMarketProducts(context.queryClient, 'xuat-khau'),
  head: ({ match, loaderData }) => marketHead(match, 'xuat-khau', loaderData),
  pendingComponent: CatalogPageSkeleton,
  component: () => <MarketPage market="xuat-khau" />,
});
