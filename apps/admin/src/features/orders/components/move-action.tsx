import { Trans, useLingui } from '@lingui/react/macro';
import { useOrderAction } from '../api/use-order-action';
import { ActionDialog } from './action-dialog';

/** Confirm or mark delivered: no fields, one question. */
export function MoveAction({
  id,
  action,
  title,
  soCt,
  onClose,
}: {
  id: string;
  action: 'confirm' | 'deliver';
  title: string;
  soCt: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const mutation = useOrderAction(id, (api) =>
    action === 'confirm' ? api.confirmOrder(id) : api.deliverOrder(id),
  );
  return (
    <ActionDialog
      title={title}
      submitLabel={t`Đồng ý`}
      onClose={onClose}
      read={() => ({ ok: true, value: undefined })}
      mutation={mutation}
      fields={() => (
        <p>
          {action === 'confirm' ? (
            <Trans>Xác nhận đơn {soCt} và bắt đầu chuẩn bị hàng?</Trans>
          ) : (
            <Trans>Ghi nhận đơn {soCt} đã giao đến khách?</Trans>
          )}
        </p>
      )}
    />
  );
}
