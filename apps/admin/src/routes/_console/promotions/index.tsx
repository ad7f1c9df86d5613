import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/')({
  component: function Promotions() {
    return <PromotionsPage />;
  },
});
