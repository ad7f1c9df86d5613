import type { DashboardPeriod } from '@shop/domain/console';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

/** The dashboard's figures of a period; refreshed each minute while open. */
export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['dashboard', period],
    queryFn: async () => (await getConsoleApi()).dashboard({ period }),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
