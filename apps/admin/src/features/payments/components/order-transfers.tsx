import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BankTransferEntry } from '@shop/domain/payments';
import { formatDateTime } from '@shop/domain/primitives';
import { Card } from '@/ui/card';
import { Money } from '@/ui/money';
import { OUTCOME_LABELS, PROVIDER_NAMES } from '../lib/transfer-labels';

const amountOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The bank transfers an order received (its part payments, the one that paid it, any owed back):
 * what came in all, what is still missing, what came beyond the total to refund.
 */
export function OrderTransfers({
  order,
  transfers,
}: {
  order: Record<string, unknown>;
  transfers: readonly BankTransferEntry[];
}) {
  const { i18n } = useLingui();
  if (transfers.length === 0) return null;
  const received = amountOf(order.chuyen_khoan_da_nhan);
  const missing = amountOf(order.chuyen_khoan_con_thieu);
  const excess = amountOf(order.chuyen_khoan_thua);
  const owed = transfers
    .filter((entry) => entry.outcome === 'refund-due')
    .reduce((sum, entry) => sum + entry.excess, 0);
  return (
    <Card title={<Trans>Chuyển khoản nhận được</Trans>}>
      <dl className="text-sm" data-testid="transfer-summary">
        <SummaryRow label={<Trans>Đã nhận</Trans>} amount={received} />
        {missing > 0 ? (
          <SummaryRow label={<Trans>Còn thiếu</Trans>} amount={missing} testId="transfer-missing" />
        ) : null}
        {excess + owed > 0 ? (
          <SummaryRow label={<Trans>Thừa, cần hoàn</Trans>} amount={excess + owed} testId="transfer-excess" />
        ) : null}
      </dl>
      <ul className="mt-3 flex flex-col gap-2 border-coffee-100 border-t pt-3 text-sm">
        {transfers.map((entry) => (
          <li key={entry._id} data-testid="order-transfer">
            <p className="flex flex-wrap justify-between gap-2">
              <Money amount={entry.amount} className="font-semibold" />
              <span>{i18n._(OUTCOME_LABELS[entry.outcome])}</span>
            </p>
            <p className="break-words text-coffee-700">
              {PROVIDER_NAMES[entry.provider]} · {formatDateTime(entry.received_at)} · {entry.note}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** One line of the summary; a line with a test id (missing, to refund) is a warning. */
function SummaryRow({ label, amount, testId }: { label: ReactNode; amount: number; testId?: string }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${testId ? 'font-semibold text-guava-700' : ''}`}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd>
        <Money amount={amount} />
      </dd>
    </div>
  );
}
