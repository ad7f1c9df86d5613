import { Trans, useLingui } from '@lingui/react/macro';
import {
  canCancel,
  canPay,
  canRebuy,
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_DELIVERED,
  PAYMENT_STATUS_SETTLED,
} from '@shop/domain/orders';
import { type ReactNode, useState } from 'react';
import { OrderReturns, ReturnRequest } from '@/features/returns';
import { OrderReviews } from '@/features/reviews';
import type { OrderView } from '../lib/order-view';
import type { useOrderActions } from '../api/use-order-actions';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderLines } from './order-lines';
import { OrderHeader, OrderPaymentFacts } from './order-parts';
import { OrderTotals } from './order-totals';
import { TransferQr } from './transfer-qr';

type OrderCardProps = { order: OrderView; actions: ReturnType<typeof useOrderActions> };

const ACTION =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold text-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700';

/** One order of the history with every field of SPEC §3 and the actions its status allows. */
export function OrderCard({ order, actions }: OrderCardProps) {
  const { t } = useLingui();
  const [isCancelling, setIsCancelling] = useState(false);
  const code = order.so_ct ?? '';
  const isUnpaid =
    order.trang_thai_tt !== PAYMENT_STATUS_SETTLED && order.trang_thai !== ORDER_STATUS_CANCELLED;
  const isPayable = order.loai_pt_thanh_toan === 'e-wallet' && canPay(order, order.pt_thanh_toan ?? '');
  const showsQr = order.loai_pt_thanh_toan === 'bank-transfer' && isUnpaid && order.vietqr;

  return (
    <article
      aria-labelledby={`order-${order._id}`}
      data-testid="order-card"
      className="rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <OrderHeader order={order} headingId={`order-${order._id}`} />
      <div className="mt-3">
        <OrderLines lines={order.details ?? []} />
      </div>
      <div className="mt-3 grid gap-4 border-coffee-100 border-t pt-4 sm:grid-cols-2">
        <section aria-label={t`Người nhận`} className="text-coffee-800 text-sm">
          <p className="font-semibold text-coffee-900">{order.ten_nguoi_nhan}</p>
          <p>{order.sdt_nguoi_nhan}</p>
          <p>{order.dia_chi_nguoi_nhan}</p>
          <OrderPaymentFacts order={order} />
        </section>
        <OrderTotals order={order} />
      </div>
      {showsQr && order.vietqr ? (
        <div className="mt-4">
          <TransferQr orderId={order._id} vietqr={order.vietqr} />
        </div>
      ) : null}
      {order.trang_thai === ORDER_STATUS_DELIVERED ? <OrderReviews orderId={order._id} /> : null}
      {order.trang_thai === ORDER_STATUS_DELIVERED ? <OrderReturns orderId={order._id} /> : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {order.trang_thai === ORDER_STATUS_DELIVERED ? (
          <ReturnRequest orderId={order._id} deliveredAt={order.ngay_giao_hang} lines={order.details ?? []} />
        ) : null}
        {canCancel(order) ? (
          <button
            type="button"
            onClick={() => setIsCancelling(true)}
            className={`${ACTION} border border-guava-300 text-guava-700 hover:bg-guava-50`}
          >
            <Trans>Huỷ đơn</Trans>
          </button>
        ) : null}
        {isPayable ? (
          <OrderActionButton
            action={actions.pay}
            orderId={order._id}
            className="bg-coffee-800 text-white hover:bg-coffee-900"
          >
            <Trans>Thanh toán</Trans>
          </OrderActionButton>
        ) : null}
        {canRebuy(order) ? (
          <OrderActionButton
            action={actions.rebuy}
            orderId={order._id}
            className="bg-leaf-700 text-white hover:bg-leaf-800"
          >
            <Trans>Mua lại</Trans>
          </OrderActionButton>
        ) : null}
      </div>
      <CancelOrderDialog
        orderCode={code}
        isOpen={isCancelling}
        isSubmitting={actions.cancel.isPending}
        onClose={() => setIsCancelling(false)}
        onConfirm={(reason) =>
          actions.cancel.mutate({ id: order._id, reason }, { onSettled: () => setIsCancelling(false) })
        }
      />
    </article>
  );
}

/** A button that runs one of the order's actions (pay, buy again), busy while it runs. */
function OrderActionButton({
  action,
  orderId,
  className,
  children,
}: {
  action: { isPending: boolean; mutate: (orderId: string) => void };
  orderId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-busy={action.isPending}
      onClick={() => action.mutate(orderId)}
      className={`${ACTION} ${className}`}
    >
      {children}
    </button>
  );
}
