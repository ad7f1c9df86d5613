import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MyProfile } from '@/features/account/components/my-profile';
import { titledHead } from '@/lib/seo/titled-head';

export const Route = createFileRoute('/user-profile/my-profile')({
  head: titledHead(() => ({ title: t`Thông tin tài khoản` })),
  component: MyProfile,
});
