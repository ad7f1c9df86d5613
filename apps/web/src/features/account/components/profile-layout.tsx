import { Trans } from '@lingui/react/macro';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { ProfileNav } from './profile-nav';
import { LoadingStatus } from '@/ui/loading-status';

function SessionPending() {
  return (
    <LoadingStatus
      label={<Trans>Đang tải tài khoản…</Trans>}
      className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6"
    >
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <div className="hidden h-64 animate-pulse rounded-2xl bg-cream-100 lg:block" />
        <div className="h-96 animate-pulse rounded-2xl bg-cream-100" />
      </div>
    </LoadingStatus>
  );
}

/**
 * /user-profile/*: the account pages behind a gate. While the stored token is being checked the
 * page waits; a guest goes to /dang-nhap, and comes back here after logging in.
 */
export function ProfileLayout() {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const href = useRouterState({ select: (state) => state.location.href });
  const navigate = useNavigate();
  // The page transition mounts this layout again under the new address before it goes: only an
  // address of the account pages is sent to the login.
  const mustLeave = status === 'guest' && href.startsWith('/user-profile');
  useEffect(() => {
    if (mustLeave) void navigate({ to: '/dang-nhap', search: { redirect: href }, replace: true });
  }, [mustLeave, href, navigate]);
  if (status !== 'user' || !user) return <SessionPending />;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-8 lg:py-10">
      <ProfileNav user={user} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
