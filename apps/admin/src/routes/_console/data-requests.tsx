import { createFileRoute } from '@tanstack/react-router';
import {
  type DataRequestsSearch,
  DataRequestListPage,
} from '@/features/privacy/components/data-request-list-page';

/** The personal-data requests inbox (owner only, decision 063). */
export const Route = createFileRoute('/_console/data-requests')({
  validateSearch: (search: Record<string, unknown>): DataRequestsSearch => {
    const out: DataRequestsSearch = {};
    if (search.state === 'open' || search.state === 'overdue' || search.state === 'done')
      out.state = search.state;
    if (search.kind === 'export' || search.kind === 'delete') out.kind = search.kind;
    const page = Number(search.page);
    if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
    return out;
  },
  component: function DataRequests() {
    const navigate = Route.useNavigate();
    return (
      <DataRequestListPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
    );
  },
});
