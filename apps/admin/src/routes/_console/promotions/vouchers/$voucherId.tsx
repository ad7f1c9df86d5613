import { createFileRoute } from '@tanstack/react-router';
import { VoucherPage } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/vouchers/$voucherId')({
  component: function EditVoucher() {
    return <VoucherPage id={Route.useParams().voucherId} />;
  },
});
