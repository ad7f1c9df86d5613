import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@/features/jobs/api/job-queries';
import { JobsPage } from '@/features/jobs/components/jobs-page';
import { useLanguageStore } from '@/stores/language-store';

export const Route = createFileRoute('/tuyen-dung/')({
  // A failed load is left to the page, which shows it with a retry button.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(jobQueries.list(useLanguageStore.getState().language))
      .catch(() => null),
  component: JobsPage,
});
