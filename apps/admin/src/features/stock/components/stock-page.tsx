import { Trans, useLingui } from '@lingui/react/macro';
import type { StockRow } from '@shop/domain/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type SearchedList, toPage } from '@/lib/list-search';
import { useLanguageStore } from '@/stores/language-store';
import { Button } from '@/ui/button';
import { ListToolbar } from '@/ui/list-toolbar';
import { PageTitle } from '@/ui/page-title';
import { Cell, DataRow, DataTable, PagedList } from '@/ui/paged-list';
import { stockQueries } from '../api/stock-queries';
import { AdjustDialog } from './adjust-dialog';
import { lineName } from './line-name';
import { StockHistory } from './stock-history';
import { StockImport } from './stock-import';
import { ThresholdForm } from './threshold-form';
import { Money } from '@/ui/money';
import { Pill } from '@/ui/pill';

export interface StockSearch {
  product?: string;
  variant?: string;
  q?: string;
  low?: boolean;
  page?: number;
  hpage?: number;
}

/**
 * Stock: every sellable line with its stock (a product's with ?product=, searched, low only),
 * an adjust dialog, the history of adjustments (all, a product's or a line's), the low-stock
 * threshold and the CSV import and export.
 */
export function StockPage({
  search,
  onSearch,
  canEditThreshold,
}: SearchedList<StockSearch> & {
  canEditThreshold: boolean;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const [adjusting, setAdjusting] = useState<StockRow>();
  const [notice, setNotice] = useState('');
  const list = useQuery(
    stockQueries.list({
      product: search.product ?? '',
      q: search.q ?? '',
      low: search.low ? '1' : '0',
      page: String(search.page ?? 1),
    }),
  );
  const showHistory = (row: StockRow) =>
    onSearch({ ...search, product: row.ma_vt, variant: row.variant, hpage: undefined });
  return (
    <>
      <PageTitle>
        <Trans>Tồn kho</Trans>
      </PageTitle>
      <ListToolbar
        tabs={{
          label: t`Lọc tồn kho`,
          value: search.low ? 'low' : 'all',
          onChange: (next) =>
            onSearch({ ...search, low: next === 'low' ? true : undefined, page: undefined }),
          choices: [
            { value: 'all', label: t`Tất cả` },
            { value: 'low', label: t`Sắp hết hàng` },
          ],
        }}
        search={{
          label: t`Tìm sản phẩm`,
          placeholder: t`Mã, tên hoặc phân loại`,
          value: search.q,
          onSearch: (q) => onSearch({ ...search, q, page: undefined }),
        }}
      />
      {search.product ? (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm">
          <Trans>Đang xem sản phẩm {search.product}</Trans>
          <Button
            variant="secondary"
            onClick={() =>
              onSearch({
                ...search,
                product: undefined,
                variant: undefined,
                page: undefined,
                hpage: undefined,
              })
            }
          >
            <Trans>Xem tất cả sản phẩm</Trans>
          </Button>
        </p>
      ) : null}
      <p role="status" className="mb-2 text-leaf-800 text-sm" data-testid="stock-notice">
        {notice}
      </p>
      <PagedList
        list={list}
        failed={t`Không tải được tồn kho`}
        empty={<Trans>Không có sản phẩm nào khớp bộ lọc.</Trans>}
        loading={<Trans>Đang tải tồn kho…</Trans>}
        onPage={toPage({ search, onSearch })}
      >
        {(items) => (
          <>
            <DataTable
              columns={[
                { label: t`Sản phẩm` },
                { label: t`Giá`, align: 'right', from: 'sm' },
                { label: t`Tồn kho`, align: 'right' },
                { label: t`Thao tác`, align: 'right', unseen: true },
              ]}
            >
              {items.map((row) => (
                <DataRow key={`${row.product_id}-${row.variant}`} data-testid="stock-row">
                  <Cell>
                    <span className="block font-semibold">{lineName(row, locale)}</span>
                    <span className="block text-coffee-700 text-xs">
                      {row.ma_vt}
                      {row.online ? '' : ` · ${t`Không bán online`}`}
                    </span>
                  </Cell>
                  <Cell align="right" from="sm">
                    <Money amount={row.price} />
                  </Cell>
                  <td className="px-3 py-3 text-right font-semibold tabular-nums" data-testid="stock-figure">
                    {row.stock}
                    {row.low ? (
                      <Pill
                        tone="guava"
                        className="mt-1 block whitespace-nowrap py-0.5 font-normal sm:ml-2 sm:inline"
                      >
                        <Trans>Sắp hết</Trans>
                      </Pill>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                      <Button className="whitespace-nowrap" onClick={() => setAdjusting(row)}>
                        <Trans>Điều chỉnh</Trans>
                        <span className="sr-only">{lineName(row, locale)}</span>
                      </Button>
                      <Button
                        variant="secondary"
                        className="whitespace-nowrap"
                        onClick={() => showHistory(row)}
                      >
                        <Trans>Lịch sử</Trans>
                        <span className="sr-only">{lineName(row, locale)}</span>
                      </Button>
                    </div>
                  </td>
                </DataRow>
              ))}
            </DataTable>
          </>
        )}
      </PagedList>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <StockHistory
          product={search.product}
          variant={search.product ? search.variant : undefined}
          page={search.hpage ?? 1}
          onPage={(hpage) => onSearch({ ...search, hpage: hpage === 1 ? undefined : hpage })}
        />
        <div className="flex flex-col gap-4">
          <ThresholdForm canEdit={canEditThreshold} />
          <StockImport />
        </div>
      </div>
      {adjusting ? (
        <AdjustDialog
          row={adjusting}
          onClose={() => setAdjusting(undefined)}
          onDone={(message) => {
            setNotice(message);
            setAdjusting(undefined);
          }}
        />
      ) : null}
    </>
  );
}
