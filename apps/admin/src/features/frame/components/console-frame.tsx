import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useMatchRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { logOut } from '@/features/auth';
import { useShopLogo, useShopName } from '@/lib/company';
import { orderQueries, useOrderFeed } from '@/features/orders';
import { useSessionStore } from '@/stores/session-store';
import { LanguageSwitch } from '@/ui/language-switch';
import { Toaster } from '@/ui/toast';

const NAV_LINK =
  'flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-lg px-2 font-semibold text-sm hover:bg-coffee-100 data-[status=active]:bg-leaf-50 data-[status=active]:text-leaf-800';
/** An entry of the "More" panel: one per line, the current one marked as in the row. */
const PANEL_LINK =
  'flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 font-semibold text-sm hover:bg-coffee-100 data-[status=active]:bg-leaf-50 data-[status=active]:text-leaf-800';
/**
 * The menu's entries after orders and payments, each shown to the accounts holding its area (area
 * null: open to every console account, as the orders are: the e-invoices, which the accountant opens).
 */
const PRIMARY = [
  { area: 'customers', path: '/customers', label: msg({ message: 'Khách hàng', context: 'customers page' }) },
  { area: 'messages', path: '/messages', label: msg`Tin nhắn` },
  { area: 'catalogue', path: '/products', label: msg`Sản phẩm` },
  { area: 'catalogue', path: '/stock', label: msg`Tồn kho` },
  { area: 'promotions', path: '/promotions', label: msg`Khuyến mãi` },
  { area: 'content', path: '/content', label: msg`Nội dung` },
] as const;
/** The least used entries, shown under "More" on wide screens. */
const SECONDARY = [
  { area: 'orders', path: '/returns', label: msg`Đổi trả` },
  { area: null, path: '/einvoices', label: msg`Hóa đơn điện tử` },
  { area: 'catalogue', path: '/reviews', label: msg`Đánh giá` },
  { area: 'schedules', path: '/schedules', label: msg`Lịch hẹn` },
  { area: 'settings', path: '/settings', label: msg`Cài đặt` },
  { area: 'staff', path: '/team', label: msg`Nhân sự` },
  { area: 'backup', path: '/backup', label: msg`Sao lưu` },
  { area: 'privacy', path: '/data-requests', label: msg`Dữ liệu cá nhân` },
] as const;

type Entry = (typeof PRIMARY)[number] | (typeof SECONDARY)[number];
const isOpenTo = (areas: readonly string[]) => (entry: Entry) =>
  entry.area === null || areas.includes(entry.area);

