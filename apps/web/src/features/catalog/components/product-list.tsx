import type { Product } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
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
