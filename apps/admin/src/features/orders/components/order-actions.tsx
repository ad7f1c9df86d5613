import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleOrderReply } from '@shop/api-client';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/toast';
import { CancelAction } from './cancel-action';
import { MoveAction } from './move-action';
import { gatewayName, RefundAction } from './refund-action';
import { ReopenAction } from './reopen-action';
import { ShipAction } from './ship-action';
import { TransferAction } from './transfer-action';

type Open = 'confirm' | 'ship' | 'deliver' | 'cancel' | 'payment' | 'refund' | 'reopen' | undefined;

/**
 * The buttons of the actions the order's status allows (the domain's shopActionsFor), each
 * confirmed in a dialog; with the `refund` right, the refund of what was paid (through the gateway
 * or recorded as a bank refund), asked for at once when a paid order is cancelled; re-opening an
 * order the payment hold cancelled (issue 30).
 */
export function OrderActions({ reply, canRefund }: { reply: ConsoleOrderReply; canRefund: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(undefined);
  // The amount a cancellation left owed: the refund form opens with it (the cancel prompt).
  const [owed, setOwed] = useState<number | undefined>(undefined);
  const close = () => {
    setOpen(undefined);
    setOwed(undefined);
  };
  const { order, actions } = reply;
  const money = reply.money;
  const mayRefund = canRefund && money !== undefined && money.refund_via !== null && money.refundable > 0;
  const mayReopen = money?.can_reopen === true;
  const afterCancel = (done: { refund_due?: number; message: string }) => {
    if (!done.refund_due) return;
    if (canRefund) setOwed(done.refund_due);
    else showToast(done.message);
  };
  const labels = {
    confirm: t`Xác nhận đơn`,
    ship: t`Giao cho vận chuyển`,
    deliver: t`Đã giao hàng`,
    cancel: t`Huỷ đơn`,
  };
  if (actions.length === 0 && !reply.can_record_transfer && !mayRefund && !mayReopen && owed === undefined)
    return null;
  return (
    <div className="flex flex-wrap gap-2 rounded-xl border border-coffee-100 bg-white p-4">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'cancel' ? 'secondary' : 'primary'}
          onClick={() => setOpen(action)}
        >
          {labels[action]}
        </Button>
      ))}
      {reply.can_record_transfer ? (
        <Button variant="secondary" onClick={() => setOpen('payment')}>
          <Trans>Ghi nhận chuyển khoản</Trans>
        </Button>
      ) : null}
      {mayRefund ? (
        <Button variant="secondary" onClick={() => setOpen('refund')}>
          {money.refund_via === 'gateway'
            ? t`Hoàn tiền qua ${gatewayName(money.gateway)}`
            : t`Ghi nhận hoàn tiền qua ngân hàng`}
        </Button>
      ) : null}
      {mayReopen ? (
        <Button variant="secondary" onClick={() => setOpen('reopen')}>
          <Trans>Mở lại đơn</Trans>
        </Button>
      ) : null}
      {open === 'confirm' || open === 'deliver' ? (
        <MoveAction id={order._id} action={open} title={labels[open]} soCt={order.so_ct} onClose={close} />
      ) : null}
      {open === 'ship' ? (
        <ShipAction
          id={order._id}
          chosen={typeof order.don_vi_vc === 'string' ? order.don_vi_vc : ''}
          title={labels.ship}
          onClose={close}
        />
      ) : null}
      {open === 'cancel' ? (
        <CancelAction
          id={order._id}
          title={labels.cancel}
          onClose={() => setOpen(undefined)}
          onDone={afterCancel}
        />
      ) : null}
      {(open === 'refund' || owed !== undefined) && money ? (
        <RefundAction id={order._id} soCt={order.so_ct} money={money} amount={owed} onClose={close} />
      ) : null}
      {open === 'reopen' ? <ReopenAction id={order._id} soCt={order.so_ct} onClose={close} /> : null}
      {open === 'payment' ? (
        <TransferAction
          id={order._id}
          soCt={order.so_ct}
          total={Number(order.t_tt_nt ?? 0)}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
