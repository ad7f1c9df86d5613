import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '@/features/catalogue/components/products-page';
import { readProductsSearch } from '@/features/catalogue/lib/products-search';

export const Route = createFileRoute('/_console/products/')({
  validateSearch: readProductsSearch,
  component: function Products() {
    const navigate = Route.useNavigate();
    return <ProductsPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />;
  },
});
