import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '@/features/orders/components/order-list-page';
import { readInboxSearch } from '@/features/orders/lib/inbox-search';

export const Route = createFileRoute('/_console/orders/')({
  validateSearch: readInboxSearch,
  component: function Orders() {
    return <OrderListPage search={Route.useSearch()} />;
  },
});
