import { createFileRoute } from '@tanstack/react-router';
import { OrderLookupPage } from '@/features/orders/components/order-lookup-page';
import { brandPageHead, loadCompany } from './-brand-pages';

// A public page: the server renders the form (the shop's phone included); an order is only ever
// fetched in the browser, so no cached page holds one (decision 046).
export const Route = createFileRoute('/tra-cuu-don-hang')({
  loader: ({ context }) => loadCompany(context.queryClient),
  head: ({ match }) => brandPageHead(match, '/tra-cuu-don-hang'),
  component: OrderLookupPage,
});
