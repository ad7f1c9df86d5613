import { createFileRoute } from '@tanstack/react-router';
import { VoucherListPage } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/vouchers/')({
  component: function Vouchers() {
    return <VoucherListPage />;
  },
});
