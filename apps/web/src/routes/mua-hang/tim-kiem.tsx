import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '@/features/catalog/api/product-queries';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';
import { SearchResults } from '@/features/catalog/components/search-results';
import { keywordListParams, parseKeywordSearch } from '@/features/catalog/lib/purchase-search';
import { seoPage } from '@/lib/seo/seo-page';
import { pageHead } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';

export const Route = createFileRoute('/mua-hang/tim-kiem')({
  validateSearch: parseKeywordSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.keyword
      ? context.queryClient.ensureQueryData(productQueries.page(keywordListParams(deps))).catch(() => null)
      : null,
  head: ({ match }) => {
    const { keyword } = match.search;
    return pageHead(seoPage(match, useLanguageStore.getState().language), {
      title: keyword ? t`Kết quả tìm kiếm “${keyword}”` : t`Tìm kiếm sản phẩm`,
      description: t`Tìm trà, cà phê, nông sản, nước tăng lực và nước ép ổi theo tên sản phẩm.`,
    });
  },
  pendingComponent: CatalogPageSkeleton,
  component: SearchPage,
});

function SearchPage() {
  return <SearchResults search={Route.useSearch()} />;
}
