import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPassword } from '@/features/account/components/forgot-password';
import { titledHead } from '@/lib/seo/titled-head';

export const Route = createFileRoute('/quen-mat-khau')({
  head: titledHead(() => ({ title: t`Quên mật khẩu` })),
  component: ForgotPassword,
});
