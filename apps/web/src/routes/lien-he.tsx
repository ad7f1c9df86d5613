import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/components/contact-page';
import { companyQueries } from '@/lib/company';

export const Route = createFileRoute('/lien-he')({
  loader: ({ context }) => context.queryClient.prefetchQuery(companyQueries.info()),
  component: ContactPage,
});
