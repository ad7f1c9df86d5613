import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '@/features/orders/components/inbox-page';
import { readInboxSearch } from '@/features/orders/lib/inbox-search';

export const Route = createFileRoute('/_console/orders/')({
  validateSearch: readInboxSearch,
  component: function Orders() {
    return <InboxPage search={Route.useSearch()} />;
  },
});
