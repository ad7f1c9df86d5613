import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, validityStatus, type ValidityWindow } from '@shop/domain/primitives';
import { Link, type RegisteredRouter, useMatchRoute, type ValidateLinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';

const TAB =
  'flex min-h-11 items-center border-transparent border-b-2 px-3 font-semibold text-coffee-700 text-sm data-[status=active]:border-leaf-700 data-[status=active]:text-leaf-800';

/**
 * The three parts of the promotions area; the part of the screen open is the current tab, on its
 * list, create and edit screens alike.
 */
export function PromotionsNav() {
  const { t } = useLingui();
  const matchRoute = useMatchRoute();
  // Promotional prices live at /promotions itself: its tab matches below it (new, an item's id)
  // unless the screen is one of the other two parts.
  const isOtherPart = ['/promotions/flash-sales', '/promotions/vouchers'].some((to) =>
    Boolean(matchRoute({ to, fuzzy: true })),
  );
  return (
    <nav aria-label={t`Khuyến mãi`} className="-mx-4 mb-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-coffee-200 border-b">
        <li>
          <Link to="/promotions" className={TAB} activeOptions={{ exact: isOtherPart }}>
            <Trans>Giá khuyến mãi</Trans>
          </Link>
        </li>
        <li>
          <Link to="/promotions/flash-sales" className={TAB}>
            <Trans>Flash sale</Trans>
          </Link>
        </li>
        <li>
          <Link to="/promotions/vouchers" className={TAB}>
            <Trans>Mã giảm giá</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** Where an item's window stands now: upcoming, running or over (and used up for a voucher). */
export function WindowState({ window, usedUp = false }: { window: ValidityWindow; usedUp?: boolean }) {
  const status = validityStatus(window, new Date());
  const [label, tone] =
    status === 'expired'
      ? [<Trans key="e">Đã kết thúc</Trans>, 'bg-coffee-100 text-coffee-900']
      : usedUp
        ? [<Trans key="u">Hết lượt</Trans>, 'bg-coffee-100 text-coffee-900']
        : status === 'not-started'
          ? [<Trans key="n">Sắp diễn ra</Trans>, 'bg-leaf-100 text-leaf-800']
          : [<Trans key="a">Đang diễn ra</Trans>, 'bg-leaf-700 text-white'];
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 font-semibold text-xs ${tone}`}>{label}</span>
  );
}

/** A window as 'from → to' in Vietnam time. */
export function WindowText({ window }: { window: ValidityWindow }) {
  return (
    <span>
      {formatDateTime(window.hieu_luc_tu) || '…'} → {formatDateTime(window.hieu_luc_den) || '…'}
    </span>
  );
}

/** The "create" link of a promotions list page, drawn as the console's main button. */
export const CREATE_LINK =
  'inline-flex min-h-11 items-center rounded-lg bg-leaf-700 px-4 font-semibold text-sm text-white hover:bg-leaf-800';
/** An item's name in a promotions list, linked to its edit screen. */
const ITEM_LINK = 'font-semibold text-leaf-800 underline-offset-2 hover:underline';

/**
 * A promotions list page (promotional prices, flash sales, vouchers): its title with the "create"
 * link, the area's tabs, then the failed load, "loading…", the empty text or one card per item.
 */
export function PromotionListFrame<TItem extends { _id: string }>({
  title,
  create,
  list,
  empty,
  testId,
  children,
}: {
  title: ReactNode;
  create: ReactNode;
  list: { data?: readonly TItem[] | undefined; error: unknown; isPending: boolean };
  empty: ReactNode;
  testId: string;
  children: (item: TItem) => ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  return (
    <>
      <PageTitle aside={create}>{title}</PageTitle>
      <PromotionsNav />
      {list.error ? <Alert>{errorText(list.error, locale, t`Không tải được danh sách`)}</Alert> : null}
      {list.isPending ? (
        <p className="text-coffee-700 text-sm">
          <Trans>Đang tải…</Trans>
        </p>
      ) : null}
      {list.data?.length === 0 ? <p className="text-coffee-700">{empty}</p> : null}
      <ul className="flex flex-col gap-2" data-testid={testId}>
        {(list.data ?? []).map((item) => (
          <li key={item._id} className="rounded-xl border border-coffee-100 bg-white p-4">
            {children(item)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The head line of a promotions list card: the item's name linking to its edit screen, and where its window stands. */
interface ItemHeadProps<TRouter extends RegisteredRouter = RegisteredRouter, TOptions = unknown> {
  /** The edit screen (`linkOptions({ to, params })`). */
  link: ValidateLinkOptions<TRouter, TOptions>;
  name: ReactNode;
  state: ReactNode;
  /** The name is a code (a voucher's): monospaced and larger. */
  isCode?: boolean;
}
export function ItemHead<TRouter extends RegisteredRouter, TOptions>(
  props: ItemHeadProps<TRouter, TOptions>,
): ReactNode;
export function ItemHead({ link, name, state, isCode = false }: ItemHeadProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Link {...link} className={isCode ? `font-mono text-lg ${ITEM_LINK}` : ITEM_LINK}>
        {name}
      </Link>
      {state}
    </div>
  );
}
