import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { isSessionRefused, meQuery } from '@/features/auth';
import { ConsoleFrame } from '@/features/frame/components/console-frame';
import { NotAllowed } from '@/features/frame/components/not-allowed';
import { NotFound } from '@/features/frame/components/not-found';
import { areaOfPath } from '@/features/frame/lib/area-of-path';
import { useSessionStore } from '@/stores/session-store';

/** How often an open console asks again which areas the user's rights hold (decision 029). */
const RIGHTS_REFRESH_MS = 30_000;

/** Every screen after login: a console session is required, checked with the server (GET console/me). */
export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ context, location }) => {
    const toLogin = () =>
      redirect({ to: '/login', search: { redirect: location.pathname.replace(/^\/admin/, '') } });
    if (!useSessionStore.getState().token) throw toLogin();
    try {
      const me = await context.queryClient.ensureQueryData(meQuery());
      useSessionStore.getState().setUser(me.user);
      return { me };
    } catch (error) {
      if (!isSessionRefused(error)) throw error;
      useSessionStore.getState().clear();
      throw toLogin();
    }
  },
  // Inside the frame: an unknown address or item keeps the menu beside the way back.
  notFoundComponent: NotFound,
  component: function ConsoleLayout() {
    const context = Route.useRouteContext();
    // The rights as the server says now: refreshed on focus, every 30 s and after a refused call
    // (main.tsx), so the menu and the screens follow a change the owner made.
    const me = useQuery({ ...meQuery(), initialData: context.me, refetchInterval: RIGHTS_REFRESH_MS }).data;
    const area = areaOfPath(useLocation({ select: (location) => location.pathname }));
    return (
      <ConsoleFrame areas={me.areas}>
        {area && !me.areas.includes(area) ? <NotAllowed /> : <Outlet />}
      </ConsoleFrame>
    );
  },
});
