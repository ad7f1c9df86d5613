import { createFileRoute } from '@tanstack/react-router';
import { type CustomersSearch, CustomerListPage } from '@/features/customers/components/customer-list-page';

export const Route = createFileRoute('/_console/customers/')({
  validateSearch: (search: Record<string, unknown>): CustomersSearch => {
    const out: CustomersSearch = {};
    if (typeof search.q === 'string' && search.q.trim() !== '') out.q = search.q.trim().slice(0, 100);
    if (search.kind === 'account' || search.kind === 'guest') out.kind = search.kind;
    const page = Number(search.page);
    if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
    return out;
  },
  component: function Customers() {
    const navigate = Route.useNavigate();
    return (
      <CustomerListPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
    );
  },
});
