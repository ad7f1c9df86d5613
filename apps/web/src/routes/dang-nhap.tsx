import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/account/components/login-page';
import { parseLoginSearch } from '@/features/account/lib/account-search';
import { titledHead } from '@/lib/seo/titled-head';

export const Route = createFileRoute('/dang-nhap')({
  validateSearch: parseLoginSearch,
  head: titledHead(() => ({
    title: t`Đăng nhập`,
    description: t`Đăng nhập để mua sắm, theo dõi đơn hàng và lưu sản phẩm yêu thích.`,
  })),
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage {...Route.useSearch()} />;
}
