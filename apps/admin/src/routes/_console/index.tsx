import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage, readDashboardSearch } from '@/features/dashboard/components/dashboard-page';
import { useSearchedList } from '@/lib/list-search';

/** The console's home: the dashboard (the orders inbox stays at /orders). */
export const Route = createFileRoute('/_console/')({
  validateSearch: readDashboardSearch,
  component: function Home() {
    return <DashboardPage {...useSearchedList(Route)} />;
  },
});
