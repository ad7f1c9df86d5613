import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/about/components/about-page';
import { companyQueries } from '@/lib/company';

export const Route = createFileRoute('/gioi-thieu')({
  // The story renders at once; the company card fills in (or offers a retry) when the record arrives.
  loader: ({ context }) => context.queryClient.prefetchQuery(companyQueries.info()),
  component: AboutPage,
});
