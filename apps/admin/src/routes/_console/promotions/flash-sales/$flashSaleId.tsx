import { createFileRoute } from '@tanstack/react-router';
import { FlashSalePage } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/flash-sales/$flashSaleId')({
  component: function EditFlashSale() {
    return <FlashSalePage id={Route.useParams().flashSaleId} />;
  },
});
