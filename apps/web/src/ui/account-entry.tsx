import { useLingui } from '@lingui/react/macro';
import { AppLink } from './app-link';
import { iconButtonClass } from './icon-button';
import { UserIcon } from './icons';

/**
 * The header's account slot. A visitor sees the login icon (SPEC §6); the avatar, name and account
 * dropdown of a logged-in customer take this place when accounts arrive.
 */
export function AccountEntry() {
  const { t } = useLingui();
  return (
    <AppLink href="/dang-nhap" aria-label={t`Đăng nhập`} title={t`Đăng nhập`} className={iconButtonClass}>
      <UserIcon className="size-6" />
    </AppLink>
  );
}
