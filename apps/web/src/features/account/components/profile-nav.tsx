import { Trans, useLingui } from '@lingui/react/macro';
import type { UserInfo } from '@shop/api-client';
import { UserAvatar } from '@/ui/user-avatar';
import { useChipStrip } from '../lib/use-chip-strip';
import { AccountPageLinks, LogoutButton } from './account-menu-entries';

const sideLinkClass =
  'flex min-h-11 items-center rounded-xl px-3 font-semibold text-coffee-800 transition hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 aria-[current=page]:bg-leaf-100 aria-[current=page]:text-leaf-800';
const chipClass =
  'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border border-coffee-200 bg-white px-4 font-semibold text-coffee-800 text-sm transition hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 aria-[current=page]:border-leaf-700 aria-[current=page]:bg-leaf-700 aria-[current=page]:text-white';

/** Fades the strip's edge where more chips wait, so a phone shows that the row scrolls. */
const FADE = {
  none: '',
  start: '[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]',
  end: '[mask-image:linear-gradient(to_left,transparent,black_2.5rem)]',
  both: '[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]',
};

/**
 * The account pages' menu (SPEC §2): a side menu with the user, the account links and logout from
 * 992 px; below, a row of chips that scrolls sideways, logout last, with the current page's chip
 * scrolled into view.
 */
export function ProfileNav({ user }: { user: UserInfo }) {
  const { t } = useLingui();
  const { stripRef, overflow } = useChipStrip<HTMLElement>();

  return (
    <>
      <nav
        ref={stripRef}
        aria-label={t`Tài khoản`}
        className={`-mx-4 overflow-x-auto scroll-px-4 px-4 pb-1 lg:hidden ${FADE[overflow]}`}
      >
        <ul className="flex gap-2">
          <AccountPageLinks className={chipClass} />
          <li>
            <LogoutButton className={chipClass} />
          </li>
        </ul>
      </nav>
      <nav
        aria-label={t`Tài khoản`}
        className="hidden self-start rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm lg:block"
      >
        <div className="mb-3 flex items-center gap-3 border-coffee-100 border-b px-1 pb-4">
          <UserAvatar user={user} className="size-11" />
          <div className="min-w-0">
            <p className="text-coffee-600 text-sm">
              <Trans>Tài khoản của</Trans>
            </p>
            <p className="truncate font-bold text-coffee-900">{user.name || user.email}</p>
          </div>
        </div>
        <ul className="space-y-1">
          <AccountPageLinks className={sideLinkClass} />
          <li>
            <LogoutButton className={`${sideLinkClass} w-full text-left`} />
          </li>
        </ul>
      </nav>
    </>
  );
}
