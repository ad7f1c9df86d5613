import { createFileRoute } from '@tanstack/react-router';
import { ProductEditorPage } from '@/features/catalogue/components/product-editor';

export const Route = createFileRoute('/_console/products/$id')({
  component: function Product() {
    return <ProductEditorPage id={Route.useParams().id} />;
  },
});
