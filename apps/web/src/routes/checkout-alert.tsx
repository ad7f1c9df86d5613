import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { CheckoutResult } from '@/features/checkout/components/checkout-result';
import { parseAlertSearch } from '@/features/checkout/lib/alert-search';

export const Route = createFileRoute('/checkout-alert')({
  validateSearch: parseAlertSearch,
  component: CheckoutAlertPage,
});

function CheckoutAlertPage() {
  const search = Route.useSearch();
  // The gateway's return carries signed vnp_* parameters; the page verifies them with the server.
  const isGatewayReturn = useRouterState({
    select: (state) => Object.hasOwn(state.location.search, 'vnp_SecureHash'),
  });
  return <CheckoutResult search={search} isGatewayReturn={isGatewayReturn} />;
}
