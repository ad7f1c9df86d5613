import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';

/** Previous / next page of a list paged on the server, with where we are (counted as items or orders). */
export function Pager({
  page,
  limit,
  total,
  onChange,
  counting = 'items',
}: {
  page: number;
  limit: number;
  total: number;
  onChange: (page: number) => void;
  counting?: 'items' | 'orders';
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label={t`Phân trang`} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <Trans>Trang trước</Trans>
      </Button>
      <p className="text-coffee-700 text-sm">
        {counting === 'orders' ? (
          <Trans>
            Trang {page} / {pages} · {total} đơn
          </Trans>
        ) : (
          <Trans>
            Trang {page} / {pages} · <Plural value={total} one="# mục" other="# mục" />
          </Trans>
        )}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        <Trans>Trang sau</Trans>
      </Button>
    </nav>
  );
}
