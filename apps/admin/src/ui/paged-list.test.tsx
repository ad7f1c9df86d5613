import { I18nProvider } from '@lingui/react';
import { ApiError } from '@shop/api-client';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/lib/i18n';
import { Cell, DataRow, DataTable, type ListPage, PagedList } from './paged-list';

type Page = ListPage<{ id: string }>;

function show(list: { data?: Page; error: unknown; isPending: boolean }, onPage?: (page: number) => void) {
  const wrap = (node: ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>;
  return render(
    wrap(
      <PagedList<{ id: string }, Page>
        list={list}
        failed="Không tải được"
        loading="Đang tải…"
        empty="Trống"
        {...(onPage ? { onPage } : {})}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item.id}>{item.id}</li>
            ))}
          </ul>
        )}
      </PagedList>,
    ),
  );
}

describe('PagedList', () => {
  beforeAll(() => activateLocale('vi'));

  it('says it is loading, then shows the empty text or the items and the pager', () => {
    show({ error: null, isPending: true });
    expect(screen.getByRole('status').textContent).toBe('Đang tải…');
    show({ data: { items: [], page: 1, limit: 20, total: 0 }, error: null, isPending: false });
    expect(screen.getByText('Trống')).toBeTruthy();
    const onPage = vi.fn();
    show(
      {
        data: { items: [{ id: 'a' }, { id: 'b' }], page: 1, limit: 2, total: 3 },
        error: null,
        isPending: false,
      },
      onPage,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it("shows a failed load in the server's words, or its own when the server gave none", () => {
    show({ error: new ApiError('Phiên đăng nhập đã hết hạn', 401, 'UNAUTHORIZED', null), isPending: false });
    expect(screen.getByRole('alert').textContent).toBe('Phiên đăng nhập đã hết hạn');
  });

  it('has no pager without onPage', () => {
    show({ data: { items: [{ id: 'a' }], page: 1, limit: 20, total: 1 }, error: null, isPending: false });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('heads a table with its columns: figures right-aligned, some only from a width on, a button column for screen readers; a row is ruled above, its cells follow their columns', () => {
    render(
      <DataTable
        columns={[
          { label: 'Sản phẩm' },
          { label: 'Giá', align: 'right', from: 'sm' },
          { label: 'Thao tác', unseen: true },
        ]}
      >
        <DataRow data-testid="row">
          <Cell>Trà</Cell>
          <Cell align="right" from="sm">
            150.000 ₫
          </Cell>
          <Cell />
        </DataRow>
      </DataTable>,
    );
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((head) => [head.textContent, head.className])).toEqual([
      ['Sản phẩm', 'px-3 py-2'],
      ['Giá', 'px-3 py-2 text-right hidden sm:table-cell'],
      ['Thao tác', 'px-3 py-2'],
    ]);
    expect(heads[2]?.firstElementChild?.className).toBe('sr-only');
    expect(screen.getByTestId('row').className).toBe('border-coffee-100 border-t align-top');
    expect(screen.getAllByRole('cell').map((cell) => cell.className)).toEqual([
      'px-3 py-3',
      'px-3 py-3 text-right hidden sm:table-cell',
      'px-3 py-3',
    ]);
  });
});
