import { createFileRoute } from '@tanstack/react-router';
import { VerifyAccount } from '@/features/account/components/verify-account';
import { parseVerifySearch } from '@/features/account/lib/account-search';

export const Route = createFileRoute('/xac-thuc')({
  validateSearch: parseVerifySearch,
  component: VerifyRoute,
});

function VerifyRoute() {
  return <VerifyAccount {...Route.useSearch()} />;
}
