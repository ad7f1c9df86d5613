import { Trans, useLingui } from '@lingui/react/macro';
import { trackingUrl } from '@shop/domain/carriers';
import { orderEinvoiceOf } from '@shop/domain/invoices';
import { type OrderRefund, paymentDisplayLabel, paymentDisplayOf } from '@shop/domain/payments';
import { formatDate } from '@shop/domain/primitives';
import { localizedLabel } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { Price } from '@/ui/price';
import type { OrderView } from '../lib/order-view';

/** An order's heading: its code, dates and status by the shop's names (history and lookup alike). */
export function OrderHeader({ order, headingId }: { order: OrderView; headingId: string }) {
  const language = useLanguageStore((state) => state.language);
  const code = order.so_ct ?? '';
  const status = localizedLabel(order.ten_trang_thai, order.ten_trang_thai_eng, language);
  return (
    <header className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <h2 id={headingId} className="font-bold text-coffee-900 text-lg">
          <Trans>Đơn hàng {code}</Trans>
        </h2>
        <p className="text-coffee-700 text-sm">
          <Trans>Ngày đặt: {formatDate(order.ngay_ct ?? undefined, language)}</Trans>
        </p>
        {order.ngay_du_kien_nhan ? (
          <p className="text-coffee-700 text-sm">
            <Trans>Dự kiến giao: {formatDate(order.ngay_du_kien_nhan, language)}</Trans>
          </p>
        ) : null}
      </div>
      <p
        data-testid="order-status"
        className="rounded-full bg-leaf-50 px-3 py-1 font-semibold text-leaf-800 text-sm"
      >
        {status}
      </p>
    </header>
  );
}

/**
 * The payment method and state (cash on delivery is to collect, not paid: decision 042), the
 * carrier with its tracking code, and a cancellation's reason.
 */
export function OrderPaymentFacts({ order }: { order: OrderView }) {
  const language = useLanguageStore((state) => state.language);
  const payment = localizedLabel(order.ten_pt_thanh_toan, order.ten_pt_thanh_toan_eng, language);
  const paymentState = paymentDisplayOf(order);
  // The carrier's own tracking page of a parcel the shop booked with it (decision 058).
  const tracking = trackingUrl(order.don_vi_vc, order.ma_van_don);
  return (
    <>
      {payment ? (
        <p className="mt-1 text-coffee-600">
          <Trans>Thanh toán: {payment}</Trans>
        </p>
      ) : null}
      <p className="text-coffee-600" data-testid="order-payment-state">
        {paymentDisplayLabel(paymentState.code, language)}
        {paymentState.code === 'COD_TO_COLLECT' ? (
          <>
            : <Price amount={paymentState.amount} />
          </>
        ) : null}
      </p>
      <OrderRefunds refunds={order.hoan_tien ?? []} />
      {order.ma_van_don ? (
        <p className="mt-1" data-testid="order-tracking">
          <Trans>
            Vận chuyển: {order.ten_dv_vc || order.don_vi_vc} · mã vận đơn {order.ma_van_don}
          </Trans>
          {tracking ? (
            <>
              {' · '}
              <a
                href={tracking}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-leaf-800 underline"
                data-testid="order-tracking-link"
              >
                <Trans>Theo dõi trên trang của đơn vị vận chuyển</Trans>
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <OrderEinvoiceFact order={order} />
      {order.ly_do_huy ? (
        <p className="mt-1 text-guava-700">
          <Trans>Lý do huỷ: {order.ly_do_huy}</Trans>
        </p>
      ) : null}
    </>
  );
}

/** The order's e-invoice once issued (decision 059): its number, lookup code and the provider's link. */
function OrderEinvoiceFact({ order }: { order: OrderView }) {
  const einvoice = orderEinvoiceOf((order as Record<string, unknown>).hoa_don_dien_tu);
  if (!einvoice) return null;
  const { so_hoa_don: number, ma_tra_cuu: code } = einvoice;
  return (
    <p className="mt-1" data-testid="order-einvoice">
      <Trans>
        Hóa đơn điện tử số {number} · mã tra cứu {code}
      </Trans>
      {' · '}
      <a
        href={einvoice.link}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-leaf-800 underline"
        data-testid="order-einvoice-link"
      >
        <Trans>Xem hóa đơn</Trans>
      </a>
    </p>
  );
}

const GATEWAYS: Readonly<Record<string, string>> = { momo: 'MoMo', zalopay: 'ZaloPay', vnpay: 'VNPay' };

/** The order's refunds as they stand (issue 30): how much, how it goes back, and where it is. */
function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  const { t } = useLingui();
  if (refunds.length === 0) return null;
  return (
    <ul className="mt-1" data-testid="order-refunds">
      {refunds.map((refund) => {
        const via =
          refund.kind === 'bank' ? t`chuyển khoản ngân hàng` : (GATEWAYS[refund.gateway] ?? refund.gateway);
        const state =
          refund.state === 'done'
            ? t`đã hoàn`
            : refund.state === 'failed'
              ? t`chưa hoàn được, cửa hàng sẽ liên hệ bạn`
              : t`đang xử lý`;
        return (
          <li key={refund._id} className="text-coffee-600" data-state={refund.state}>
            <Trans>
              Hoàn tiền <Price amount={refund.amount} /> qua {via}: {state}
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}
