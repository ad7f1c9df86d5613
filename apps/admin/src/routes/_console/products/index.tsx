import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '@/features/catalogue/components/product-list-page';
import { readProductsSearch } from '@/features/catalogue/lib/products-search';

export const Route = createFileRoute('/_console/products/')({
  validateSearch: readProductsSearch,
  component: function Products() {
    const navigate = Route.useNavigate();
    return (
      <ProductListPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
    );
  },
});
