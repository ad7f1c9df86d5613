import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '@/features/catalogue/components/product-page';

export const Route = createFileRoute('/_console/products/new')({
  component: function NewProduct() {
    return <ProductPage />;
  },
});
