import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageMeta } from '@/lib/head';
import { useShopName } from '@/lib/site';
import { useSessionStore } from '@/stores/session-store';
import { AppLink } from '@/ui/app-link';
import type { LoginSearch } from '../lib/account-search';
import { AuthCard, textLinkClass } from './auth-card';
import { LoginForm } from './login-form';

/** /dang-nhap. A logged-in customer has nothing to do here and goes on to the account. */
export function LoginPage({ redirect, account }: LoginSearch) {
  const { t } = useLingui();
  const status = useSessionStore((state) => state.status);
  const navigate = useNavigate();
  const shopName = useShopName();
  const isHere = useRouterState({ select: (state) => state.location.pathname === '/dang-nhap' });
  usePageMeta(t`Đăng nhập`, t`Đăng nhập để mua sắm, theo dõi đơn hàng và lưu sản phẩm yêu thích.`);
  useEffect(() => {
    if (status === 'user' && isHere)
      void navigate({ href: redirect ?? '/user-profile/my-profile', replace: true });
  }, [status, isHere, redirect, navigate]);
  if (status === 'user') return null;

  return (
    <AuthCard
      title={<Trans>Đăng nhập</Trans>}
      description={<Trans>Chào mừng bạn quay lại {shopName}.</Trans>}
      footer={
        <Trans>
          Chưa có tài khoản?{' '}
          <AppLink href="/dang-ky" className={textLinkClass}>
            Đăng ký ngay
          </AppLink>
        </Trans>
      }
    >
      <LoginForm redirect={redirect} account={account} />
    </AuthCard>
  );
}
