import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ProductListParams, productQueries } from '../api/product-queries';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { ProductList, ProductListError } from './product-list';

type ProductGridProps = {
  params: ProductListParams;
  /** Shown when nothing matches; by default a note to come back later. */
  empty?: ReactNode;
  isAboveFold?: boolean;
};

export function ProductGrid({ params, empty, isAboveFold = true }: ProductGridProps) {
  const { data: products, isPending, isError, refetch, isRefetching } = useQuery(productQueries.list(params));

  if (isPending) return <ProductGridSkeleton />;
  if (isError) return <ProductListError query={{ refetch, isRefetching }} />;
  if (products.length === 0) {
    return (
      empty ?? (
        <p className="rounded-2xl border border-leaf-200 border-dashed bg-white p-8 text-center text-coffee-700">
          <Trans>Chưa có sản phẩm nào. Vui lòng quay lại sau.</Trans>
        </p>
      )
    );
  }
  return <ProductList products={products} isAboveFold={isAboveFold} />;
}
