import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { UnmatchedTransfersLink } from '@/features/payments';
import { PageTitle } from '@/ui/page-title';
import { Pager } from '@/ui/pager';
import { orderQueries } from '../api/order-queries';
import { type InboxSearch, withFilter } from '../lib/inbox-search';
import { BulkBar } from './bulk-bar';
import { InboxFilters } from './inbox-filters';
import { InboxTable } from './inbox-table';
import { InboxTabs } from './inbox-tabs';
import { Loading } from '@/ui/loading';

/** The orders inbox: tabs with counts, filters, search, a page of orders; refreshed every few seconds. */
export function OrderListPage({ search }: { search: InboxSearch }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const inbox = useQuery(orderQueries.inbox(search));
  // The selection survives polling; a new tab, filter or page starts a new one.
  const [selection, setSelection] = useState({ key: '', ids: new Set<string>() });
  const key = JSON.stringify(search);
  const selected = selection.key === key ? selection.ids : new Set<string>();
  const select = (ids: readonly string[], isSelected: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (isSelected) next.add(id);
      else next.delete(id);
    }
    setSelection({ key, ids: next });
  };
  const change = (next: InboxSearch) => void navigate({ to: '/orders', search: withFilter(search, next) });
  return (
    <>
      <PageTitle aside={<UnmatchedTransfersLink />}>
        <Trans>Đơn hàng</Trans>
      </PageTitle>
      <InboxTabs tabs={inbox.data?.tabs ?? []} active={search.status ?? ''} onChange={change} />
      <InboxFilters search={search} onChange={change} />
      {inbox.error ? <Alert>{errorText(inbox.error, locale, t`Không tải được đơn hàng`)}</Alert> : null}
      <BulkBar
        selected={[...selected]}
        search={search}
        onConfirmed={() => setSelection({ key, ids: new Set() })}
      />
      {inbox.data ? (
        <>
          <InboxTable rows={inbox.data.items} selected={selected} onSelect={select} />
          <Pager
            page={inbox.data.page}
            limit={inbox.data.limit}
            total={inbox.data.total}
            counting="orders"
            onChange={(page) => change({ page: String(page) })}
          />
        </>
      ) : inbox.isPending ? (
        <Loading>
          <Trans>Đang tải đơn hàng…</Trans>
        </Loading>
      ) : null}
    </>
  );
}
