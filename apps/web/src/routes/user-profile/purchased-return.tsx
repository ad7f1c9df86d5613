import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { orderQueries } from '@/features/orders/api/order-queries';
import { OrderHistory } from '@/features/orders/components/order-history';
import { usePageMeta } from '@/lib/head';

export const Route = createFileRoute('/user-profile/purchased-return')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(orderQueries.list());
  },
  component: PurchasedReturnRoute,
});

function PurchasedReturnRoute() {
  const { t } = useLingui();
  usePageMeta(t`Đơn mua`);
  // The /user-profile layout adds the account menu; this keeps the page's own width and margins.
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <OrderHistory />
    </div>
  );
}
