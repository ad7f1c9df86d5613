import { createFileRoute } from '@tanstack/react-router';
import { FlashSaleScreen } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/flash-sales/$flashSaleId')({
  component: function EditFlashSale() {
    return <FlashSaleScreen id={Route.useParams().flashSaleId} />;
  },
});
