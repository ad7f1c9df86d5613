import { createFileRoute } from '@tanstack/react-router';
import { readSearch, searchChoice, searchPage, useSearchedList } from '@/lib/list-search';
import {
  type DataRequestsSearch,
  DataRequestListPage,
} from '@/features/privacy/components/data-request-list-page';

/** The personal-data requests inbox (owner only, decision 063). */
export const Route = createFileRoute('/_console/data-requests')({
  validateSearch: readSearch<DataRequestsSearch>({
    state: searchChoice(['open', 'overdue', 'done']),
    kind: searchChoice(['export', 'delete']),
    page: searchPage,
  }),
  component: function DataRequests() {
    return <DataRequestListPage {...useSearchedList(Route)} />;
  },
});
