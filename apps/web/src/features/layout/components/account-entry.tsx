import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { AppLink } from '@/ui/app-link';
import { requestOpen } from '@/ui/pending-open';
import { iconButtonClass } from '@/ui/icon-button';
import { UserIcon } from '@/ui/icons';
import { AccountButtonFace, accountButtonClass } from './account-button-face';

// The dropdown is Headless UI, loaded with the header's other interactive parts after first paint.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

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
