import { createFileRoute } from '@tanstack/react-router';
import { FlashSalePage } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/flash-sales/new')({
  component: function NewFlashSale() {
    return <FlashSalePage />;
  },
});
