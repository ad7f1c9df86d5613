import { createFileRoute } from '@tanstack/react-router';
import { VoucherPage } from '@/features/promotions';

export const Route = createFileRoute('/_console/promotions/vouchers/new')({
  component: function NewVoucher() {
    return <VoucherPage />;
  },
});
