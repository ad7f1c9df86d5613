import { createFileRoute } from '@tanstack/react-router';
import { FlashSaleScreen } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/flash-sales/new')({
  component: function NewFlashSale() {
    return <FlashSaleScreen />;
  },
});
