import { consoleQuery } from '@/lib/console-query';

const all = ['schedules'] as const;

export const scheduleQueries = {
  all: () => all,
  list: () =>
    consoleQuery([...all, 'list'], (api) => api.schedules(), {
      // Runs happen on the server's clock: keep next and last runs fresh while the page is open.
      refetchInterval: 5_000,
    }),
  detail: (id: string) => consoleQuery([...all, 'detail', id], (api) => api.schedule(id)),
  targets: () => consoleQuery([...all, 'targets'], (api) => api.scheduleTargets()),
};
