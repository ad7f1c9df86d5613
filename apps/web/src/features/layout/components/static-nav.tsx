import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '@/ui/app-link';
import { ChevronDownIcon } from '@/ui/icons';
import { type MenuEntry, menuText } from '../lib/main-menu';
import { useMainMenu } from '../lib/use-main-menu';

export const topLinkClass =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-1.5 font-semibold text-coffee-800 text-sm transition hover:text-leaf-700 focus-visible:outline-2 focus-visible:outline-leaf-700 aria-[current=page]:text-leaf-700 xl:px-2 xl:text-[15px] 2xl:px-3';
export const subMenuLinkClass = `${topLinkClass} pr-0.5 xl:pr-0.5 2xl:pr-1`;
export const chevronClass =
  'inline-flex h-9 w-6 items-center justify-center rounded-md text-coffee-600 transition hover:text-leaf-700 focus-visible:outline-2 focus-visible:outline-leaf-700 data-open:rotate-180';

/**
 * The desktop menu's row, the look-alike's and the interactive menu's: `children` draws an entry's
 * item, given its name in the page's language.
 */
export function MenuRow({ children }: { children: (entry: MenuEntry, name: string) => ReactNode }) {
  const { t, i18n } = useLingui();
  const menu = useMainMenu();
  return (
    <nav aria-label={t`Menu chính`} className="hidden lg:block">
      <ul className="flex items-center">
        {menu.map((entry) => children(entry, menuText(i18n, entry.label)))}
      </ul>
    </nav>
  );
}

/**
 * The desktop menu as first painted, before the sub-menus' code (Headless UI) arrives: the same
 * links in the same places, so the swap to the interactive menu moves nothing.
 */
export function StaticNav() {
  const { i18n } = useLingui();
  return (
    <MenuRow>
      {(entry, name) => (
        <li key={entry.href} className={entry.children ? 'flex items-center' : undefined}>
          <AppLink
            href={entry.href}
            matchPrefix={Boolean(entry.children)}
            className={entry.children ? subMenuLinkClass : topLinkClass}
          >
            {name}
          </AppLink>
          {entry.children ? (
            <span aria-hidden="true" className={chevronClass}>
              <ChevronDownIcon className="size-4" />
            </span>
          ) : null}
          {entry.children ? (
            // The sub-menu's links, unseen until the interactive menu arrives: the server's HTML
            // (which renders this look-alike only) still links every section, as the menu does.
            <ul hidden>
              {entry.children.map((child) => (
                <li key={child.href}>
                  <AppLink href={child.href}>{menuText(i18n, child.label)}</AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      )}
    </MenuRow>
  );
}
