import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { type SearchedList, toFilter, toPage } from '@/lib/list-search';
import { ItemLink } from '@/ui/item-link';
import { ListToolbar } from '@/ui/list-toolbar';
import { PageTitle } from '@/ui/page-title';
import { Cell, DataRow, DataTable, MoneyCell, PagedList } from '@/ui/paged-list';
import { customerQueries } from '../api/customer-queries';

export type CustomerKind = 'all' | 'account' | 'guest';
export interface CustomersSearch {
  q?: string;
  kind?: CustomerKind;
  page?: number;
}

/** Customers: accounts and guests, searched (name, e-mail, phone) and paged on the server. */
export function CustomerListPage({ search, onSearch }: SearchedList<CustomersSearch>) {
  const { t } = useLingui();
  const kind = search.kind ?? 'all';
  const list = useQuery(customerQueries.list({ q: search.q ?? '', kind, page: String(search.page ?? 1) }));
  return (
    <>
      <PageTitle>
        <Trans context="customers page">Khách hàng</Trans>
      </PageTitle>
      <ListToolbar
        tabs={{
          label: t`Loại khách hàng`,
          value: kind,
          onChange: toFilter({ search, onSearch }, 'kind'),
          choices: [
            { value: 'all', label: t`Tất cả` },
            { value: 'account', label: t`Có tài khoản` },
            { value: 'guest', label: t`Khách vãng lai` },
          ],
        }}
        search={{
          label: t`Tìm khách hàng`,
          placeholder: t`Tên, e-mail hoặc số điện thoại`,
          value: search.q,
          onSearch: (q) => onSearch({ ...search, q, page: undefined }),
        }}
      />
      <PagedList
        list={list}
        failed={t`Không tải được khách hàng`}
        empty={<Trans>Không có khách hàng nào khớp tìm kiếm.</Trans>}
        loading={<Trans>Đang tải khách hàng…</Trans>}
        onPage={toPage({ search, onSearch })}
      >
        {(items) => (
          <>
            <DataTable
              columns={[
                { label: t`Khách hàng` },
                { label: t`Liên hệ`, from: 'md' },
                { label: t`Đã chi`, align: 'right' },
                { label: t`Đơn gần nhất`, align: 'right', from: 'sm' },
              ]}
            >
              {items.map((row) => (
                <DataRow key={row.key}>
                  <Cell>
                    <ItemLink to="/customers/$key" params={{ key: row.key }}>
                      {row.name || row.email || row.phone}
                    </ItemLink>
                    <span className="block text-coffee-700 text-xs">
                      {row.kind === 'account' ? t`Có tài khoản` : t`Khách vãng lai`} ·{' '}
                      <Plural value={row.orders} one="# đơn" other="# đơn" />
                    </span>
                  </Cell>
                  <Cell from="md">
                    <span className="block">{row.email}</span>
                    <span className="block text-coffee-700">{row.phone}</span>
                  </Cell>
                  <MoneyCell amount={row.total_spent} />
                  <Cell align="right" from="sm">
                    {row.last_order_at ? formatDate(row.last_order_at) : '—'}
                  </Cell>
                </DataRow>
              ))}
            </DataTable>
          </>
        )}
      </PagedList>
    </>
  );
}
