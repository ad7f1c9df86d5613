import { createFileRoute } from '@tanstack/react-router';
import { SetupPage } from '@/features/auth/components/setup-page';

export const Route = createFileRoute('/setup')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: function Setup() {
    return <SetupPage token={Route.useSearch().token} />;
  },
});
