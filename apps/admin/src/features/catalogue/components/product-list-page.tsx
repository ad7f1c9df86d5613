import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type SearchedList, toFilter, toPage } from '@/lib/list-search';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { ItemLink } from '@/ui/item-link';
import { ListToolbar } from '@/ui/list-toolbar';
import { PageTitle } from '@/ui/page-title';
import { Cell, DataRow, DataTable, MoneyCell, PagedList } from '@/ui/paged-list';
import { catalogueQueries } from '../api/catalogue-queries';
import type { ProductsSearch } from '../lib/products-search';
import { CatalogueTabs } from './catalogue-tabs';
import { ItemOptions } from './item-options';
import { ProductThumb } from './product-thumb';

const SELECT = 'min-h-11 rounded-lg border border-coffee-200 bg-white px-3 text-base';

/** Products: searched (names and code, without diacritics), filtered and paged on the server. */
export function ProductListPage({ search, onSearch }: SearchedList<ProductsSearch>) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const status = search.status ?? 'all';
  const list = useQuery(
    catalogueQueries.products({
      q: search.q ?? '',
      category: search.category ?? '',
      line: search.line ?? '',
      stock: search.stock ?? 'all',
      status,
      page: String(search.page ?? 1),
    }),
  );
  const categories = useQuery(catalogueQueries.items('categories'));
  const lines = useQuery(catalogueQueries.items('lines'));
  const choose = (field: 'category' | 'line' | 'stock', value: string) =>
    onSearch({ ...search, [field]: value === '' || value === 'all' ? undefined : value, page: undefined });
  return (
    <>
      <PageTitle
        aside={
          <Link
            to="/products/new"
            className="inline-flex min-h-11 items-center rounded-lg bg-leaf-700 px-4 font-semibold text-sm text-white hover:bg-leaf-800"
          >
            <Trans>Thêm sản phẩm</Trans>
          </Link>
        }
      >
        <Trans>Sản phẩm</Trans>
      </PageTitle>
      <CatalogueTabs current="products" />
      <ListToolbar
        tabs={{
          label: t`Trạng thái bán`,
          value: status,
          onChange: toFilter({ search, onSearch }, 'status'),
          choices: [
            { value: 'all', label: t`Tất cả` },
            { value: 'online', label: t`Đang bán trực tuyến` },
            { value: 'offline', label: t`Ngừng bán` },
            { value: 'archived', label: t`Đã lưu trữ` },
          ],
        }}
        search={{
          label: t`Tìm sản phẩm`,
          placeholder: t`Tên hoặc mã sản phẩm`,
          value: search.q,
          onSearch: (q) => onSearch({ ...search, q, page: undefined }),
        }}
        filters={
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            <FilterSelect
              label={t`Danh mục`}
              value={search.category ?? ''}
              onChange={(value) => choose('category', value)}
            >
              <option value="">{t`Tất cả danh mục`}</option>
              <ItemOptions items={categories.data} />
            </FilterSelect>
            <FilterSelect
              label={t`Dòng sản phẩm`}
              value={search.line ?? ''}
              onChange={(value) => choose('line', value)}
            >
              <option value="">{t`Tất cả dòng`}</option>
              <ItemOptions items={lines.data} />
            </FilterSelect>
            <FilterSelect
              label={t`Tồn kho`}
              value={search.stock ?? 'all'}
              onChange={(value) => choose('stock', value)}
            >
              <option value="all">{t`Tất cả`}</option>
              <option value="in">{t`Còn hàng`}</option>
              <option value="out">{t`Hết hàng`}</option>
            </FilterSelect>
          </div>
        }
      />
      <PagedList
        list={list}
        failed={t`Không tải được sản phẩm`}
        empty={<Trans>Không có sản phẩm nào khớp tìm kiếm.</Trans>}
        loading={<Trans>Đang tải sản phẩm…</Trans>}
        onPage={toPage({ search, onSearch })}
      >
        {(items, { total }) => (
          <>
            <p className="mb-2 text-coffee-700 text-sm" role="status">
              <Trans>{total} sản phẩm</Trans>
            </p>
            <DataTable
              testId="products"
              columns={[
                { label: t`Sản phẩm` },
                { label: t`Giá bán lẻ`, align: 'right' },
                { label: t`Tồn kho`, align: 'right', from: 'sm' },
                { label: t`Trạng thái`, from: 'md' },
              ]}
            >
              {items.map((row) => (
                <DataRow key={row._id}>
                  <Cell>
                    <div className="flex items-start gap-3">
                      <ProductThumb path={row.picture} />
                      <span>
                        <ItemLink to="/products/$id" params={{ id: row._id }}>
                          {localized(row.ten_vt, row.ten_vt_eng, locale)}
                        </ItemLink>
                        <span className="block text-coffee-700 text-xs">
                          {row.ma_vt}
                          {row.variants > 0 ? <> · {t`${row.variants} biến thể`}</> : null}
                        </span>
                      </span>
                    </div>
                  </Cell>
                  <MoneyCell amount={row.gia_ban_le} />
                  <Cell align="right" from="sm">
                    {row.ton}
                  </Cell>
                  <Cell from="md">
                    {row.archived ? t`Đã lưu trữ` : row.online ? t`Đang bán` : t`Ngừng bán`}
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

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-semibold">{label}</span>
      <select className={SELECT} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </label>
  );
}
