import { t } from '@lingui/core/macro';
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { CheckoutResult } from '@/features/checkout/components/checkout-result';
import { parseAlertSearch } from '@/features/checkout/lib/alert-search';
import { titledHead } from '@/lib/seo/titled-head';

export const Route = createFileRoute('/checkout-alert')({
  validateSearch: parseAlertSearch,
  head: titledHead(() => ({ title: t`Kết quả đặt hàng` })),
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
