import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/about/components/about-page';
import { companyQueries } from '@/lib/company';
import { seoPage } from '@/lib/seo/seo-page';
import { pageHead } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';

export const Route = createFileRoute('/gioi-thieu')({
  // The story renders at once; the company card fills in (or offers a retry) when the record arrives.
  loader: ({ context }) => context.queryClient.prefetchQuery(companyQueries.info()),
  head: ({ match }) => {
    const page = seoPage(match, useLanguageStore.getState().language);
    const shopName = page.brand;
    return pageHead(page, {
      title: t`Giới thiệu`,
      description: t`${shopName} mang trà Thái Nguyên, cà phê Tây Nguyên, nông sản và nước ép ổi Việt Nam từ vùng trồng đến tận nhà bạn.`,
    });
  },
  component: AboutPage,
});
