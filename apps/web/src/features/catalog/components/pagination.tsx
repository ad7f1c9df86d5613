import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { paginationItems } from '../lib/purchase-search';

type PaginationProps = {
  page: number;
  totalPages: number;
  /** Renders the link to a page; the caller knows the route and keeps the other params. */
  renderLink: (
    page: number,
    props: { className: string; children: ReactNode; 'aria-label'?: string },
  ) => ReactNode;
};

const ITEM =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold text-sm transition focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2';

/** Previous, numbered pages with gaps, next. Nothing when everything fits one page. */
export function Pagination({ page, totalPages, renderLink }: PaginationProps) {
  const { t } = useLingui();
  const items = paginationItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t`Phân trang`} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            {renderLink(page - 1, {
              className: `${ITEM} border border-leaf-200 bg-white text-coffee-800 hover:bg-leaf-50`,
              'aria-label': t`Trang trước`,
              children: <span aria-hidden="true">‹</span>,
            })}
          </li>
        ) : null}
        {items.map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-coffee-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${ITEM} bg-leaf-700 text-white`}>
                  <span className="sr-only">
                    <Trans>Trang</Trans>{' '}
                  </span>
                  {item}
                </span>
              ) : (
                renderLink(item, {
                  className: `${ITEM} border border-leaf-200 bg-white text-coffee-800 hover:bg-leaf-50`,
                  'aria-label': t`Trang ${item}`,
                  children: item,
                })
              )}
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            {renderLink(page + 1, {
              className: `${ITEM} border border-leaf-200 bg-white text-coffee-800 hover:bg-leaf-50`,
              'aria-label': t`Trang sau`,
              children: <span aria-hidden="true">›</span>,
            })}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
