import { createFileRoute } from '@tanstack/react-router';
import { CustomerPage } from '@/features/customers/components/customer-page';

export const Route = createFileRoute('/_console/customers/$key')({
  component: function Customer() {
    return <CustomerPage customerKey={Route.useParams().key} />;
  },
});
