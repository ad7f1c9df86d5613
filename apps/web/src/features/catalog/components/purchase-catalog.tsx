import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '@/lib/head';
import { useLanguageStore } from '@/stores/language-store';
import { useCategoryOf } from '@/lib/product-categories';
import {
  type CatalogSort,
  type CatalogStars,
  PAGE_LINK_ACTIVE,
  type PurchaseSearch,
  purchaseListParams,
} from '../lib/purchase-search';
import { CatalogToolbar } from './catalog-toolbar';
import { PagedProducts } from './paged-products';

type PurchaseCatalogProps = {
  search: PurchaseSearch;
  /** Replaces the query (the route navigates); filters and sorts start again from page 1. */
  onSearchChange: (search: PurchaseSearch) => void;
};

const LINK = 'font-semibold text-leaf-700 underline underline-offset-2';

/** /mua-hang/san-pham: every product for sale, sorted, filtered by category, page by page. */
export function PurchaseCatalog({ search, onSearchChange }: PurchaseCatalogProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  // A category the shop does not have is dropped, as the route's loader drops it.
  const category = useCategoryOf(search.category);
  const categoryName = category?.name;
  usePageMeta(
    categoryName ? t`Mua hàng: ${categoryName}` : t`Mua hàng`,
    t`Đặt mua trà, cà phê, nông sản, nước tăng lực và nước ép ổi trực tuyến, giao tận nhà.`,
  );

  const change = (next: {
    sort?: CatalogSort;
    category?: string | undefined;
    stars?: CatalogStars | undefined;
  }) => {
    const category = 'category' in next ? next.category : search.category;
    const stars = 'stars' in next ? next.stars : search.stars;
    onSearchChange({ ...search, sort: next.sort ?? search.sort, category, stars, page: 1 });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-3xl text-leaf-900 sm:text-4xl">
            <Trans>Mua hàng</Trans>
          </h1>
          <p className="mt-1 text-coffee-700">{categoryName ?? <Trans>Tất cả sản phẩm đang bán</Trans>}</p>
        </div>
        <CatalogToolbar
          sort={search.sort}
          category={category?.code}
          stars={search.stars}
          onSortChange={(sort) => change({ sort })}
          onCategoryChange={(category) => change({ category })}
          onStarsChange={(stars) => change({ stars })}
        />
      </div>
      <div className="mt-6">
        <PagedProducts
          params={purchaseListParams({ ...search, category: category?.code }, language)}
          page={search.page}
          renderPageLink={(page, props) => (
            <Link
              to="/mua-hang/san-pham"
              search={{ ...search, page }}
              activeOptions={PAGE_LINK_ACTIVE}
              {...props}
            />
          )}
          empty={
            <div className="rounded-2xl border border-leaf-200 border-dashed bg-white p-8 text-center text-coffee-700">
              <p>
                <Trans>Chưa có sản phẩm nào trong danh mục này.</Trans>
              </p>
              <button
                type="button"
                className={`mt-3 ${LINK}`}
                onClick={() => change({ category: undefined, stars: undefined })}
              >
                <Trans>Xem tất cả sản phẩm</Trans>
              </button>
            </div>
          }
          pastEnd={<Trans>Trang này không còn sản phẩm.</Trans>}
        />
      </div>
    </div>
  );
}
