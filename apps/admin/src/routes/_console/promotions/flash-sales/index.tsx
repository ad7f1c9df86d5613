import { createFileRoute } from '@tanstack/react-router';
import { FlashSaleListPage } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/flash-sales/')({
  component: function FlashSales() {
    return <FlashSaleListPage />;
  },
});
