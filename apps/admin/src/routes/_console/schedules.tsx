import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@/ui/alert';
import { SchedulesPage } from '@/features/schedules/components/schedules-page';
import { Trans } from '@lingui/react/macro';

export const Route = createFileRoute('/_console/schedules')({
  component: function Schedules() {
    const { areas } = Route.useRouteContext().me;
    if (!areas.includes('schedules'))
      return (
        <Alert>
          <Trans>Bạn không có quyền mở trang lịch hẹn.</Trans>
        </Alert>
      );
    return <SchedulesPage areas={areas} />;
  },
});
