import { Trans, useLingui } from '@lingui/react/macro';
import type { StockReason } from '@shop/domain/catalogue';
import { formatDateTime } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/ui/card';
import { PagedList } from '@/ui/paged-list';
import { stockQueries } from '../api/stock-queries';

/** Adjustments newest first: every one, a product's, or one line's; paged on the server. */
export function StockHistory({
  product,
  variant,
  page,
  onPage,
}: {
  product?: string | undefined;
  variant?: string | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const history = useQuery(stockQueries.history({ product, variant, page: String(page), limit: '10' }));
  const reasons: Record<StockReason, string> = {
    received: t`Nhập hàng`,
    damaged: t`Hàng hỏng`,
    count: t`Kiểm kê`,
    other: t`Khác`,
  };
  const title = product ? t`Lịch sử điều chỉnh: ${product}` : t`Lịch sử điều chỉnh`;
  return (
    <Card title={title}>
      <PagedList
        list={history}
        failed={t`Không tải được lịch sử`}
        empty={<Trans>Chưa có điều chỉnh nào.</Trans>}
        onPage={onPage}
        compact
      >
        {(items) => (
          <ol className="flex flex-col divide-y divide-coffee-100" data-testid="stock-history">
            {items.map((item) => (
              <li
                key={item._id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="block font-semibold">{item.ten_vt}</span>
                  <span className="block text-coffee-700">
                    {reasons[item.reason]}
                    {item.note ? ` · ${item.note}` : ''} · {item.author} · {formatDateTime(item.at)}
                  </span>
                </span>
                <span className="whitespace-nowrap font-semibold tabular-nums">
                  {item.before} → {item.after}{' '}
                  <span className={item.delta < 0 ? 'text-guava-700' : 'text-leaf-800'}>
                    ({item.delta > 0 ? '+' : ''}
                    {item.delta})
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </Card>
  );
}
