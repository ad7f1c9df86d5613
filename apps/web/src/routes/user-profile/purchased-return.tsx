import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { orderQueries } from '@/features/orders/api/order-queries';
import { OrderHistory } from '@/features/orders/components/order-history';
import { titledHead } from '@/lib/seo/titled-head';

export const Route = createFileRoute('/user-profile/purchased-return')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(orderQueries.list());
  },
  head: titledHead(() => ({ title: t`Đơn mua` })),
  component: PurchasedReturnRoute,
});

function PurchasedReturnRoute() {
  // The /user-profile layout adds the account menu; this keeps the page's own width and margins.
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <OrderHistory />
    </div>
  );
}
