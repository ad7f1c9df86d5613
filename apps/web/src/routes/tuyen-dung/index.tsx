import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@/features/jobs/api/job-queries';
import { JobsPage } from '@/features/jobs/components/jobs-page';
import { seoPage } from '@/lib/seo/seo-page';
import { pageHead } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';

export const Route = createFileRoute('/tuyen-dung/')({
  // A failed load is left to the page, which shows it with a retry button.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(jobQueries.list(useLanguageStore.getState().language))
      .catch(() => null),
  head: ({ match }) => {
    const page = seoPage(match, useLanguageStore.getState().language);
    const shopName = page.brand;
    return pageHead(page, {
      title: t`Tuyển dụng`,
      description: t`Các vị trí đang tuyển tại ${shopName}: kinh doanh, vùng nguyên liệu, xưởng rang và chăm sóc khách hàng.`,
    });
  },
  component: JobsPage,
});
