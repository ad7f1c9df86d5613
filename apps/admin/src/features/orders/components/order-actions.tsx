import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleOrderReply } from '@shop/api-client';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { CancelAction } from './cancel-action';
import { MoveAction } from './move-action';
import { ShipAction } from './ship-action';
import { TransferAction } from './transfer-action';

type Open = 'confirm' | 'ship' | 'deliver' | 'cancel' | 'payment' | undefined;

/** The buttons of the actions the order's status allows (the domain's shopActionsFor), each confirmed in a dialog. */
export function OrderActions({ reply }: { reply: ConsoleOrderReply }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(undefined);
  const close = () => setOpen(undefined);
  const { order, actions } = reply;
  const labels = {
    confirm: t`Xác nhận đơn`,
    ship: t`Giao cho vận chuyển`,
    deliver: t`Đã giao hàng`,
    cancel: t`Huỷ đơn`,
  };
  if (actions.length === 0 && !reply.can_record_transfer) return null;
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
      {open === 'cancel' ? <CancelAction id={order._id} title={labels.cancel} onClose={close} /> : null}
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
