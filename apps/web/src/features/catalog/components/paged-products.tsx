import { Plural, Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { type ProductListParams, productQueries } from '../api/product-queries';
import { countPages } from '../lib/purchase-search';
import { Pagination } from './pagination';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { ProductList, ProductListError } from './product-list';

type PagedProductsProps = {
  params: ProductListParams;
  page: number;
  renderPageLink: ComponentProps<typeof Pagination>['renderLink'];
  /** What to say when nothing matches at all. */
  empty: ReactNode;
  /** What to say when the page number is past the last page (a link to the first page follows). */
  pastEnd: ReactNode;
};

/** One page of products with the number of matches and the pagination under it. */
export function PagedProducts({ params, page, renderPageLink, empty, pastEnd }: PagedProductsProps) {
  // The previous page stays on screen (dimmed) while the next one loads: no jump to a skeleton.
  const { data, isPending, isError, refetch, isRefetching, isPlaceholderData } = useQuery({
    ...productQueries.page(params),
    placeholderData: keepPreviousData,
  });

  if (isPending) return <ProductGridSkeleton />;
  if (isError) return <ProductListError query={{ refetch, isRefetching }} />;
  const { products, total } = data;
  if (total === 0) return <>{empty}</>;
  const totalPages = countPages(total);
  return (
    <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition' : 'transition'}>
      <p className="mb-4 text-coffee-700 text-sm" aria-live="polite">
        <Plural value={total} one="# sản phẩm" other="# sản phẩm" />
      </p>
      {products.length === 0 ? (
        <p className="rounded-2xl border border-leaf-200 border-dashed bg-white p-8 text-center text-coffee-700">
          {pastEnd}{' '}
          {renderPageLink(1, {
            className: 'font-semibold text-leaf-700 underline underline-offset-2',
            children: <Trans>Về trang đầu</Trans>,
          })}
        </p>
      ) : (
        <ProductList products={products} />
      )}
      <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} renderLink={renderPageLink} />
    </div>
  );
}
