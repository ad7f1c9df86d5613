import { createFileRoute } from '@tanstack/react-router';
import { useSearchedList } from '@/lib/list-search';
import { EinvoiceListPage, readEinvoicesSearch } from '@/features/einvoices';

/** The e-invoices: issued, waiting, failed with the provider's reason; re-issue; the accountant's CSV. */
export const Route = createFileRoute('/_console/einvoices')({
  validateSearch: readEinvoicesSearch,
  component: function Einvoices() {
    return <EinvoiceListPage {...useSearchedList(Route)} />;
  },
});
