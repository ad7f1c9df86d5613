import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/account/components/login-page';
import { parseLoginSearch } from '@/features/account/lib/account-search';

export const Route = createFileRoute('/dang-nhap')({
  validateSearch: parseLoginSearch,
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage {...Route.useSearch()} />;
}
