import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/components/contact-page';
import { companyQueries } from '@/lib/company';
import { seoPage } from '@/lib/seo/seo-page';
import { pageHead } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';

export const Route = createFileRoute('/lien-he')({
  loader: ({ context }) => context.queryClient.prefetchQuery(companyQueries.info()),
  head: ({ match }) => {
    const page = seoPage(match, useLanguageStore.getState().language);
    const shopName = page.brand;
    return pageHead(page, {
      title: t`Liên hệ`,
      description: t`Liên hệ ${shopName}: địa chỉ, email, số điện thoại và biểu mẫu gửi câu hỏi về trà, cà phê và nông sản.`,
    });
  },
  component: ContactPage,
});
