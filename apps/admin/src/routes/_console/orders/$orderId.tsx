import { createFileRoute } from '@tanstack/react-router';
import { OrderPage } from '@/features/orders/components/order-page';

export const Route = createFileRoute('/_console/orders/$orderId')({
  component: function Order() {
    return <OrderPage orderId={Route.useParams().orderId} />;
  },
});
