import { Trans, useLingui } from '@lingui/react/macro';
import { usePurchaseHref } from '@/lib/afflink';
import { getImageUrl } from '@/lib/image-url';
import { useShopLogo, useShopName } from '@/lib/site';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useUiStore } from '@/stores/ui-store';
import { AccountEntry } from './account-entry';
import { AppLink } from '@/ui/app-link';
import { iconButtonClass } from '@/ui/icon-button';
import { MenuIcon } from '@/ui/icons';
import { BUY_LABEL } from '../lib/main-menu';
import {
  LazyCartPopover,
  LazyDesktopNav,
  LazyLanguageMenu,
  LazyMobileDrawer,
  LazySearchPopover,
} from './lazy-header-parts';

/**
 * The fixed header (SPEC §2). From 992 px: logo, menu, "Mua hàng", search, cart, account and
 * language. Below: the drawer button, logo, cart and account; search, menu and language live in
 * the drawer.
 */
export function SiteHeader() {
  const { t, i18n } = useLingui();
  const purchaseHref = usePurchaseHref();
  const shopName = useShopName();
  const logo = useShopLogo();
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const isDrawerOpen = useUiStore((state) => state.isDrawerOpen);
  // The menu, search and language controls of the wide layout are not built on a phone at all
  // (CSS would only hide them): their code and first render stay off a phone's first load.
  const isDesktop = useMediaQuery(DESKTOP_QUERY);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-coffee-100 border-b bg-cream-50 shadow-[0_1px_8px_rgb(58_40_34/0.06)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        <Trans>Bỏ qua đến nội dung chính</Trans>
      </a>
      <div className="mx-auto flex h-[var(--header-height)] w-full max-w-7xl items-center gap-0.5 px-2 sm:px-4 xl:gap-1.5 xl:px-6">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label={t`Mở menu`}
          aria-expanded={isDrawerOpen}
          className={`${iconButtonClass} lg:hidden`}
        >
          <MenuIcon className="size-6" />
        </button>
        <AppLink
          href="/"
          aria-label={t`${shopName} — Trang chủ`}
          className="mr-auto flex shrink-0 items-center gap-2 rounded-lg px-1 focus-visible:outline-2 focus-visible:outline-leaf-700 lg:mr-1 xl:mr-3"
        >
          {logo ? (
            <img
              src={getImageUrl(logo)}
              alt=""
              width={36}
              height={36}
              className="size-9 shrink-0 rounded-full object-contain"
              data-testid="shop-logo"
            />
          ) : (
            <LeafMark />
          )}
          <span className="font-bold text-coffee-900 text-lg tracking-tight lg:hidden min-[1260px]:inline xl:text-xl">
            {shopName}
          </span>
        </AppLink>
        {isDesktop ? <LazyDesktopNav /> : null}
        <AppLink
          href={purchaseHref}
          className="mx-1 hidden min-h-10 shrink-0 items-center whitespace-nowrap rounded-full bg-guava-600 px-3.5 font-semibold text-sm text-white xl:mx-2 xl:px-4 xl:text-[15px] shadow-sm transition hover:bg-guava-700 focus-visible:outline-2 focus-visible:outline-guava-700 focus-visible:outline-offset-2 lg:ml-auto lg:inline-flex"
        >
          {i18n._(BUY_LABEL)}
        </AppLink>
        {isDesktop ? (
          <div className="hidden lg:block">
            <LazySearchPopover />
          </div>
        ) : null}
        <LazyCartPopover />
        <AccountEntry />
        {isDesktop ? (
          <div className="hidden lg:block">
            <LazyLanguageMenu />
          </div>
        ) : null}
      </div>
      {isDesktop ? null : <LazyMobileDrawer />}
    </header>
  );
}

export function LeafMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={`${className} shrink-0`} aria-hidden="true">
      <circle cx="16" cy="16" r="16" className="fill-leaf-700" />
      <path d="M9 21c0-7 5-12 14-12-1 9-6 14-12 14l-2-2Z" className="fill-leaf-100" />
      <path d="M10 22c3-4 6-7 10-10" className="stroke-leaf-700" strokeWidth="1.5" fill="none" />
    </svg>
  );
}
