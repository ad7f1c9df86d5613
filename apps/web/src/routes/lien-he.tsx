import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/components/contact-page';
import { brandPageHead, loadCompany } from './-brand-pages';

export const Route = createFileRoute('/lien-he')({
  loader: ({ context }) => loadCompany(context.queryClient),
  head: ({ match }) => brandPageHead(match, '/lien-he'),
  component: ContactPage,
});
