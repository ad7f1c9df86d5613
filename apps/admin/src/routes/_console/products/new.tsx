import { createFileRoute } from '@tanstack/react-router';
import { ProductEditorPage } from '@/features/catalogue/components/product-editor';

export const Route = createFileRoute('/_console/products/new')({
  component: function NewProduct() {
    return <ProductEditorPage />;
  },
});
