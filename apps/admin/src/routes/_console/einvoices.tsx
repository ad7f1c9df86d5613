import { createFileRoute } from '@tanstack/react-router';
import { EinvoiceListPage, readEinvoicesSearch } from '@/features/einvoices';

/** The e-invoices: issued, waiting, failed with the provider's reason; re-issue; the accountant's CSV. */
export const Route = createFileRoute('/_console/einvoices')({
  validateSearch: readEinvoicesSearch,
  component: function Einvoices() {
    const navigate = Route.useNavigate();
    return (
      <EinvoiceListPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
    );
  },
});
