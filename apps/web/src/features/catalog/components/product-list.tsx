import { Trans } from '@lingui/react/macro';
import type { Product } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorState, type RetryableQuery } from '@/ui/error-state';
import { promotionQueries } from '../api/promotion-queries';
import { ProductCard } from './product-card';
import { GRID_CLASS } from './product-grid-skeleton';

/** Two rows on a phone, one row on a desktop. */
const ABOVE_FOLD_COUNT = 4;

type ProductListProps = { products: readonly Product[]; isAboveFold?: boolean };

/**
 * Product cards in the shop's grid. Promotions load beside the products; until they arrive (or if
 * they fail) cards show retail prices, which is never a price the shopper cannot get.
 */
export function ProductList({ products, isAboveFold = true }: ProductListProps) {
  const { data: promotions } = useQuery(promotionQueries.list());
  return (
    <ul className={GRID_CLASS}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            promotions={promotions}
            isAboveFold={isAboveFold && index < ABOVE_FOLD_COUNT}
          />
        </li>
      ))}
    </ul>
  );
}

/** A list of products that did not load, with a retry. */
export function ProductListError({ query }: { query: RetryableQuery }) {
  return <QueryErrorState title={<Trans>Không tải được danh sách sản phẩm</Trans>} query={query} />;
}
