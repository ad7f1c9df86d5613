import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AccountPageLinks, LogoutButton } from '@/features/account';
import { useSessionStore } from '@/stores/session-store';
import { ChevronDownIcon } from '@/ui/icons';
import { UserAvatar } from '@/ui/user-avatar';

const itemClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-coffee-700 hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 aria-[current=page]:font-semibold aria-[current=page]:text-leaf-700';

/** The drawer's profile submenu (SPEC §2): only for a logged-in customer; the account pages and logout. */
export function AccountSubmenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  const name = user.name || user.email;

  return (
    <Disclosure as="div" className="mx-2 mt-3 rounded-xl border border-leaf-100 bg-white">
      <DisclosureButton
        aria-label={t`Tài khoản: ${name}`}
        className="group flex min-h-14 w-full items-center gap-3 rounded-xl px-3 text-left focus-visible:outline-2 focus-visible:outline-leaf-700"
      >
        <UserAvatar user={user} className="size-9" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-coffee-900">{name}</span>
          <span className="block text-coffee-600 text-sm">
            <Trans>Tài khoản của tôi</Trans>
          </span>
        </span>
        <ChevronDownIcon className="size-5 text-coffee-700 transition group-data-open:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel as="ul" className="border-coffee-100 border-t px-1 py-1">
        <AccountPageLinks className={itemClass} onNavigate={onNavigate} />
        <li>
          <LogoutButton className={`${itemClass} text-guava-700`} />
        </li>
      </DisclosurePanel>
    </Disclosure>
  );
}
