import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GuestDataRequestPage } from '@/features/privacy/components/guest-data-request-page';
import { seoPage } from '@/lib/seo/seo-page';
import { pageHead } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';

// A public page: the server renders the form; the code and the data only ever travel in the
// browser's calls, so no cached page holds them (decision 063).
export const Route = createFileRoute('/yeu-cau-du-lieu')({
  head: ({ match }) => {
    const page = seoPage(match, useLanguageStore.getState().language);
    return pageHead(page, {
      title: t`Yêu cầu về dữ liệu cá nhân`,
      description: t`Tải về hoặc xóa dữ liệu cá nhân gắn với e-mail bạn đã dùng khi đặt hàng không cần tài khoản.`,
    });
  },
  component: GuestDataRequestPage,
});
