import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@/ui/toast';
import { useOrderAction } from '../api/use-order-action';
import { ActionDialog } from './action-dialog';

/**
 * Opens again an order the payment hold cancelled (POST console/orders/{id}/reopen, decision
 * 067): its stock and voucher uses are taken again, a new hold starts, and a transfer that came
 * late pays it. Refused while the stock is short (the server's message says which product).
 */
export function ReopenAction({ id, soCt, onClose }: { id: string; soCt: string; onClose: () => void }) {
  const { t } = useLingui();
  const mutation = useOrderAction(id, (api) => api.reopenOrder(id));
  return (
    <ActionDialog
      title={t`Mở lại đơn`}
      submitLabel={t`Mở lại đơn`}
      onClose={onClose}
      onDone={(reply) => showToast(reply.message)}
      read={() => ({ ok: true, value: undefined })}
      mutation={mutation}
      fields={() => (
        <p>
          <Trans>
            Đơn {soCt} đã bị huỷ vì quá thời gian giữ đơn. Mở lại đơn sẽ giữ lại hàng trong kho và bắt đầu
            thời gian chờ thanh toán mới; khoản chuyển khoản đến muộn sẽ được ghi nhận cho đơn.
          </Trans>
        </p>
      )}
    />
  );
}
