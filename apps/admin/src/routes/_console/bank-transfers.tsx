import { createFileRoute } from '@tanstack/react-router';
import {
  BankTransferListPage,
  readTransfersSearch,
} from '@/features/payments/components/bank-transfer-list-page';

/** The bank notifications: the unmatched ones to assign or set aside, the others by what they did. */
export const Route = createFileRoute('/_console/bank-transfers')({
  validateSearch: readTransfersSearch,
  component: function BankTransfers() {
    const navigate = Route.useNavigate();
    return (
      <BankTransferListPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
    );
  },
});
