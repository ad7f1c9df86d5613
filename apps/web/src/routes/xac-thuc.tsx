import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { VerifyAccount } from '@/features/account/components/verify-account';
import { parseVerifySearch } from '@/features/account/lib/account-search';
import { titledHead } from '@/lib/seo/titled-head';

export const Route = createFileRoute('/xac-thuc')({
  validateSearch: parseVerifySearch,
  head: titledHead(() => ({ title: t`Xác thực tài khoản` })),
  component: VerifyRoute,
});

function VerifyRoute() {
  return <VerifyAccount {...Route.useSearch()} />;
}
