import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type MovementKind,
  type MovementState,
  PAYMENT_KINDS,
  PAYMENT_STATES,
  type PaymentMovement,
} from '@shop/domain/payments';
import { formatDateTime } from '@shop/domain/primitives';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SearchedList } from '@/lib/list-search';
import { errorText } from '@/lib/error-text';
import { readSearch, searchChoice, searchPattern } from '@/lib/list-search';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field, SelectField } from '@/ui/field';
import { Money } from '@/ui/money';
import { PageTitle } from '@/ui/page-title';
import { TransferFacts } from './transfer-facts';
import { downloadPayments, paymentQueries } from '../api/payment-queries';
import { Loading } from '@/ui/loading';

export interface PaymentsSearch {
  from?: string;
  to?: string;
  kind?: MovementKind;
  state?: MovementState;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATES = [...new Set(Object.values(PAYMENT_STATES).flat())] as MovementState[];

/** Reads the screen's address: ?from=&to= (days), ?kind=, ?state=; today and everything when absent. */
export const readPaymentsSearch = readSearch<PaymentsSearch>({
  from: searchPattern(DAY),
  to: searchPattern(DAY),
  kind: searchChoice(PAYMENT_KINDS),
  state: searchChoice(STATES),
});

const KIND_LABELS: Readonly<Record<MovementKind, MessageDescriptor>> = {
  transfer: msg`Chuyển khoản`,
  ewallet: msg`Ví điện tử`,
  refund: msg`Hoàn tiền`,
};

const STATE_LABELS: Readonly<Record<MovementState, MessageDescriptor>> = {
  paid: msg`Đã khớp, đủ tiền`,
  part: msg`Trả một phần`,
  unmatched: msg`Chưa khớp đơn`,
  'refund-due': msg`Cần hoàn tiền`,
  outgoing: msg`Tiền ra`,
  'not-ours': msg`Không phải của shop`,
  waiting: msg`Chờ thanh toán`,
  requested: msg`Đang chờ cổng thanh toán`,
  done: msg`Đã hoàn`,
  failed: msg`Hoàn tiền thất bại`,
  due: msg`Cần hoàn (ví đã thu)`,
};

const PROVIDERS: Readonly<Record<string, string>> = {
  sepay: 'SePay',
  casso: 'Casso',
  vnpay: 'VNPay',
  momo: 'MoMo',
  zalopay: 'ZaloPay',
};
const providerName = (provider: string, bank: string) =>
  provider === 'bank' ? bank : (PROVIDERS[provider] ?? provider);

/**
 * Payments (issue 30): the day's money — bank transfers matched, part-paid or unmatched, e-wallet
 * payments waited for, refunds — over a span of days, filtered by kind and state, with the totals
 * and the accountant's CSV of what the filters select.
 */
export function PaymentsPage({ search, onSearch }: SearchedList<PaymentsSearch>) {
  const { t, i18n } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const list = useQuery(paymentQueries.list(search));
  const download = useMutation({ mutationFn: () => downloadPayments(search) });
  const data = list.data;
  const states = search.kind ? PAYMENT_STATES[search.kind] : STATES;
  const set = (patch: Partial<PaymentsSearch>) => {
    const next = { ...search, ...patch };
    // A state of another kind is dropped with the kind's change.
    if (next.kind && next.state && !(PAYMENT_STATES[next.kind] as readonly string[]).includes(next.state))
      delete next.state;
    onSearch(Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as PaymentsSearch);
  };
  return (
    <>
      <PageTitle
        aside={
          <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
            <Trans>Tải CSV</Trans>
          </Button>
        }
      >
        <Trans>Thanh toán</Trans>
      </PageTitle>
      <form
        className="mb-4 grid grid-cols-2 gap-3 rounded-xl border border-coffee-100 bg-white p-4 lg:grid-cols-4"
        aria-label={t`Lọc thanh toán`}
        onSubmit={(event) => event.preventDefault()}
      >
        <Field
          label={t`Từ ngày`}
          type="date"
          value={search.from ?? data?.from ?? ''}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
        <Field
          label={t`Đến ngày`}
          type="date"
          value={search.to ?? data?.to ?? ''}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
        <SelectField
          label={t`Loại`}
          value={search.kind ?? ''}
          onChange={(event) => set({ kind: (event.target.value || undefined) as MovementKind | undefined })}
          blank={t`Tất cả`}
          options={PAYMENT_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) }))}
        />
        <SelectField
          label={t`Trạng thái`}
          value={search.state ?? ''}
          onChange={(event) => set({ state: (event.target.value || undefined) as MovementState | undefined })}
          blank={t`Tất cả`}
          options={states.map((state) => ({ value: state, label: i18n._(STATE_LABELS[state]) }))}
        />
      </form>
      {download.error ? <Alert>{errorText(download.error, locale, t`Không tải được tệp CSV`)}</Alert> : null}
      {list.error ? (
        <Alert>{errorText(list.error, locale, t`Không tải được danh sách thanh toán`)}</Alert>
      ) : null}
      {!data && !list.error ? (
        <Loading>
          <Trans>Đang tải thanh toán…</Trans>
        </Loading>
      ) : null}
      {data && data.totals.length > 0 ? (
        <ul className="mb-4 flex flex-wrap gap-2" aria-label={t`Tổng theo loại`} data-testid="payment-totals">
          {data.totals.map((total) => (
            <li key={`${total.kind}-${total.state}`} className="rounded-lg bg-coffee-50 px-3 py-2 text-sm">
              <span className="font-semibold">
                {i18n._(KIND_LABELS[total.kind])} · {i18n._(STATE_LABELS[total.state])}
              </span>
              : {total.count} · <Money amount={total.amount} />
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="py-10 text-center text-coffee-700">
          <Trans>Không có khoản thanh toán nào trong khoảng này.</Trans>
        </p>
      ) : null}
      {data && data.items.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {data.items.map((row) => (
            <MovementRow
              key={`${row.kind}-${row.state}-${row.provider}-${row.reference}-${row.at}-${row.so_ct}-${row.amount}`}
              row={row}
            />
          ))}
        </ul>
      ) : null}
      {data?.is_cut ? (
        <p className="mt-3 text-coffee-700 text-sm">
          <Trans>Chỉ hiện 500 khoản mới nhất; tệp CSV có đủ tất cả.</Trans>
        </p>
      ) : null}
    </>
  );
}

function MovementRow({ row }: { row: PaymentMovement }) {
  const { t, i18n } = useLingui();
  const isOut = row.kind === 'refund';
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-coffee-100 bg-white p-3"
      data-testid="payment-row"
      data-kind={row.kind}
      data-state={row.state}
    >
      <div className="min-w-0">
        <p className={`font-semibold ${isOut ? 'text-guava-700' : ''}`}>
          {isOut ? '− ' : ''}
          <Money amount={row.amount} />
        </p>
        <p className="text-coffee-700 text-sm">
          {i18n._(KIND_LABELS[row.kind])} · {providerName(row.provider, t`Ngân hàng`)} ·{' '}
          {formatDateTime(row.at)}
          {row.reference ? ` · ${row.reference}` : ''}
        </p>
        {row.note ? <p className="break-words text-sm">{row.note}</p> : null}
      </div>
      <div className="text-sm sm:text-right">
        <p className="font-semibold">{i18n._(STATE_LABELS[row.state])}</p>
        <TransferFacts orderId={row.order_id} soCt={row.so_ct} missing={row.missing} excess={row.excess} />
      </div>
    </li>
  );
}
