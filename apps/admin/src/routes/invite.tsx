import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '@/features/auth/components/invite-page';

/** The link of a staff invitation mail (public: the single-use token is the key). */
export const Route = createFileRoute('/invite')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: function Invite() {
    return <InvitePage token={Route.useSearch().token} />;
  },
});
