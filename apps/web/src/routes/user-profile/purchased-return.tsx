import { createFileRoute } from '@tanstack/react-router';
import { orderQueries } from '@/features/orders/api/order-queries';
import { OrderHistory } from '@/features/orders/components/order-history';

export const Route = createFileRoute('/user-profile/purchased-return')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(orderQueries.list());
  },
  component: OrderHistory,
});
