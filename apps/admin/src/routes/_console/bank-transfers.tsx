import { createFileRoute } from '@tanstack/react-router';
import { useSearchedList } from '@/lib/list-search';
import {
  BankTransferListPage,
  readTransfersSearch,
} from '@/features/payments/components/bank-transfer-list-page';

/** The bank notifications: the unmatched ones to assign or set aside, the others by what they did. */
export const Route = createFileRoute('/_console/bank-transfers')({
  validateSearch: readTransfersSearch,
  component: function BankTransfers() {
    return <BankTransferListPage {...useSearchedList(Route)} />;
  },
});
