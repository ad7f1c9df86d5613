import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isSessionRefused, meQuery } from '@/features/auth';
import { ConsoleFrame } from '@/features/frame/components/console-frame';
import { useSessionStore } from '@/stores/session-store';

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
  component: function ConsoleLayout() {
    const { me } = Route.useRouteContext();
    return (
      <ConsoleFrame areas={me.areas}>
        <Outlet />
      </ConsoleFrame>
    );
  },
});
