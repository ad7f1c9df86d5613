import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@shop/domain/primitives';
import { RETURN_STATUSES, type ReturnStatus } from '@shop/domain/returns';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { readStatusSearch, type SearchedList, type StatusSearch, toFilter } from '@/lib/list-search';
import { ListToolbar } from '@/ui/list-toolbar';
import { Money } from '@/ui/money';
import { PagedList } from '@/ui/paged-list';
import { PageTitle } from '@/ui/page-title';
import { returnQueries } from '../api/return-queries';
import { RETURN_STATUS_TONE, useReturnLabels } from '../lib/return-labels';

export type ReturnsSearch = StatusSearch<ReturnStatus>;

/** The console's page of returns (the server's). */
const PAGE_SIZE = 20;

/** Reads the screen's address: ?status= (new when absent), ?page=. */
export const readReturnsSearch = readStatusSearch(RETURN_STATUSES, 'new');

/**
 * /returns (issue 33): the returns and exchanges shoppers asked for, one tab per status with its
 * count (new first), newest first; each opens its page.
 */
export function ReturnsListPage({ search, onSearch }: SearchedList<ReturnsSearch>) {
  const { t } = useLingui();
  const labels = useReturnLabels();
  const status = search.status ?? 'new';
  const list = useQuery(returnQueries.list(status, search.page ?? 1));
  const counts = list.data?.counts;
  const data = list.data && { ...list.data, limit: PAGE_SIZE };
  return (
    <>
      <PageTitle>
        <Trans>Đổi trả</Trans>
      </PageTitle>
      <ListToolbar
        tabs={{
          label: t`Lọc yêu cầu đổi trả`,
          value: status,
          onChange: toFilter({ search, onSearch }, 'status', 'new'),
          choices: RETURN_STATUSES.map((value) => ({
            value,
            label: labels.status[value],
            count: counts?.[value],
          })),
        }}
      />
      <PagedList
        list={{ data, error: list.error, isPending: list.isPending }}
        failed={t`Không tải được yêu cầu đổi trả`}
        loading={<Trans>Đang tải yêu cầu đổi trả…</Trans>}
        empty={<Trans>Không có yêu cầu nào.</Trans>}
        onPage={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
      >
        {(items) => (
          <ul className="flex flex-col gap-2" data-testid="return-list">
            {items.map((item) => (
              <li key={item._id}>
                <Link
                  to="/returns/$returnId"
                  params={{ returnId: item._id }}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-coffee-100 bg-white p-4 hover:border-leaf-600"
                >
                  <span className="min-w-0 flex-1 basis-full sm:basis-0">
                    <span className="block font-semibold">
                      <Trans>
                        Đơn {item.so_ct} · {item.customer_name}
                      </Trans>
                    </span>
                    <span className="block text-coffee-700 text-sm">
                      {labels.resolution[item.resolution]} · {labels.reason[item.reason]} ·{' '}
                      {formatDateTime(item.created_at)}
                      {item.media_count > 0 ? ` · ${t`${item.media_count} ảnh/video`}` : ''}
                    </span>
                  </span>
                  <Money amount={item.refund_amount} className="font-semibold" />
                  <span
                    className={`rounded-full px-3 py-1 font-semibold text-xs ${RETURN_STATUS_TONE[item.status]}`}
                  >
                    {labels.status[item.status]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