/** The console's frame: the shop, the menu by role, the new-order badge, the user and logout. */
export function ConsoleFrame({ areas, children }: { areas: readonly string[]; children: ReactNode }) {
  const { t } = useLingui();
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const menu = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const matchRoute = useMatchRoute();
  // On a phone the menu scrolls sideways: the current screen's entry is brought into view.
  useEffect(() => {
    if (!pathname) return;
    const current = [...(menu.current?.querySelectorAll<HTMLElement>('a[data-status="active"]') ?? [])].find(
      (link) => link.offsetParent !== null,
    );
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  const hasSecondary = SECONDARY.some(isOpenTo(areas));
  const isInMore = SECONDARY.some(({ path }) => Boolean(matchRoute({ to: path, fuzzy: true })));
  useOrderFeed();
  const newCount = useQuery(orderQueries.newCount()).data ?? 0;
  const role = user?.role === 'owner' ? t`Chủ cửa hàng` : t`Nhân viên`;
  const shopName = useShopName();
  const logo = useShopLogo();
  return (
    <div className="min-h-dvh">
      <header data-console-chrome className="border-coffee-100 border-b bg-white">
        {/* Below 1280 px the menu takes a row of its own under the shop's name and the user. From
            1280 px it is one row: when the new-order badge appears, the user's name is cut rather
            than the row broken in two (which moved every screen down under the pointer). */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 xl:flex-nowrap">
          <span className="flex shrink-0 items-center gap-2 whitespace-nowrap font-semibold text-leaf-700">
            {logo ? (
              <img src={logo} alt="" width={28} height={28} className="size-7 rounded-full object-contain" />
            ) : null}
            {shopName}
          </span>
          <nav
            ref={menu}
            aria-label={t`Quản trị`}
            className="order-last -mx-1 flex w-full gap-1 overflow-x-auto px-1 lg:overflow-visible xl:order-none xl:w-auto"
          >
            <Link to="/" className={NAV_LINK} activeOptions={{ exact: true, includeSearch: false }}>
              <Trans>Tổng quan</Trans>
            </Link>
            <Link to="/orders" className={NAV_LINK}>
              <Trans>Đơn hàng</Trans>
              {newCount > 0 ? (
                <span
                  className="rounded-full bg-guava-700 px-2 py-0.5 text-white text-xs"
                  data-testid="new-orders-badge"
                >
                  <span className="sr-only">
                    <Trans>Đơn mới:</Trans>{' '}
                  </span>
                  {newCount}
                </span>
              ) : null}
            </Link>
            <Link to="/payments" className={NAV_LINK}>
              <Trans>Thanh toán</Trans>
            </Link>
            <EntryLinks entries={PRIMARY} areas={areas} className={NAV_LINK} />
            {/* The least used entries: in the row on a phone or tablet (it scrolls sideways), under
                "More" from 1024 px so the menu keeps to one row beside the user at 1280 px. */}
            <EntryLinks entries={SECONDARY} areas={areas} className={`${NAV_LINK} lg:hidden`} />
            {hasSecondary ? <MoreMenu areas={areas} isCurrent={isInMore} /> : null}
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-1">
            {/* A long name is cut (whole in the tooltip) so the menu keeps its row at 1280 px. */}
            <span className="hidden min-w-0 max-w-44 text-right text-sm md:block" title={user?.name}>
              <span className="block truncate font-semibold">{user?.name}</span>
              <span className="block truncate text-coffee-700">{role}</span>
            </span>
            <LanguageSwitch />
            <button
              type="button"
              className="min-h-11 whitespace-nowrap rounded-lg px-3 font-semibold text-sm hover:bg-coffee-100"
              onClick={() => void logOut().finally(() => navigate({ to: '/login' }))}
            >
              <Trans>Đăng xuất</Trans>
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
      <Toaster />
    </div>
  );
}

/** The entries the user's areas hold; `onPick` closes the "More" panel. */
function EntryLinks({
  entries,
  areas,
  className,
  onPick,
}: {
  entries: readonly Entry[];
  areas: readonly string[];
  className: string;
  onPick?: () => void;
}) {
  const { i18n } = useLingui();
  return entries.filter(isOpenTo(areas)).map((entry) => (
    <Link
      key={entry.path}
      to={entry.path}
      search={entry.path === '/settings' ? { tab: 'fees' } : undefined}
      className={className}
      onClick={onPick}
    >
      {i18n._(entry.label)}
    </Link>
  ));
}

/**
 * "More" from 1024 px: a disclosure of links (Headless UI Popover: Enter or Space opens it, Tab
 * walks its links, Escape or a click outside closes it and focus goes back to the button). Marked
 * as the current entry while one of its screens is open.
 */
function MoreMenu({ areas, isCurrent }: { areas: readonly string[]; isCurrent: boolean }) {
  return (
    <Popover className="relative hidden shrink-0 lg:block">
      <PopoverButton
        data-current={isCurrent || undefined}
        className="flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 font-semibold text-sm hover:bg-coffee-100 focus-visible:outline-2 focus-visible:outline-leaf-700 data-current:bg-leaf-50 data-current:text-leaf-800 data-open:bg-coffee-100"
      >
        <Trans context="menu">Mục khác</Trans>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </PopoverButton>
      <PopoverPanel className="absolute right-0 z-30 mt-1 flex min-w-44 flex-col gap-0.5 rounded-xl border border-coffee-100 bg-white p-1 shadow-lg">
        {({ close }) => (
          <EntryLinks entries={SECONDARY} areas={areas} className={PANEL_LINK} onPick={() => close()} />
        )}
      </PopoverPanel>
    </Popover>
  );
}
