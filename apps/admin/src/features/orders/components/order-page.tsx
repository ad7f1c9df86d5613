import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatDateTime } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { meQuery } from '@/features/auth';
import { OrderTransfers } from '@/features/payments';
import { ShipmentCard } from '@/features/shipments';
import { EinvoiceCard } from '@/features/einvoices';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { PageTitle } from '@/ui/page-title';
import { orderQueries } from '../api/order-queries';
import { statusTone } from '../lib/status-tone';
import { OrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { OrderParty } from './order-party';
import { OrderTimeline } from './order-timeline';
import { PrintLinks } from './print-links';
import { Pending } from '@/ui/loading';

/** One order: lines, totals, shopper, address, payment, the actions left and the timeline. */
export function OrderPage({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const detail = useQuery(orderQueries.detail(orderId));
  // The refund forms only for an account with the `refund` right (the owner's by default).
  const canRefund = useQuery(meQuery()).data?.areas.includes('refund') === true;
  if (detail.error || !detail.data)
    return (
      <Pending query={detail} failed={t`Không tải được đơn hàng`}>
        <Trans>Đang tải đơn hàng…</Trans>
      </Pending>
    );
  const { order, timeline } = detail.data;
  return (
    <>
      <Link to="/orders" className="mb-2 inline-flex min-h-11 items-center text-leaf-700 text-sm underline">
        <Trans>← Tất cả đơn hàng</Trans>
      </Link>
      <PageTitle
        aside={
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-3 py-1 font-semibold text-sm ${statusTone(order.trang_thai)}`}
              data-testid="order-status"
            >
              {localized(order.ten_trang_thai, order.ten_trang_thai_eng, locale)}
            </span>
            <PrintLinks orderId={order._id} />
          </div>
        }
      >
        <Trans>Đơn {order.so_ct}</Trans>
      </PageTitle>
      <p className="-mt-2 mb-4 text-coffee-700 text-sm">
        <Trans>
          Đặt lúc {formatDateTime(String(order.ngay_ct ?? ''))} · dự kiến giao{' '}
          {formatDate(String(order.ngay_du_kien_nhan ?? ''))}
        </Trans>
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <OrderActions reply={detail.data} canRefund={canRefund} />
          <OrderLines order={order} />
          <OrderTimeline
            entries={timeline}
            names={detail.data.status_names}
            isCod={order.loai_pt_thanh_toan === 'cod'}
          />
        </div>
        <div className="flex flex-col gap-4">
          <OrderParty order={order} />
          <ShipmentCard order={order} />
          <EinvoiceCard orderId={order._id} />
          <OrderTransfers order={order} transfers={detail.data.bank_transfers ?? []} />
        </div>
      </div>
    </>
  );
}
