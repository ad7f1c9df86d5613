import { createFileRoute } from '@tanstack/react-router';
import { checkoutQueries } from '@/features/checkout/api/checkout-queries';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { addressQueries } from '@/lib/address-book';
import { unitQueries } from '@/ui/address-form/unit-queries';

export const Route = createFileRoute('/checkout')({
  // The draft is not prefetched: reading it may create one, which hovering a link must not do.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(checkoutQueries.paymentMethods());
    void context.queryClient.prefetchQuery(checkoutQueries.carriers());
    void context.queryClient.prefetchQuery(addressQueries.list());
    void context.queryClient.prefetchQuery(unitQueries.provinces());
  },
  component: CheckoutPage,
});
