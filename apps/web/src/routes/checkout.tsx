import { createFileRoute } from '@tanstack/react-router';
import { checkoutQueries } from '@/features/checkout/api/checkout-queries';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { addressQueries } from '@/lib/address-book';
import { useInBrowser } from '@/lib/use-hydrated';
import { unitQueries } from '@/ui/address-form/unit-queries';

export const Route = createFileRoute('/checkout')({
  // The draft is not prefetched: reading it may create one, which hovering a link must not do.
  // The server renders the frame and the skeleton only (never a shopper's data): nothing to fetch there.
  loader: ({ context }) => {
    if (import.meta.env.SSR) return;
    void context.queryClient.prefetchQuery(checkoutQueries.paymentMethods());
    void context.queryClient.prefetchQuery(checkoutQueries.carriers());
    void context.queryClient.prefetchQuery(addressQueries.list());
    void context.queryClient.prefetchQuery(unitQueries.provinces());
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  // The server's page (and the hydrating render) show the skeleton, the same for everyone; the
  // shopper's draft from the render right after hydration, in the same frame (issue 28).
  return <CheckoutPage inBrowser={useInBrowser()} />;
}
