import { createFileRoute } from '@tanstack/react-router';
import { PromotionPage } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/new')({
  component: function NewPromotion() {
    return <PromotionPage />;
  },
});
