import type { ComponentProps, ReactNode } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from './alert';
import { Loading } from './loading';
import { Pager } from './pager';
import { Money } from './money';

/** One page of a list read from the server: its items and where it stands. */
export interface ListPage<TItem> {
  items: readonly TItem[];
  page: number;
  limit: number;
  total: number;
}

/**
 * A console list page's body, one shape for every list: the failed load's alert, "loading…"
 * (announced), the empty text, or the items (drawn by `children`) then the pager. `compact`: a list
 * inside a card, its empty text a small line.
 */
export function PagedList<TItem, TPage extends ListPage<TItem>>({
  list,
  failed,
  loading,
  empty,
  onPage,
  compact = false,
  children,
}: {
  /** The list's query (TanStack Query's result or the same three fields). */
  list: { data?: TPage | undefined; error: unknown; isPending: boolean };
  /** What a failed load says when the server gave no words of its own. */
  failed: string;
  /** Said while the first page loads; without it, nothing. */
  loading?: ReactNode;
  empty: ReactNode;
  /** Go to another page; without it, no pager. */
  onPage?: (page: number) => void;
  compact?: boolean;
  children: (items: TPage['items'], page: TPage) => ReactNode;
}) {
  const locale = useLanguageStore((state) => state.language);
  return (
    <>
      {list.error ? <Alert>{errorText(list.error, locale, failed)}</Alert> : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <p
            className={
              compact ? 'text-coffee-700 text-sm' : 'rounded-xl bg-white p-8 text-center text-coffee-700'
            }
          >
            {empty}
          </p>
        ) : (
          <>
            {children(list.data.items, list.data)}
            {onPage ? (
              <Pager
                page={list.data.page}
                limit={list.data.limit}
                total={list.data.total}
                onChange={onPage}
              />
            ) : null}
          </>
        )
      ) : list.isPending && loading ? (
        <Loading>{loading}</Loading>
      ) : null}
    </>
  );
}

/** A column of a console table: its heading, right-aligned for figures, shown from a width on. */
export interface Column {
  label: string;
  align?: 'right';
  /** Hidden on narrower screens (the row shows the essentials on a phone). */
  from?: 'sm' | 'md' | 'lg';
  /** Read by screen readers only (a column of buttons). */
  unseen?: boolean;
}

const SHOWN_FROM = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell', lg: 'hidden lg:table-cell' };

/** The classes of a cell in a column: its padding, right-aligned for figures, shown from a width on. */
function columnClass(padding: string, { align, from }: Pick<Column, 'align' | 'from'>): string {
  return [padding, align === 'right' ? 'text-right' : '', from ? SHOWN_FROM[from] : '']
    .filter(Boolean)
    .join(' ');
}

/** The heading cells of a table's columns (`cell`: their padding). */
export function HeadCells({ columns, cell = 'px-3 py-2' }: { columns: readonly Column[]; cell?: string }) {
  return columns.map((column) => (
    <th key={column.label} className={columnClass(cell, column)}>
      {column.unseen ? <span className="sr-only">{column.label}</span> : column.label}
    </th>
  ));
}

/** A body cell of a list table, aligned and shown from a width on as its column's heading is. */
export function Cell({ align, from, children }: Pick<Column, 'align' | 'from'> & { children?: ReactNode }) {
  return <td className={columnClass('px-3 py-3', { align, from })}>{children}</td>;
}

/**
 * The console's table card: a white, rounded frame, a tinted head row (the columns' headings, or
 * `head` for a row of its own) and the body rows.
 */
export function DataTable({
  columns,
  head,
  children,
  testId,
}: {
  columns?: readonly Column[];
  head?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-coffee-100 bg-white">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="bg-coffee-50 text-coffee-700">
          {head ?? (
            <tr>
              <HeadCells columns={columns ?? []} />
            </tr>
          )}
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A list table's row: a line above it, its cells aligned to their top. */
export function DataRow(props: Omit<ComponentProps<'tr'>, 'className'>) {
  return <tr className="border-coffee-100 border-t align-top" {...props} />;
}

/** A list table's amount cell: right-aligned and bold, the amount kept on one line. */
export function MoneyCell({ amount }: { amount: number }) {
  return (
    <td className="whitespace-nowrap px-3 py-3 text-right font-semibold">
      <Money amount={amount} />
    </td>
  );
}
