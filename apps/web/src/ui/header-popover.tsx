import { Popover, PopoverBackdrop, PopoverButton, PopoverPanel } from '@headlessui/react';
import { type ReactNode, useRef } from 'react';
import { iconButtonClass } from './icon-button';
import { useOpenWhenRequested } from './pending-open';

type HeaderPopoverProps = {
  label: string;
  icon: ReactNode;
  /** Shown on the button, over the icon (the cart's count). */
  badge?: ReactNode;
  /** The panel's content; `close` shuts the popover (after a search, a link). */
  children: (close: () => void) => ReactNode;
  panelClassName?: string;
  /** Opens the popover on mount when its look-alike was pressed during loading. */
  openKey: string;
};

/**
 * An icon button of the header that opens a panel under it, over a dimmed page (SPEC §2 Layout):
 * Headless UI's Popover gives Escape, outside click and focus return.
 */
export function HeaderPopover({
  label,
  icon,
  badge,
  children,
  panelClassName = '',
  openKey,
}: HeaderPopoverProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOpenWhenRequested(openKey, buttonRef);
  return (
    <Popover className="sm:relative">
      <PopoverButton ref={buttonRef} aria-label={label} title={label} className={iconButtonClass}>
        {icon}
        {badge}
      </PopoverButton>
      <PopoverBackdrop
        transition
        className="fixed inset-x-0 top-[var(--header-height)] bottom-0 -z-10 bg-coffee-900/35 transition duration-200 data-closed:opacity-0"
      />
      <PopoverPanel
        transition
        focus
        className={`absolute inset-x-3 top-[calc(var(--header-height)-0.25rem)] rounded-2xl border border-coffee-100 bg-white p-4 shadow-xl transition duration-150 data-closed:-translate-y-1 data-closed:opacity-0 sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96 ${panelClassName}`}
      >
        {({ close }) => <>{children(() => close())}</>}
      </PopoverPanel>
    </Popover>
  );
}
