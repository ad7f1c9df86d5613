import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '@/features/catalogue/components/product-page';

export const Route = createFileRoute('/_console/products/$id')({
  component: function Product() {
    return <ProductPage id={Route.useParams().id} />;
  },
});
