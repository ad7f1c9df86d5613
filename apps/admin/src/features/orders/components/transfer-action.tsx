import { useLingui } from '@lingui/react/macro';
import { type RecordTransferBody, recordTransferSchema } from '@shop/domain/console';
import { formatDate, parseDisplayDate } from '@shop/domain/primitives';
import { readForm } from '@/lib/read-form';
import { Field } from '@/ui/field';
import { showToast } from '@/ui/toast';
import { useOrderAction } from '../api/use-order-action';
import { ActionDialog } from './action-dialog';

/**
 * Records a bank transfer as received: amount (VND), day (DD/MM/YYYY) and a note. The order's
 * status does not move, so a toast says it is done.
 */
export function TransferAction({
  id,
  soCt,
  total,
  onClose,
}: {
  id: string;
  soCt: string;
  total: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const mutation = useOrderAction(id, (api, body: RecordTransferBody) => api.recordTransfer(id, body));
  const read = (values: Record<string, string>) =>
    readForm(recordTransferSchema, {
      so_tien: values.so_tien ?? '',
      ngay: parseDisplayDate(values.ngay ?? '') ?? values.ngay,
      ghi_chu: values.ghi_chu,
    });
  return (
    <ActionDialog
      title={t`Ghi nhận chuyển khoản`}
      submitLabel={t`Ghi nhận`}
      onClose={onClose}
      onDone={() => showToast(t`Đã ghi nhận tiền chuyển khoản cho đơn ${soCt}`)}
      read={read}
      mutation={mutation}
      fields={(errors) => (
        <>
          <Field
            label={t`Số tiền nhận (VND)`}
            name="so_tien"
            inputMode="numeric"
            defaultValue={String(total)}
            error={errors.so_tien}
          />
          <Field
            label={t`Ngày nhận (DD/MM/YYYY)`}
            name="ngay"
            defaultValue={formatDate(new Date())}
            error={errors.ngay}
          />
          <Field label={t`Ghi chú`} name="ghi_chu" error={errors.ghi_chu} />
        </>
      )}
    />
  );
}
