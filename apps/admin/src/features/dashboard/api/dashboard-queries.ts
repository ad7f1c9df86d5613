import type { DashboardPeriod } from '@shop/domain/console';
import { keepPreviousData } from '@tanstack/react-query';
import { consoleQuery } from '@/lib/console-query';

/** The dashboard's figures of a period; refreshed each minute while open. */
export const dashboardQuery = (period: DashboardPeriod) =>
  consoleQuery(['dashboard', period], (api) => api.dashboard({ period }), {
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
