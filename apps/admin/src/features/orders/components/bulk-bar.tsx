import { Trans, useLingui } from '@lingui/react/macro';
import type { BulkConfirmReply } from '@shop/domain/console';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ShipmentDialog, printLabels } from '@/features/shipments';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { downloadOrderExport } from '../api/download-export';
import { useBulkConfirm } from '../api/use-bulk-confirm';
import type { InboxSearch } from '../lib/inbox-search';

/**
 * What the inbox does with many orders at once: confirm or print the selected ones, and export
 * the whole filtered list as CSV (selection or not).
 */
export function BulkBar({
  selected,
  search,
  onConfirmed,
}: {
  selected: readonly string[];
  search: InboxSearch;
  onConfirmed: () => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const confirm = useBulkConfirm();
  const [exportError, setExportError] = useState<string>();
  const [isExporting, setIsExporting] = useState(false);
  const [isBooking, setIsBooking] = useState(false);
  const [labelError, setLabelError] = useState<string>();
  const labels = (size: 'A5' | 'A6') => {
    setLabelError(undefined);
    printLabels(selected, size).catch((error: unknown) =>
      setLabelError(errorText(error, locale, t`Chưa lấy được nhãn`)),
    );
  };
  const count = selected.length;
  const print = (doc: 'slip' | 'invoice') =>
    void navigate({ to: '/orders/print', search: { ids: selected.join(','), doc } });
  const exportList = async () => {
    setExportError(undefined);
    setIsExporting(true);
    try {
      await downloadOrderExport(search);
    } catch (error) {
      setExportError(errorText(error, locale, t`Không xuất được danh sách đơn hàng`));
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <section aria-label={t`Thao tác hàng loạt`} className="mb-3 flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 rounded-xl border border-coffee-100 bg-white p-3">
        {/* The selection's actions show once an order is ticked: a phone keeps the list in view. */}
        {count > 0 ? (
          <>
            <p className="font-semibold text-sm" data-testid="selected-count">
              <Trans>Đã chọn {count} đơn</Trans>
            </p>
            <Button
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(selected, { onSuccess: onConfirmed })}
            >
              <Trans>Xác nhận đơn đã chọn</Trans>
            </Button>
            <Button variant="secondary" onClick={() => print('slip')}>
              <Trans>In phiếu giao hàng</Trans>
            </Button>
            <Button variant="secondary" onClick={() => print('invoice')}>
              <Trans>In hoá đơn</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setIsBooking(true)}>
              <Trans>Tạo vận đơn</Trans>
            </Button>
            <Button variant="secondary" onClick={() => labels('A5')}>
              <Trans>In nhãn A5</Trans>
            </Button>
            <Button variant="secondary" onClick={() => labels('A6')}>
              <Trans>In nhãn A6</Trans>
            </Button>
          </>
        ) : (
          <p className="text-coffee-700 text-sm">
            <Trans>Chọn đơn để xác nhận hoặc in hàng loạt.</Trans>
          </p>
        )}
        <Button
          variant="secondary"
          className="ml-auto"
          disabled={isExporting}
          onClick={() => void exportList()}
        >
          <Trans>Xuất CSV</Trans>
        </Button>
      </div>
      {confirm.data ? <BulkOutcomes reply={confirm.data} /> : null}
      {confirm.error ? (
        <Alert>{errorText(confirm.error, locale, t`Không xác nhận được đơn hàng`)}</Alert>
      ) : null}
      {exportError ? <Alert>{exportError}</Alert> : null}
      {labelError ? <Alert>{labelError}</Alert> : null}
      {isBooking ? <ShipmentDialog orderIds={selected} onClose={() => setIsBooking(false)} /> : null}
    </section>
  );
}

/** The server's summary of a bulk confirm, then each refused order with its reason. */
function BulkOutcomes({ reply }: { reply: BulkConfirmReply }) {
  const refused = reply.results.filter((result) => !result.ok);
  return (
    <div role="status" className="rounded-lg border border-leaf-600/30 bg-leaf-50 px-4 py-3 text-sm">
      <p className="font-semibold">{reply.message}</p>
      {refused.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {refused.map((result) => (
            <li key={result._id}>
              {result.so_ct || result._id}: {result.ok ? '' : result.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
