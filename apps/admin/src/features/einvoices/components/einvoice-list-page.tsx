import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { SearchedList } from '@/lib/list-search';
import { errorText } from '@/lib/error-text';
import { readSearch, searchChoice, toFilter } from '@/lib/list-search';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ChoiceTabs } from '@/ui/choice-tabs';
import { Field } from '@/ui/field';
import { PageTitle } from '@/ui/page-title';
import { downloadEinvoices, type EinvoiceFilter, einvoiceQueries } from '../api/einvoice-queries';
import { EinvoiceFacts, EinvoiceState, ReissueButton } from './einvoice-parts';
import { Loading } from '@/ui/loading';

export interface EinvoicesSearch {
  state?: EinvoiceFilter;
}

const FILTERS: readonly EinvoiceFilter[] = ['all', 'waiting', 'issued', 'failed', 'needs-adjustment'];

/** Reads the screen's address: ?state= waiting, issued, failed or needs-adjustment (all when absent or unknown). */
export const readEinvoicesSearch = readSearch<EinvoicesSearch>({ state: searchChoice(FILTERS, 'all') });

/** Today in Vietnam, YYYY-MM-DD; and the first day of its month. */
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * The e-invoices (decision 059): issued, waiting for the provider, failed with the provider's reason
 * (re-issue from here), the decrease adjustments refunds call for, and the accountant's CSV of a period.
 */
export function EinvoiceListPage({ search, onSearch }: SearchedList<EinvoicesSearch>) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const filter = search.state ?? 'all';
  const list = useQuery(einvoiceQueries.list(filter));
  const counts = list.data?.counts;
  const labels: Record<EinvoiceFilter, string> = {
    all: t`Tất cả`,
    waiting: t`Đang chờ`,
    issued: t`Đã phát hành`,
    failed: t`Lỗi`,
    'needs-adjustment': t`Cần điều chỉnh`,
  };
  const items = list.data?.items;
  return (
    <>
      <PageTitle>
        <Trans>Hóa đơn điện tử</Trans>
      </PageTitle>
      {list.data?.provider === 'off' ? (
        <Alert>
          <Trans>
            Chưa kết nối nhà cung cấp hóa đơn điện tử: đặt các biến SEPAY_EINVOICE_* của máy chủ (xem README).
          </Trans>
        </Alert>
      ) : null}
      <ExportForm />
      <ChoiceTabs
        label={t`Lọc hóa đơn`}
        value={filter}
        onChange={toFilter({ search, onSearch }, 'state')}
        choices={FILTERS.map((value) => ({
          value,
          label: labels[value],
          count: value === 'all' || !counts ? undefined : counts[value],
        }))}
      />
      {list.error ? <Alert>{errorText(list.error, locale, t`Không tải được hóa đơn`)}</Alert> : null}
      {!items && !list.error ? (
        <Loading>
          <Trans>Đang tải hóa đơn…</Trans>
        </Loading>
      ) : null}
      {items && items.length === 0 ? (
        <p className="py-10 text-center text-coffee-700">
          <Trans>Không có hóa đơn nào.</Trans>
        </p>
      ) : null}
      {items && items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {items.map((invoice) => (
            <li
              key={invoice.id}
              className="rounded-xl border border-coffee-100 bg-white p-4"
              data-testid="einvoice-row"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <Link
                    to="/orders/$orderId"
                    params={{ orderId: invoice.order_id }}
                    className="inline-flex min-h-11 items-center font-semibold text-leaf-700 underline"
                  >
                    <Trans>Đơn {invoice.so_ct}</Trans>
                  </Link>
                  <p className="text-coffee-700 text-sm">{formatDateTime(invoice.sale_at)}</p>
                </div>
                <div className="sm:text-right">
                  <EinvoiceState invoice={invoice} />
                </div>
              </div>
              <EinvoiceFacts invoice={invoice} />
              <ReissueButton invoice={invoice} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The accountant's CSV of a period (one line per invoice and VAT rate). */
function ExportForm() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const [from, setFrom] = useState(() => `${today().slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-coffee-100 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        downloadEinvoices(from, to)
          .catch((caught: unknown) => setError(caught))
          .finally(() => setBusy(false));
      }}
    >
      <Field label={t`Từ ngày`} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <Field label={t`Đến ngày`} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      <Button type="submit" disabled={busy}>
        <Trans>Tải CSV cho kế toán</Trans>
      </Button>
      {error ? <Alert>{errorText(error, locale, t`Không tải được tệp`)}</Alert> : null}
    </form>
  );
}
