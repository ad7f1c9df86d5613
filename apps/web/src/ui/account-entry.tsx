import { useLingui } from '@lingui/react/macro';
import type { UserInfo } from '@shop/api-client';
import { lazy, Suspense } from 'react';
import { useSessionStore } from '../stores/session-store';
import { AppLink } from './app-link';
import { requestOpen } from './pending-open';
import { iconButtonClass } from './icon-button';
import { UserIcon } from './icons';
import { UserAvatar } from './user-avatar';

// The dropdown is Headless UI, loaded with the header's other interactive parts after first paint.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

export const accountButtonClass =
  'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full p-1 text-coffee-800 transition hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 data-open:bg-leaf-50 2xl:pr-3';

/** The avatar and name: the menu's button, and what shows until its code arrives. */
export function AccountButtonFace({ user }: { user: UserInfo }) {
  return (
    <>
      <UserAvatar user={user} className="size-9" />
      {/* From 1400 px: below, the header has no room for it and the dropdown's first line shows it. */}
      <span className="hidden max-w-40 truncate font-semibold text-sm 2xl:inline">
        {user.name || user.email}
      </span>
    </>
  );
}

/**
 * The header's account slot (SPEC §2, §6): a visitor sees the login icon; a logged-in customer the
 * avatar and name with the account dropdown; while a stored token is checked, a quiet placeholder.
 */
export function AccountEntry() {
  const { t } = useLingui();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);

  if (status === 'user' && user) {
    const name = user.name || user.email;
    const fallback = (
      <button
        type="button"
        aria-label={t`Tài khoản: ${name}`}
        aria-haspopup="menu"
        onClick={() => requestOpen('account')}
        className={accountButtonClass}
      >
        <AccountButtonFace user={user} />
      </button>
    );
    return (
      <Suspense fallback={fallback}>
        <AccountMenu user={user} />
      </Suspense>
    );
  }
  if (status === 'unknown') {
    return (
      <span className={iconButtonClass} role="status" aria-label={t`Đang tải tài khoản…`}>
        <span aria-hidden="true" className="size-8 animate-pulse rounded-full bg-coffee-100" />
      </span>
    );
  }
  return (
    <AppLink href="/dang-nhap" aria-label={t`Đăng nhập`} title={t`Đăng nhập`} className={iconButtonClass}>
      <UserIcon className="size-6" />
    </AppLink>
  );
}
