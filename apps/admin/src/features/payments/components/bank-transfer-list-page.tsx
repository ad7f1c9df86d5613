import { Trans, useLingui } from '@lingui/react/macro';
import type { BankTransferEntry } from '@shop/domain/payments';
import { formatDateTime } from '@shop/domain/primitives';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SearchedList } from '@/lib/list-search';
import { errorText } from '@/lib/error-text';
import { readSearch, searchChoice, toFilter } from '@/lib/list-search';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ChoiceTabs } from '@/ui/choice-tabs';
import { ConfirmAction } from '@/ui/confirm-dialog';
import { Field } from '@/ui/field';
import { Money } from '@/ui/money';
import { Notice, type NoticedRow } from '@/ui/notice';
import { PageTitle } from '@/ui/page-title';
import { TransferFacts } from './transfer-facts';
import { getConsoleApi } from '@/lib/api';
import { type TransferFilter, transferQueries } from '../api/transfer-queries';
import { OUTCOME_LABELS, PROVIDER_NAMES } from '../lib/transfer-labels';
import { Loading } from '@/ui/loading';
import { submitWith } from '@/ui/form';

export interface TransfersSearch {
  outcome?: TransferFilter;
}

const FILTERS: readonly TransferFilter[] = ['unmatched', 'part', 'paid', 'refund-due', 'not-ours', 'all'];

/** Reads the screen's address: ?outcome= one of the filters (unmatched when absent or unknown). */
export const readTransfersSearch = readSearch<TransfersSearch>({
  outcome: searchChoice(FILTERS, 'unmatched'),
});

/**
 * The bank notifications (SePay, Casso; decisions 050, 051), unmatched first: staff assign one to
 * an order by its code, or say it is not the shop's; the other tabs show what each transfer did.
 */
export function BankTransferListPage({ search, onSearch }: SearchedList<TransfersSearch>) {
  const { t, i18n } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const outcome = search.outcome ?? 'unmatched';
  // The page's, not a row's: a handled transfer leaves the unmatched list, its confirmation stays.
  const [notice, setNotice] = useState('');
  const list = useQuery(transferQueries.list(outcome));
  const items = list.data?.items;
  return (
    <>
      <PageTitle>
        <Trans>Chuyển khoản ngân hàng</Trans>
      </PageTitle>
      <ChoiceTabs
        label={t`Lọc giao dịch`}
        value={outcome}
        onChange={toFilter({ search, onSearch }, 'outcome', 'unmatched')}
        choices={FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t`Tất cả` : i18n._(OUTCOME_LABELS[value]),
        }))}
      />
      <Notice text={notice} />
      {list.error ? <Alert>{errorText(list.error, locale, t`Không tải được giao dịch`)}</Alert> : null}
      {!items && !list.error ? (
        <Loading>
          <Trans>Đang tải giao dịch…</Trans>
        </Loading>
      ) : null}
      {items && items.length === 0 ? (
        <p className="py-10 text-center text-coffee-700">
          {outcome === 'unmatched' ? (
            <Trans>Không có giao dịch nào chờ khớp đơn.</Trans>
          ) : (
            <Trans>Không có giao dịch nào.</Trans>
          )}
        </p>
      ) : null}
      {items && items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <TransferRow key={item._id} item={item} onNotice={setNotice} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function TransferRow({ item, onNotice }: NoticedRow<BankTransferEntry>) {
  const { i18n } = useLingui();
  return (
    <li className="rounded-xl border border-coffee-100 bg-white p-4" data-testid="bank-transfer">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-lg">
            <Money amount={item.amount} />
          </p>
          <p className="break-words" data-testid="transfer-note">
            {item.note || <Trans>(không có nội dung)</Trans>}
          </p>
          <p className="text-coffee-700 text-sm">
            {PROVIDER_NAMES[item.provider]} · {formatDateTime(item.received_at)}
            {item.reference ? ` · ${item.reference}` : ''}
            {item.account_number ? ` · TK ${item.account_number}` : ''}
          </p>
        </div>
        <div className="text-right text-sm">
          <p className="font-semibold" data-testid="transfer-outcome">
            {i18n._(OUTCOME_LABELS[item.outcome])}
          </p>
          <TransferFacts
            orderId={item.order_id}
            soCt={item.so_ct}
            missing={item.missing}
            excess={item.excess}
          />
          {item.handled_by ? (
            <p className="text-coffee-700">
              {item.handled_by} · {formatDateTime(item.handled_at ?? '')}
            </p>
          ) : null}
        </div>
      </div>
      {item.outcome === 'unmatched' ? <HandleTransfer item={item} onNotice={onNotice} /> : null}
    </li>
  );
}

/** Assign an unmatched transfer to an order by its code, or mark it as not the shop's. */
function HandleTransfer({ item, onNotice }: NoticedRow<BankTransferEntry>) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const done = (message: string) => {
    onNotice(message);
    void queryClient.invalidateQueries({ queryKey: transferQueries.all() });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
  };
  const assign = useMutation({
    mutationFn: async () => (await getConsoleApi()).assignBankTransfer(item._id, code.trim()),
    onSuccess: (reply) => done(reply.message),
  });
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2 border-coffee-100 border-t pt-3">
      <form className="flex flex-wrap items-end gap-2" onSubmit={submitWith(() => assign.mutate())}>
        <Field
          label={t`Mã đơn hàng`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="DH000123"
          autoComplete="off"
          error={assign.error ? errorText(assign.error, locale, t`Không gán được giao dịch`) : undefined}
        />
        <Button type="submit" disabled={assign.isPending || code.trim() === ''}>
          <Trans>Gán vào đơn</Trans>
        </Button>
      </form>
      <ConfirmAction
        label={t`Không phải của shop`}
        question={
          <Trans>Giao dịch này không phải tiền của shop? Nó sẽ rời khỏi danh sách chờ khớp đơn.</Trans>
        }
        failure={t`Không cập nhật được giao dịch`}
        run={async () => (await getConsoleApi()).markBankTransferNotOurs(item._id)}
        onDone={(reply) => done(reply.message)}
      />
    </div>
  );
}
