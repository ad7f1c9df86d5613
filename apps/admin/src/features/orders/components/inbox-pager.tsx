import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/button';
import type { InboxSearch } from '../lib/inbox-search';

/** Previous / next page of the inbox, with where we are. */
export function InboxPager({
  page,
  limit,
  total,
  onChange,
}: {
  page: number;
  limit: number;
  total: number;
  onChange: (change: InboxSearch) => void;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label={t`Phân trang`} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange({ page: String(page - 1) })}>
        <Trans>Trang trước</Trans>
      </Button>
      <p className="text-coffee-700 text-sm">
        <Trans>
          Trang {page} / {pages} · {total} đơn
        </Trans>
      </p>
      <Button
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onChange({ page: String(page + 1) })}
      >
        <Trans>Trang sau</Trans>
      </Button>
    </nav>
  );
}
