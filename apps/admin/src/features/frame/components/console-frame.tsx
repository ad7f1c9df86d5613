import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { logOut } from '@/features/auth';
import { orderQueries, useOrderFeed } from '@/features/orders';
import { useSessionStore } from '@/stores/session-store';
import { LanguageSwitch } from '@/ui/language-switch';

const NAV_LINK =
  'flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-lg px-3 font-semibold text-sm hover:bg-coffee-100 data-[status=active]:bg-leaf-50 data-[status=active]:text-leaf-800';

/** The console's frame: the shop, the menu by role, the new-order badge, the user and logout. */
export function ConsoleFrame({ areas, children }: { areas: readonly string[]; children: ReactNode }) {
  const { t } = useLingui();
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const menu = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // On a phone the menu scrolls sideways: the current screen's entry is brought into view.
  useEffect(() => {
    if (!pathname) return;
    const current = menu.current?.querySelector<HTMLElement>('a[data-status="active"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  useOrderFeed();
  const newCount = useQuery(orderQueries.newCount()).data ?? 0;
  const role = user?.role === 'owner' ? t`Chủ cửa hàng` : t`Nhân viên`;
  return (
    <div className="min-h-dvh">
      <header className="border-coffee-100 border-b bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
          <span className="font-semibold text-leaf-700">Mộc Lam</span>
          <nav
            ref={menu}
            aria-label={t`Quản trị`}
            className="order-last -mx-1 flex w-full gap-1 overflow-x-auto px-1 sm:order-none sm:w-auto"
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
            {areas.includes('customers') ? (
              <Link to="/customers" className={NAV_LINK}>
                <Trans context="customers page">Khách hàng</Trans>
              </Link>
            ) : null}
            {areas.includes('messages') ? (
              <Link to="/messages" className={NAV_LINK}>
                <Trans>Tin nhắn</Trans>
              </Link>
            ) : null}
            {areas.includes('catalogue') ? (
              <Link to="/products" className={NAV_LINK}>
                <Trans>Sản phẩm</Trans>
              </Link>
            ) : null}
            {areas.includes('catalogue') ? (
              <Link to="/stock" className={NAV_LINK}>
                <Trans>Tồn kho</Trans>
              </Link>
            ) : null}
            {areas.includes('promotions') ? (
              <Link to="/promotions" className={NAV_LINK}>
                <Trans>Khuyến mãi</Trans>
              </Link>
            ) : null}
            {areas.includes('content') ? (
              <Link to="/content" className={NAV_LINK}>
                <Trans>Nội dung</Trans>
              </Link>
            ) : null}
            {areas.includes('schedules') ? (
              <Link to="/schedules" className={NAV_LINK}>
                <Trans>Lịch hẹn</Trans>
              </Link>
            ) : null}
            {areas.includes('settings') ? (
              <Link to="/settings" search={{ tab: 'fees' }} className={NAV_LINK}>
                <Trans>Cài đặt</Trans>
              </Link>
            ) : null}
            {areas.includes('staff') ? (
              <Link to="/team" className={NAV_LINK}>
                <Trans>Nhân sự</Trans>
              </Link>
            ) : null}
            {areas.includes('backup') ? (
              <Link to="/backup" className={NAV_LINK}>
                <Trans>Sao lưu</Trans>
              </Link>
            ) : null}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <span className="hidden text-right text-sm md:block">
              <span className="block font-semibold">{user?.name}</span>
              <span className="block text-coffee-700">{role}</span>
            </span>
            <LanguageSwitch />
            <button
              type="button"
              className="min-h-11 rounded-lg px-3 font-semibold text-sm hover:bg-coffee-100"
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
    </div>
  );
}
