import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DASHBOARD_PERIODS, type DashboardPeriod, type DashboardReply } from '@shop/domain/console';
import { formatDate } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { errorText } from '@/lib/error-text';
import { readSearch, type SearchedList, searchChoice, toFilter } from '@/lib/list-search';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';
import { ChoiceTabs } from '@/ui/choice-tabs';
import { Money } from '@/ui/money';
import { PageTitle } from '@/ui/page-title';
import { CodOwedCard } from '@/features/shipments';
import { dashboardQuery } from '../api/dashboard-queries';
import { Loading } from '@/ui/loading';

const RevenueChart = lazy(() => import('./revenue-chart'));

export interface DashboardSearch {
  period?: DashboardPeriod;
}

/** Reads the home's address: ?period= one of the periods (today when absent or unknown). */
export const readDashboardSearch = readSearch<DashboardSearch>({
  period: searchChoice(DASHBOARD_PERIODS, 'today'),
});

/** The console's home: orders, revenue and average of a period, by payment method, top products, low stock. */
export function DashboardPage({ search, onSearch }: SearchedList<DashboardSearch>) {
  const { t } = useLingui();
  const period = search.period ?? 'today';
  const locale = useLanguageStore((state) => state.language);
  const dashboard = useQuery(dashboardQuery(period));
  const data = dashboard.data;
  return (
    <>
      <PageTitle
        aside={
          <Link to="/orders" className="font-semibold text-leaf-700 text-sm underline">
            <Trans>Mở hộp đơn hàng</Trans>
          </Link>
        }
      >
        <Trans>Tổng quan</Trans>
      </PageTitle>
      <ChoiceTabs
        label={t`Khoảng thời gian`}
        value={period}
        onChange={toFilter({ search, onSearch }, 'period', 'today')}
        choices={[
          { value: 'today', label: t`Hôm nay` },
          { value: '7d', label: t`7 ngày` },
          { value: '30d', label: t`30 ngày` },
        ]}
      />
      {dashboard.error ? (
        <Alert>{errorText(dashboard.error, locale, t`Không tải được số liệu`)}</Alert>
      ) : null}
      {data ? (
        <Figures data={data} />
      ) : dashboard.isPending ? (
        <Loading>
          <Trans>Đang tải số liệu…</Trans>
        </Loading>
      ) : null}
    </>
  );
}

function Figures({ data }: { data: DashboardReply }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const money = (value: number) => <Money amount={value} />;
  const range =
    data.from === data.to ? formatDate(data.to) : `${formatDate(data.from)} – ${formatDate(data.to)}`;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-coffee-700 text-sm">
        <Trans>Đơn đã đặt, không tính đơn đã huỷ · {range}</Trans>
      </p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[
          { label: t`Số đơn`, value: data.orders, id: 'orders' },
          { label: t`Doanh thu`, value: money(data.revenue), id: 'revenue' },
          { label: t`Giá trị đơn trung bình`, value: money(data.average), id: 'average' },
        ].map((figure) => (
          <div key={figure.id} className="rounded-xl border border-coffee-100 bg-white p-4">
            <dt className="text-coffee-700 text-sm">{figure.label}</dt>
            <dd className="font-semibold text-2xl" data-testid={`figure-${figure.id}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <Card title={t`Doanh thu theo ngày`}>
        <Suspense
          fallback={
            <p role="status" className="h-[220px] text-coffee-700">
              <Trans>Đang vẽ biểu đồ…</Trans>
            </p>
          }
        >
          <RevenueChart daily={data.daily} locale={locale} />
        </Suspense>
        <table className="sr-only">
          <caption>
            <Trans>Doanh thu theo ngày</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Ngày</Trans>
              </th>
              <th scope="col">
                <Trans>Số đơn</Trans>
              </th>
              <th scope="col">
                <Trans>Doanh thu</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.daily.map((day) => (
              <tr key={day.day}>
                <td>{formatDate(day.day)}</td>
                <td>{day.orders}</td>
                <td>{money(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <FiguresCard
          title={t`Theo phương thức thanh toán`}
          rows={data.by_payment.map((row) => ({
            key: row.pt_thanh_toan,
            name: localized(row.ten, row.ten_eng, locale),
            figure: money(row.revenue),
            detail: <Plural value={row.orders} one="# đơn" other="# đơn" />,
          }))}
        />
        <FiguresCard
          title={t`Sản phẩm bán chạy`}
          ranked
          rows={data.top_products.map((row) => ({
            key: row.ma_vt,
            name: (
              <>
                <span className="block">{localized(row.ten_vt, row.ten_vt_eng, locale)}</span>
                <span className="block text-coffee-700">{row.ma_vt}</span>
              </>
            ),
            figure: <Plural value={row.quantity} one="# sản phẩm" other="# sản phẩm" />,
            detail: money(row.revenue),
          }))}
        />
      </div>
      <Card title={t`Lời nhắc`}>
        {/* Reminders of the period (decision 064): what was sent, and the orders that followed. */}
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="reminders">
          <div>
            <dt className="text-coffee-700">{t`Nhắc giỏ hàng đã gửi`}</dt>
            <dd className="font-semibold text-lg">{data.reminders.cart_sent}</dd>
          </div>
          <div>
            <dt className="text-coffee-700">{t`Báo có hàng đã gửi`}</dt>
            <dd className="font-semibold text-lg">{data.reminders.stock_sent}</dd>
          </div>
          <div>
            <dt className="text-coffee-700">{t`Đơn hàng sau lời nhắc`}</dt>
            <dd className="font-semibold text-lg">{data.reminders.orders}</dd>
          </div>
          <div>
            <dt className="text-coffee-700">{t`Doanh thu sau lời nhắc`}</dt>
            <dd className="font-semibold text-lg">{money(data.reminders.revenue)}</dd>
          </div>
        </dl>
      </Card>
      <CodOwedCard withImportLink />
      <Card title={t`Sắp hết hàng (tồn kho ≤ ${data.low_stock_threshold})`}>
        {data.low_stock.length === 0 ? (
          <p className="text-coffee-700 text-sm">
            <Trans>Không có sản phẩm nào sắp hết hàng.</Trans>
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-x-6 sm:grid-cols-2" data-testid="low-stock">
            {data.low_stock.map((row) => (
              <li
                key={row._id}
                className="flex justify-between gap-3 border-coffee-100 border-b py-2 text-sm"
              >
                <span>{localized(row.ten_vt, row.ten_vt_eng, locale)}</span>
                <span className={row.ton === 0 ? 'font-semibold text-guava-700' : 'font-semibold'}>
                  <Trans>Còn {row.ton}</Trans>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function Empty() {
  return (
    <p className="text-coffee-700 text-sm">
      <Trans>Chưa có đơn hàng trong khoảng này.</Trans>
    </p>
  );
}

/**
 * A card of rows, each a name with its figure (bold) and a detail under it on the right; `ranked`:
 * an ordered list (best first). Empty: says there is nothing in the period.
 */
function FiguresCard({
  title,
  rows,
  ranked = false,
}: {
  title: string;
  rows: readonly { key: string; name: ReactNode; figure: ReactNode; detail: ReactNode }[];
  ranked?: boolean;
}) {
  const List = ranked ? 'ol' : 'ul';
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <List className="divide-y divide-coffee-100">
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between gap-3 py-2 text-sm">
              <span>{row.name}</span>
              <span className="text-right">
                <span className="block font-semibold">{row.figure}</span>
                <span className="block text-coffee-700">{row.detail}</span>
              </span>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
