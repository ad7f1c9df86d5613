import { createFileRoute } from '@tanstack/react-router';
import { PromotionListPage } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/')({
  component: function Promotions() {
    return <PromotionListPage />;
  },
});
