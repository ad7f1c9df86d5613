import { createFileRoute } from '@tanstack/react-router';
import { readSearch, searchChoice, searchPage, searchText, useSearchedList } from '@/lib/list-search';
import { type CustomersSearch, CustomerListPage } from '@/features/customers/components/customer-list-page';

export const Route = createFileRoute('/_console/customers/')({
  validateSearch: readSearch<CustomersSearch>({
    q: searchText(),
    kind: searchChoice(['account', 'guest']),
    page: searchPage,
  }),
  component: function Customers() {
    return <CustomerListPage {...useSearchedList(Route)} />;
  },
});
