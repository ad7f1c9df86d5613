import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useRef } from 'react';
import { LANGUAGES } from '@/lib/language';
import { useLanguageStore } from '@/stores/language-store';
import { GlobeIcon } from './icons';
import { LANGUAGE_NAMES, useLanguageButton } from './language-switch';
import { useOpenWhenRequested } from './pending-open';

/** The header's language dropdown; choosing a language keeps the page and its path. */
export function LanguageMenu() {
  const button = useLanguageButton();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOpenWhenRequested('language', buttonRef);
  return (
    <Menu as="div" className="relative">
      <MenuButton
        ref={buttonRef}
        aria-label={button.label}
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 font-semibold xl:px-3 text-coffee-800 text-sm transition hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 data-open:bg-leaf-50"
      >
        <GlobeIcon className="size-5" />
        {button.code}
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        transition
        className="z-50 w-44 rounded-xl border border-coffee-100 bg-white p-1 shadow-lg transition duration-100 focus:outline-none data-closed:opacity-0"
      >
        {LANGUAGES.map((option) => (
          <MenuItem key={option}>
            <button
              type="button"
              lang={option}
              aria-current={option === language ? 'true' : undefined}
              onClick={() => void setLanguage(option)}
              className="flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left text-coffee-800 data-focus:bg-leaf-50 aria-[current]:font-semibold aria-[current]:text-leaf-800"
            >
              {LANGUAGE_NAMES[option]}
              {option === language ? <span aria-hidden="true">✓</span> : null}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
