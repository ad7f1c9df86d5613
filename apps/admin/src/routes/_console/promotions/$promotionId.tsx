import { createFileRoute } from '@tanstack/react-router';
import { PromotionPage } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/$promotionId')({
  component: function EditPromotion() {
    return <PromotionPage id={Route.useParams().promotionId} />;
  },
});
