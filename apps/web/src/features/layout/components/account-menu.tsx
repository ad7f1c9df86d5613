import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { UserInfo } from '@shop/api-client';
import { AccountPageLinks, LogoutButton } from '@/features/account';
import { AccountButtonFace, accountButtonClass } from './account-button-face';
import { useOpenWhenRequested } from '@/ui/pending-open';

const itemClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-coffee-800 data-focus:bg-leaf-50 aria-[current=page]:font-semibold aria-[current=page]:text-leaf-800';

/** The logged-in customer's dropdown (SPEC §2): the account pages, then logout. */
export function AccountMenu({ user }: { user: UserInfo }) {
  const { t } = useLingui();
  const name = user.name || user.email;
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOpenWhenRequested('account', buttonRef);
  return (
    <Menu as="div" className="relative shrink-0">
      <MenuButton
        ref={buttonRef}
        title={name}
        aria-label={t`Tài khoản: ${name}`}
        className={accountButtonClass}
      >
        <AccountButtonFace user={user} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        transition
        className="z-50 w-60 rounded-xl border border-coffee-100 bg-white p-1 shadow-lg transition duration-100 focus:outline-none data-closed:opacity-0"
      >
        <div className="border-coffee-100 border-b px-3 pt-2 pb-3">
          <p className="truncate font-semibold text-coffee-900">{name}</p>
          <p className="truncate text-coffee-600 text-sm">{user.email}</p>
        </div>
        <div className="py-1">
          <AccountPageLinks
            className={itemClass}
            wrap={(link, key) => <MenuItem key={key}>{link}</MenuItem>}
          />
        </div>
        <div className="border-coffee-100 border-t pt-1">
          <MenuItem>
            <LogoutButton className={`${itemClass} text-guava-700`} />
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  );
}
