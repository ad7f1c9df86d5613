import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/ui/error-state';
import { productQueries } from '../api/product-queries';
import { promotionQueries } from '../api/promotion-queries';
import { promotedProductsParams } from '../lib/catalog-params';
import { activePromotionCodes } from '../lib/promotion-codes';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { ProductList } from './product-list';

/** Products on promotion now, with their badge and struck-through retail price; nothing when none. */
export function PromotedProducts() {
  const promotions = useQuery(promotionQueries.list());
  const codes = promotions.data ? activePromotionCodes(promotions.data, new Date()) : [];
  const products = useQuery({
    ...productQueries.list(promotedProductsParams(codes)),
    enabled: codes.length > 0,
  });

  if (promotions.isPending || (codes.length > 0 && products.isPending)) return <ProductGridSkeleton />;
  if (promotions.isError || products.isError) {
    return (
      <ErrorState
        title={<Trans>Không tải được sản phẩm khuyến mãi</Trans>}
        description={<Trans>Vui lòng kiểm tra kết nối mạng rồi thử lại.</Trans>}
        onRetry={() => void (promotions.isError ? promotions.refetch() : products.refetch())}
        isRetrying={promotions.isRefetching || products.isRefetching}
      />
    );
  }
  if (codes.length === 0 || !products.data?.length) {
    return (
      <p className="rounded-2xl border border-leaf-200 border-dashed bg-white p-6 text-center text-coffee-700">
        <Trans>Hiện chưa có chương trình khuyến mãi. Hãy quay lại sau nhé!</Trans>
      </p>
    );
  }
  return <ProductList products={products.data} isAboveFold={false} />;
}
