import {
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePurchaseHref } from '@/lib/afflink';
import { useUiStore } from '@/stores/ui-store';
import { AccountSubmenu } from './account-submenu';
import { AppLink } from '@/ui/app-link';
import { ChevronDownIcon, CloseIcon } from '@/ui/icons';
import { LanguageSwitch } from '@/ui/language-switch';
import { SearchBox } from '@/ui/search-box';
import { BUY_LABEL, menuText } from '../lib/main-menu';
import { useMainMenu } from '../lib/use-main-menu';

const rowClass =
  'flex min-h-12 flex-1 items-center rounded-lg px-3 font-semibold text-coffee-800 transition hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 aria-[current=page]:text-leaf-700';

/**
 * The side drawer below 992 px (SPEC §2 Header): search box, the profile submenu when logged in,
 * the main menu with products and news folded, the language switch. It closes on Escape, on the
 * backdrop, on any link and on a change of language (the page behind is what the visitor wants to see).
 */
export function MobileDrawer() {
  const { t, i18n } = useLingui();
  const menu = useMainMenu();
  const isOpen = useUiStore((state) => state.isDrawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const purchaseHref = usePurchaseHref();
  const close = () => setDrawerOpen(false);

  return (
    <Dialog open={isOpen} onClose={close} className="relative z-50 lg:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-coffee-900/45 transition duration-200 data-closed:opacity-0"
      />
      <DialogPanel
        transition
        className="fixed inset-y-0 left-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-cream-50 shadow-2xl transition duration-200 ease-out data-closed:-translate-x-full"
      >
        <div className="flex items-center justify-between border-coffee-100 border-b px-4 py-3">
          <DialogTitle className="font-bold text-coffee-900 text-lg">
            <Trans>Menu chính</Trans>
          </DialogTitle>
          <button
            type="button"
            onClick={close}
            aria-label={t`Đóng menu`}
            className="inline-flex size-11 items-center justify-center rounded-full text-coffee-800 hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="px-4 pt-4">
          <SearchBox onSearch={close} />
        </div>
        <AccountSubmenu onNavigate={close} />
        <nav aria-label={t`Menu chính`} className="flex-1 px-2 py-3">
          <ul className="space-y-0.5">
            {menu.map((entry) => (
              <li key={entry.href}>
                {entry.children ? (
                  <Disclosure>
                    <div className="flex items-center">
                      <AppLink href={entry.href} matchPrefix onClick={close} className={rowClass}>
                        {menuText(i18n, entry.label)}
                      </AppLink>
                      <DisclosureButton
                        aria-label={t`Mở danh mục ${menuText(i18n, entry.label)}`}
                        className="group inline-flex size-12 items-center justify-center rounded-lg text-coffee-700 hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700"
                      >
                        <ChevronDownIcon className="size-5 transition group-data-open:rotate-180" />
                      </DisclosureButton>
                    </div>
                    <DisclosurePanel as="ul" className="mb-1 ml-3 border-leaf-200 border-l pl-2">
                      {entry.children.map((child) => (
                        <li key={child.href}>
                          <AppLink
                            href={child.href}
                            onClick={close}
                            className="flex min-h-11 items-center rounded-lg px-3 text-coffee-700 hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 aria-[current=page]:font-semibold aria-[current=page]:text-leaf-700"
                          >
                            {menuText(i18n, child.label)}
                          </AppLink>
                        </li>
                      ))}
                    </DisclosurePanel>
                  </Disclosure>
                ) : (
                  <AppLink href={entry.href} onClick={close} className={rowClass}>
                    {menuText(i18n, entry.label)}
                  </AppLink>
                )}
              </li>
            ))}
          </ul>
          <AppLink
            href={purchaseHref}
            onClick={close}
            className="mx-1 mt-4 flex min-h-12 items-center justify-center rounded-full bg-guava-600 font-semibold text-white transition hover:bg-guava-700 focus-visible:outline-2 focus-visible:outline-guava-700 focus-visible:outline-offset-2"
          >
            {i18n._(BUY_LABEL)}
          </AppLink>
        </nav>
        <div className="flex items-center justify-between border-coffee-100 border-t px-4 py-4">
          <span className="font-semibold text-coffee-700 text-sm">
            <Trans>Ngôn ngữ</Trans>
          </span>
          <LanguageSwitch onChange={close} />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
