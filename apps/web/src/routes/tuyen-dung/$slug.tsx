import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@/features/jobs/api/job-queries';
import { JobDetail } from '@/features/jobs/components/job-detail';
import { useLanguageStore } from '@/stores/language-store';

/** A job posting: /tuyen-dung/{slug}, the same slug in both languages. */
export const Route = createFileRoute('/tuyen-dung/$slug')({
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(jobQueries.detail(params.slug, useLanguageStore.getState().language))
      .catch(() => null),
  component: JobRoute,
});

function JobRoute() {
  return <JobDetail slug={Route.useParams().slug} />;
}
