import { DASHBOARD_PERIODS, type DashboardPeriod } from '@shop/domain/console';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

/** The console's home: the dashboard (the orders inbox stays at /orders). */
export const Route = createFileRoute('/_console/')({
  validateSearch: (search: Record<string, unknown>): { period?: DashboardPeriod } =>
    (DASHBOARD_PERIODS as readonly unknown[]).includes(search.period) && search.period !== 'today'
      ? { period: search.period as DashboardPeriod }
      : {},
  component: function Home() {
    const navigate = Route.useNavigate();
    return (
      <DashboardPage
        period={Route.useSearch().period ?? 'today'}
        onPeriod={(period) => void navigate({ search: period === 'today' ? {} : { period } })}
      />
    );
  },
});
