import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/about/components/about-page';
import { brandPageHead, loadCompany } from './-brand-pages';

export const Route = createFileRoute('/gioi-thieu')({
  // The story renders at once; the company card fills in (or offers a retry) when the record arrives.
  loader: ({ context }) => loadCompany(context.queryClient),
  head: ({ match }) => brandPageHead(match, '/gioi-thieu'),
  component: AboutPage,
});
