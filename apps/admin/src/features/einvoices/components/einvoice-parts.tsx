import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleEinvoice } from '@shop/domain/invoices';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmAction } from '@/ui/confirm-dialog';
import { Money } from '@/ui/money';
import { showToast } from '@/ui/toast';
import { einvoiceQueries, reissue } from '../api/einvoice-queries';

/**
 * An invoice's state in words: issued with its number, waiting, failed with the provider's reason,
 * or a decrease adjustment a refund calls for (with the amount refunded).
 */
export function EinvoiceState({ invoice }: { invoice: ConsoleEinvoice }) {
  if (invoice.state === 'issued')
    return (
      <p className="font-semibold text-leaf-800" data-testid="einvoice-state">
        <Trans>Đã phát hành · số {invoice.invoice_number}</Trans>
      </p>
    );
  if (invoice.state === 'needs-adjustment') {
    const original = invoice.reference_code.replace(/-DC-\d+$/, '');
    return (
      <div data-testid="einvoice-state">
        <p className="font-semibold text-guava-700">
          <Trans>
            Cần lập hóa đơn điều chỉnh giảm · hoàn <Money amount={-invoice.total} />
          </Trans>
        </p>
        <p className="text-coffee-700 text-sm">
          <Trans>
            Kế toán lập hóa đơn điều chỉnh giảm cho hóa đơn {original} trên trang của nhà cung cấp (chưa có
            API điều chỉnh).
          </Trans>
        </p>
      </div>
    );
  }
  if (invoice.state === 'waiting')
    return (
      <p className="font-semibold" data-testid="einvoice-state">
        <Trans>Đang chờ nhà cung cấp hóa đơn…</Trans>
      </p>
    );
  return (
    <div data-testid="einvoice-state">
      <p className="font-semibold text-guava-700">
        <Trans>Phát hành lỗi</Trans>
      </p>
      <p className="break-words text-guava-700 text-sm" data-testid="einvoice-error">
        {invoice.error}
      </p>
    </div>
  );
}

/** The facts of an invoice: buyer, tax code, VAT by rate, lookup code and link. */
export function EinvoiceFacts({ invoice }: { invoice: ConsoleEinvoice }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p>
        {invoice.buyer_name || <Trans>(người mua cá nhân)</Trans>}
        {invoice.buyer_tax_code ? <> · MST {invoice.buyer_tax_code}</> : null}
      </p>
      <ul className="text-coffee-700">
        {invoice.vat_by_rate.map((rate) => (
          <li key={rate.rate}>
            <Trans>
              Thuế suất {rate.rate}%: <Money amount={rate.net} /> chưa thuế, thuế <Money amount={rate.vat} />
            </Trans>
          </li>
        ))}
      </ul>
      <p className="font-semibold">
        <Trans>
          Cộng: <Money amount={invoice.total} />
        </Trans>
      </p>
      {invoice.state === 'issued' && invoice.lookup_url ? (
        <p>
          <Trans>Mã tra cứu {invoice.reference_code}</Trans>
          {' · '}
          <a
            href={invoice.lookup_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center text-leaf-700 underline"
            data-testid="einvoice-link"
          >
            <Trans>Xem hóa đơn</Trans>
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** Re-issues a failed invoice, asked first. */
export function ReissueButton({ invoice }: { invoice: ConsoleEinvoice }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  if (invoice.state !== 'failed') return null;
  return (
    <ConfirmAction
      label={t`Phát hành lại`}
      question={<Trans>Gửi lại hóa đơn của đơn {invoice.so_ct} cho nhà cung cấp?</Trans>}
      failure={t`Không phát hành lại được`}
      run={() => reissue(invoice.id)}
      onDone={() => {
        showToast(t`Đã gửi lại hóa đơn cho nhà cung cấp`);
        return queryClient.invalidateQueries({ queryKey: einvoiceQueries.all() });
      }}
    />
  );
}
