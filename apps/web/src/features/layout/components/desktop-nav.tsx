import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/ui/app-link';
import { ChevronDownIcon } from '@/ui/icons';
import { type MenuEntry, menuText } from '../lib/main-menu';
import { chevronClass, MenuRow, subMenuLinkClass, topLinkClass } from './static-nav';

/**
 * A menu entry with a sub-menu: the name leads to the section, the chevron (or hovering the entry)
 * opens the list. Headless UI's Popover gives the keyboard its due: Enter/Space on the chevron
 * opens, Tab walks the links, Escape closes and returns focus.
 */
function SubMenu({ entry }: { entry: MenuEntry & { children: readonly MenuEntry[] } }) {
  const { t, i18n } = useLingui();
  const [isHovered, setIsHovered] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // This menu replaces the first-painted look-alike: a pointer already resting on the entry when
  // it arrives sends no mouseenter, so ask the browser whether it is there.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (ref.current?.matches(':hover')) setIsHovered(true);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const name = menuText(i18n, entry.label);
  return (
    <Popover
      ref={ref}
      className="relative flex items-center"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
    >
      {({ open, close }) => (
        <>
          <AppLink href={entry.href} matchPrefix className={subMenuLinkClass}>
            {name}
          </AppLink>
          <PopoverButton aria-label={t`Mở danh mục ${name}`} className={chevronClass}>
            <ChevronDownIcon className="size-4" />
          </PopoverButton>
          <PopoverPanel
            static
            className={`absolute top-full left-0 z-50 pt-2 ${open || isHovered ? 'block' : 'hidden'}`}
          >
            <ul className="w-56 rounded-xl border border-coffee-100 bg-white p-1.5 shadow-lg">
              {entry.children.map((child) => (
                <li key={child.href}>
                  <AppLink
                    href={child.href}
                    onClick={() => {
                      setIsHovered(false);
                      close();
                    }}
                    className="flex min-h-11 items-center rounded-lg px-3 text-coffee-800 transition hover:bg-leaf-50 hover:text-leaf-800 focus-visible:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 aria-[current=page]:font-semibold aria-[current=page]:text-leaf-700"
                  >
                    {menuText(i18n, child.label)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </PopoverPanel>
        </>
      )}
    </Popover>
  );
}

/** The desktop menu (from 992 px), links in one row with hover sub-menus for products and news. */
export function DesktopNav() {
  return (
    <MenuRow>
      {(entry, name) => (
        <li key={entry.href}>
          {entry.children ? (
            <SubMenu entry={{ ...entry, children: entry.children }} />
          ) : (
            <AppLink href={entry.href} className={topLinkClass}>
              {name}
            </AppLink>
          )}
        </li>
      )}
    </MenuRow>
  );
}
