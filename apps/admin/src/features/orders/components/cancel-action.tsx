import { useLingui } from '@lingui/react/macro';
import type { ConsoleActionReply, ConsoleCancelBody } from '@shop/domain/console';
import { validateCancelReason } from '@shop/domain/orders';
import { Field } from '@/ui/field';
import { useOrderAction } from '../api/use-order-action';
import { ActionDialog, type ReadResult } from './action-dialog';

/**
 * Cancels with a reason of more than 5 characters (SPEC §5); stock and vouchers come back. A paid
 * order's reply says what is owed back (`refund_due`), handed to `onDone` to ask for the refund.
 */
export function CancelAction({
  id,
  title,
  onClose,
  onDone,
}: {
  id: string;
  title: string;
  onClose: () => void;
  onDone?: (reply: ConsoleActionReply) => void;
}) {
  const { t } = useLingui();
  const mutation = useOrderAction(id, (api, body: ConsoleCancelBody) => api.cancelOrder(id, body));
  const read = (values: Record<string, string>): ReadResult<ConsoleCancelBody> => {
    const reason = validateCancelReason(values.ly_do_huy);
    return reason.ok
      ? { ok: true, value: { ly_do_huy: reason.reason } }
      : { ok: false, errors: { ly_do_huy: reason.code } };
  };
  return (
    <ActionDialog
      title={title}
      submitLabel={t`Huỷ đơn`}
      isDanger
      onClose={onClose}
      onDone={onDone}
      read={read}
      mutation={mutation}
      fields={(errors) => <Field label={t`Lý do huỷ`} name="ly_do_huy" error={errors.ly_do_huy} />}
    />
  );
}
