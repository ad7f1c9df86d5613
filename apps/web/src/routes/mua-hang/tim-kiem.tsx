import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '@/features/catalog/api/product-queries';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';
import { SearchResults } from '@/features/catalog/components/search-results';
import {
  keywordListParams,
  leaveOutFirstPage,
  parseKeywordSearch,
} from '@/features/catalog/lib/purchase-search';
import { withPromotions } from '@/features/catalog/api/promotion-queries';

export const Route = createFileRoute('/mua-hang/tim-kiem')({
  validateSearch: parseKeywordSearch,
  // The first page's address has no `page=1` (links, and the server, which would otherwise redirect
  // an address without it to one with it): one address, and the canonical names it.
  search: { middlewares: [leaveOutFirstPage] },
  // What the data depends on: the address's other parameters (a referral code, a campaign's) are
  // not part of the page's identity, which the server's page and the browser's must share.
  loaderDeps: ({ search }) => ({ keyword: search.keyword, page: search.page }),
  loader: ({ context, deps }) =>
    deps.keyword
      ? withPromotions(
          context.queryClient,
          context.queryClient.ensureQueryData(productQueries.page(keywordListParams(deps))).catch(() => null),
        )
      : null,
  pendingComponent: CatalogPageSkeleton,
  component: SearchPage,
});

function SearchPage() {
  return <SearchResults search={Route.useSearch()} />;
}
