import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { productQueries } from '@/features/catalog/api/product-queries';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';
import { SearchResults } from '@/features/catalog/components/search-results';
import {
  keywordListParams,
  leaveOutFirstPage,
  parseKeywordSearch,
} from '@/features/catalog/lib/purchase-search';
import { loadProductList } from '@/features/catalog/api/promotion-queries';

export const Route = createFileRoute('/mua-hang/tim-kiem')({
  validateSearch: parseKeywordSearch,
  search: { middlewares: [leaveOutFirstPage] },
  // Only what the data depends on: the server's match and the browser's must be the same one, and
  // the address may carry a referral code or a campaign's parameters.
  loaderDeps: ({ search }) => ({ keyword: search.keyword, page: search.page }),
  loader: ({ context, deps }) =>
    deps.keyword ? loadProductList(context.queryClient, productQueries.page(keywordListParams(deps))) : null,
  pendingComponent: CatalogPageSkeleton,
  component: SearchPage,
});

function SearchPage() {
  // The route's own parameters only, as the catalogue's (a campaign's stay out of the page's links).
  const raw = Route.useSearch();
  const search = useMemo(() => parseKeywordSearch(raw), [raw]);
  return <SearchResults search={search} />;
}
