import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '@/lib/head';
import { AppLink } from '@/ui/app-link';
import { AuthCard, textLinkClass } from './auth-card';
import { RegisterForm } from './register-form';

/** The register screen (decision 010: /dang-ky). */
export function RegisterPage() {
  const { t } = useLingui();
  usePageMeta(t`Đăng ký tài khoản`);
  return (
    <AuthCard
      title={<Trans>Đăng ký tài khoản</Trans>}
      description={<Trans>Tạo tài khoản để lưu địa chỉ, theo dõi đơn hàng và sản phẩm yêu thích.</Trans>}
      footer={
        <Trans>
          Đã có tài khoản?{' '}
          <AppLink href="/dang-nhap" className={textLinkClass}>
            Đăng nhập
          </AppLink>
        </Trans>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
