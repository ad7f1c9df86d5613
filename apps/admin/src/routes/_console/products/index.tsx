import { createFileRoute } from '@tanstack/react-router';
import { useSearchedList } from '@/lib/list-search';
import { ProductListPage } from '@/features/catalogue/components/product-list-page';
import { readProductsSearch } from '@/features/catalogue/lib/products-search';

export const Route = createFileRoute('/_console/products/')({
  validateSearch: readProductsSearch,
  component: function Products() {
    return <ProductListPage {...useSearchedList(Route)} />;
  },
});
