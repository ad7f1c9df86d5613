import { createFileRoute } from '@tanstack/react-router';
import { BankTransfersPage, readTransfersSearch } from '@/features/payments/components/bank-transfers-page';

/** The bank notifications: the unmatched ones to assign or set aside, the others by what they did. */
export const Route = createFileRoute('/_console/bank-transfers')({
  validateSearch: readTransfersSearch,
  component: function BankTransfers() {
    const navigate = Route.useNavigate();
    return (
      <BankTransfersPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
    );
  },
});
