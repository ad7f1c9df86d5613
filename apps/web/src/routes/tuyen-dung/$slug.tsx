import { recordOrNotFound } from '@/lib/route-data';
import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@/features/jobs/api/job-queries';
import { JobDetail } from '@/features/jobs/components/job-detail';
import { useLanguageStore } from '@/stores/language-store';

/** A job posting: /tuyen-dung/{slug}, the same slug in both languages. */
export const Route = createFileRoute('/tuyen-dung/$slug')({
  loader: ({ context, params }) =>
    // An unknown slug is the not-found page (HTTP 404 from the server).
    recordOrNotFound(
      context.queryClient.ensureQueryData(
        jobQueries.detail(params.slug, useLanguageStore.getState().language),
      ),
    ),
  component: JobRoute,
});

function JobRoute() {
  return <JobDetail slug={Route.useParams().slug} />;
}
