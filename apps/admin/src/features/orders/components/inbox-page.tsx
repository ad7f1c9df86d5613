import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { orderQueries } from '../api/order-queries';
import { type InboxSearch, withFilter } from '../lib/inbox-search';
import { InboxFilters } from './inbox-filters';
import { InboxPager } from './inbox-pager';
import { InboxTable } from './inbox-table';
import { InboxTabs } from './inbox-tabs';

/** The orders inbox: tabs with counts, filters, search, a page of orders; refreshed every few seconds. */
export function InboxPage({ search }: { search: InboxSearch }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const inbox = useQuery(orderQueries.inbox(search));
  const change = (next: InboxSearch) => void navigate({ to: '/orders', search: withFilter(search, next) });
  return (
    <>
      <PageTitle>
        <Trans>Đơn hàng</Trans>
      </PageTitle>
      <InboxTabs tabs={inbox.data?.tabs ?? []} active={search.status ?? ''} onChange={change} />
      <InboxFilters search={search} onChange={change} />
      {inbox.error ? <Alert>{errorText(inbox.error, locale, t`Không tải được đơn hàng`)}</Alert> : null}
      {inbox.data ? (
        <>
          <InboxTable rows={inbox.data.items} />
          <InboxPager
            page={inbox.data.page}
            limit={inbox.data.limit}
            total={inbox.data.total}
            onChange={change}
          />
        </>
      ) : inbox.isPending ? (
        <p role="status" className="py-10 text-center text-coffee-700">
          <Trans>Đang tải đơn hàng…</Trans>
        </p>
      ) : null}
    </>
  );
}
