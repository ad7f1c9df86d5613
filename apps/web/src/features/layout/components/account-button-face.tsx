import type { UserInfo } from '@shop/api-client';
import { UserAvatar } from '@/ui/user-avatar';

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
