import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { checkoutQueries } from '@/features/checkout/api/checkout-queries';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { addressQueries } from '@/lib/address-book';
import { unitQueries } from '@/ui/address-form/unit-queries';
import { titledHead } from '@/lib/seo/titled-head';

export const Route = createFileRoute('/checkout')({
  // The draft is not prefetched: reading it may create one, which hovering a link must not do.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(checkoutQueries.paymentMethods());
    void context.queryClient.prefetchQuery(checkoutQueries.carriers());
    void context.queryClient.prefetchQuery(addressQueries.list());
    void context.queryClient.prefetchQuery(unitQueries.provinces());
  },
  head: titledHead(() => ({ title: t({ message: 'Thanh toán', context: 'checkout page' }) })),
  component: CheckoutPage,
});
