import { loadRecord } from '@/lib/route-data';
import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@/features/jobs/api/job-queries';
import { JobDetail } from '@/features/jobs/components/job-detail';
import { cachedCompany } from '@/lib/seo/cached-company';
import { seoPage } from '@/lib/seo/seo-page';
import { useLanguageStore } from '@/stores/language-store';

/** A job posting: /tuyen-dung/{slug}, the same slug in both languages. */
export const Route = createFileRoute('/tuyen-dung/$slug')({
  loader: ({ context, params }) =>
    // An unknown slug is the not-found page (HTTP 404 from the server).
    loadRecord(context.queryClient, jobQueries.detail(params.slug, useLanguageStore.getState().language)),
  head: async ({ match, loaderData: job }) => {
    if (!job) return {};
    // Its module loads with the page, not with the shop's first script.
    const { jobHead } = await import('@/lib/seo/detail-heads');
    const page = seoPage(match, useLanguageStore.getState().language);
    return jobHead(
      page,
      {
        title: job.title,
        summary: job.summary,
        content: job.content,
        datePosted: job.date_created,
        deadline: job.han_nop,
        employment: job.hinh_thuc,
        location: job.dia_diem,
        openings: job.so_luong_tuyen,
      },
      cachedCompany(match.context.queryClient, page.language),
    );
  },
  component: JobRoute,
});

function JobRoute() {
  return <JobDetail slug={Route.useParams().slug} />;
}
