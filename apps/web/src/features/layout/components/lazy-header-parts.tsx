import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useCartCount } from '@/features/cart';
import { useUiStore } from '@/stores/ui-store';
import { CartBadge, useCartLabel } from '@/ui/cart-badge';
import { AfterHydration } from '@/ui/after-hydration';
import { iconButtonClass } from '@/ui/icon-button';
import { CartIcon, GlobeIcon, SearchIcon } from '@/ui/icons';
import { requestOpen } from '@/ui/pending-open';
import { useLanguageButton } from '@/ui/language-switch';
import { StaticNav } from './static-nav';

/*
 * The header's interactive parts (sub-menus, popovers, language menu, drawer) are built on
 * Headless UI, which weighs about 40 KB gzipped. They load right after the first paint; until
 * then each shows a look-alike, so the page paints sooner and nothing moves when they arrive.
 * The server renders the look-alikes only (and the browser hydrates them): Headless UI's hooks
 * were a tenth of a page render's CPU and put nothing in the HTML a crawler needs.
 */
const DesktopNav = lazy(() => import('./desktop-nav').then((module) => ({ default: module.DesktopNav })));
const SearchPopover = lazy(() =>
  import('@/ui/search-popover').then((module) => ({ default: module.SearchPopover })),
);
const CartPopover = lazy(() =>
  import('@/features/cart/components/cart-popover').then((module) => ({ default: module.CartPopover })),
);
const LanguageMenu = lazy(() =>
  import('@/ui/language-menu').then((module) => ({ default: module.LanguageMenu })),
);
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })),
);

function Placeholder({ label, openKey, children }: { label: string; openKey: string; children: ReactNode }) {
  // Pressed before the code arrives, it records the press: the real control opens when it mounts.
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      onClick={() => requestOpen(openKey)}
      className={iconButtonClass}
    >
      {children}
    </button>
  );
}

export function LazyDesktopNav() {
  return (
    <AfterHydration fallback={<StaticNav />}>
      <DesktopNav />
    </AfterHydration>
  );
}

export function LazySearchPopover() {
  const { t } = useLingui();
  const fallback = (
    <Placeholder openKey="search" label={t`Tìm kiếm`}>
      <SearchIcon className="size-6" />
    </Placeholder>
  );
  return (
    <AfterHydration fallback={fallback}>
      <SearchPopover />
    </AfterHydration>
  );
}

export function LazyCartPopover() {
  const count = useCartCount();
  const label = useCartLabel(count);
  const fallback = (
    <Placeholder openKey="cart" label={label}>
      <CartIcon className="size-6" />
      <CartBadge count={count} />
    </Placeholder>
  );
  return (
    <AfterHydration fallback={fallback}>
      <CartPopover />
    </AfterHydration>
  );
}

export function LazyLanguageMenu() {
  const button = useLanguageButton();
  const fallback = (
    <button
      type="button"
      aria-label={button.label}
      aria-haspopup="menu"
      onClick={() => requestOpen('language')}
      className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 font-semibold text-coffee-800 text-sm xl:px-3"
    >
      <GlobeIcon className="size-5" />
      {button.code}
    </button>
  );
  return (
    <AfterHydration fallback={fallback}>
      <LanguageMenu />
    </AfterHydration>
  );
}

/** The drawer's code loads when the browser is idle, or at once when the drawer is asked for. */
export function LazyMobileDrawer() {
  const isOpen = useUiStore((state) => state.isDrawerOpen);
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    if (isOpen) setIsWanted(true);
  }, [isOpen]);
  useEffect(() => {
    const want = () => setIsWanted(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(want, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(want, 1500);
    return () => clearTimeout(handle);
  }, []);
  if (!isWanted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <MobileDrawer />
    </Suspense>
  );
}
