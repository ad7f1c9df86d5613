import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { productQueries } from '@/features/catalog/api/product-queries';
import { PurchaseCatalog } from '@/features/catalog/components/purchase-catalog';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';
import {
  leaveOutFirstPage,
  parsePurchaseSearch,
  purchaseListParams,
} from '@/features/catalog/lib/purchase-search';
import { productCategoriesModule } from '@/lib/product-categories-module';
import { seoPage } from '@/lib/seo/seo-page';
import { categoryHead, productListItems } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';
import { loadProductList } from '@/features/catalog/api/promotion-queries';

export const Route = createFileRoute('/mua-hang/san-pham/')({
  validateSearch: parsePurchaseSearch,
  search: { middlewares: [leaveOutFirstPage] },
  // Only what the data depends on: the server's match and the browser's must be the same one, and
  // the address may carry a referral code or a campaign's parameters.
  loaderDeps: ({ search }) => ({
    sort: search.sort,
    category: search.category,
    stars: search.stars,
    page: search.page,
  }),
  // A failed load is left to the page, which shows it with a retry button.
  // A category the shop does not have (any more) is dropped: every product is listed instead.
  loader: async ({ context, deps }) => {
    const language = useLanguageStore.getState().language;
    const category = deps.category
      ? (await (await productCategoriesModule()).loadCategoryOf(context.queryClient, deps.category, language))
          ?.code
      : undefined;
    return loadProductList(
      context.queryClient,
      productQueries.page(purchaseListParams({ ...deps, category }, language)),
    );
  },
  // The page of products shown (its sort, category and page number are part of its canonical).
  head: async ({ match, loaderData }) => {
    const page = seoPage(match, useLanguageStore.getState().language);
    const { category } = match.search;
    // The category's name of the data (its module loads with the page, not with the first script).
    const categoryName = category
      ? (
          await (
            await productCategoriesModule()
          ).loadCategoryOf(match.context.queryClient, category, page.language)
        )?.name
      : undefined;
    return categoryHead(page, {
      title: categoryName ? t`Mua hàng: ${categoryName}` : t`Mua hàng`,
      description: t`Đặt mua trà, cà phê, nông sản, nước tăng lực và nước ép ổi trực tuyến, giao tận nhà.`,
      items: productListItems(loaderData?.products ?? [], page.language),
    });
  },
  pendingComponent: CatalogPageSkeleton,
  component: PurchaseCatalogPage,
});

function PurchaseCatalogPage() {
  // The route's own parameters only: the address may also carry a campaign's (utm_*, fbclid…), which
  // the server renders without, so the page's links (pagination) leave them out too.
  const raw = Route.useSearch();
  const search = useMemo(() => parsePurchaseSearch(raw), [raw]);
  const navigate = Route.useNavigate();
  return <PurchaseCatalog search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
