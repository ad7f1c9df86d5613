import { createFileRoute } from '@tanstack/react-router';
import { useSearchedList } from '@/lib/list-search';
import { PaymentsPage, readPaymentsSearch } from '@/features/payments/components/payments-page';

/** Payments: the span's transfers, e-wallet payments waiting and refunds, filtered, with the CSV. */
export const Route = createFileRoute('/_console/payments')({
  validateSearch: readPaymentsSearch,
  component: function Payments() {
    return <PaymentsPage {...useSearchedList(Route)} />;
  },
});
