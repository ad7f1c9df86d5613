import { createFileRoute } from '@tanstack/react-router';
import { VoucherScreen } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/vouchers/$voucherId')({
  component: function EditVoucher() {
    return <VoucherScreen id={Route.useParams().voucherId} />;
  },
});
