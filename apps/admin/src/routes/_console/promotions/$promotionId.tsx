import { createFileRoute } from '@tanstack/react-router';
import { PromotionScreen } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/$promotionId')({
  component: function EditPromotion() {
    return <PromotionScreen id={Route.useParams().promotionId} />;
  },
});
