import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { AppLink } from '@/ui/app-link';
import { useLogout } from '../api/logout';
import { ACCOUNT_LINKS } from '../lib/account-links';

type AccountPageLinksProps = {
  className: string;
  /** Wraps each link: an <li>, or a Headless UI MenuItem. */
  wrap?: (link: ReactNode, key: string) => ReactNode;
  onNavigate?: () => void;
};

const asListItem = (link: ReactNode, key: string) => <li key={key}>{link}</li>;

/**
 * The account pages of SPEC §2, the one list the header's dropdown, the drawer's submenu and the
 * profile pages' menus render (each in its own look); logout follows them as {@link LogoutButton}.
 */
export function AccountPageLinks({ className, wrap = asListItem, onNavigate }: AccountPageLinksProps) {
  const { i18n } = useLingui();
  return ACCOUNT_LINKS.map((link) =>
    wrap(
      <AppLink href={link.href} onClick={onNavigate} className={className}>
        {i18n._(link.label)}
      </AppLink>,
      link.href,
    ),
  );
}

/**
 * Logout (SPEC §4) as the last entry of an account menu; says so while it is under way. Other
 * props reach the button (a Headless UI MenuItem gives its child the menu item's role and focus).
 */
export function LogoutButton(props: Omit<ComponentProps<'button'>, 'onClick' | 'disabled' | 'type'>) {
  const { isLeaving, leave } = useLogout();
  return (
    <button {...props} type="button" onClick={leave} disabled={isLeaving}>
      {isLeaving ? <Trans>Đang đăng xuất…</Trans> : <Trans>Đăng xuất</Trans>}
    </button>
  );
}
