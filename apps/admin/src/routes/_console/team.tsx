import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '@/features/team/components/team-page';

export const Route = createFileRoute('/_console/team')({
  component: function Team() {
    return <TeamPage isOwner={Route.useRouteContext().me.areas.includes('staff')} />;
  },
});
