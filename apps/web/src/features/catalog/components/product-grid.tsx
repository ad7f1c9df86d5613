import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../ui/error-state';
import { type ProductListParams, productQueries } from '../api/product-queries';
import { ProductCard } from './product-card';
import { GRID_CLASS, ProductGridSkeleton } from './product-grid-skeleton';

/** Two rows on a phone, one row on a desktop. */
const ABOVE_FOLD_COUNT = 4;

type ProductGridProps = { params: ProductListParams };

export function ProductGrid({ params }: ProductGridProps) {
  const { data: products, isPending, isError, refetch, isRefetching } = useQuery(productQueries.list(params));

  if (isPending) return <ProductGridSkeleton />;
  if (isError) {
    return (
      <ErrorState
        title={<Trans>Không tải được danh sách sản phẩm</Trans>}
        description={<Trans>Vui lòng kiểm tra kết nối mạng rồi thử lại.</Trans>}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  }
  if (products.length === 0) {
    return (
      <p className="rounded-2xl border border-leaf-200 border-dashed bg-white p-8 text-center text-coffee-700">
        <Trans>Chưa có sản phẩm nào. Vui lòng quay lại sau.</Trans>
      </p>
    );
  }
  return (
    <ul className={GRID_CLASS}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} isAboveFold={index < ABOVE_FOLD_COUNT} />
        </li>
      ))}
    </ul>
  );
}
