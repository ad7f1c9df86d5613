import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/account/components/register-page';
import { titledHead } from '@/lib/seo/titled-head';

export const Route = createFileRoute('/dang-ky')({
  head: titledHead(() => ({ title: t`Đăng ký tài khoản` })),
  component: RegisterPage,
});
