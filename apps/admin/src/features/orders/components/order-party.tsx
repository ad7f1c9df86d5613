import { Trans } from '@lingui/react/macro';
import { paymentInputOf } from '@shop/domain/payments';
import { formatDate, formatPrice } from '@shop/domain/primitives';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { deliveryAddress, text } from '../lib/order-fields';
import { PaymentState } from './payment-state';
import { Card } from '@/ui/card';

/** Shopper, delivery address, carrier and tracking, payment method and state. */
export function OrderParty({ order }: { order: Record<string, unknown> }) {
  const locale = useLanguageStore((state) => state.language);
  const address = deliveryAddress(order);
  const received = order.thanh_toan_nhan as { so_tien?: number; ngay?: string; ghi_chu?: string } | undefined;
  return (
    <div className="flex flex-col gap-4">
      <Card title={<Trans>Khách hàng</Trans>}>
        <p className="font-semibold">{text(order.ten_nguoi_nhan)}</p>
        <p>{text(order.sdt_nguoi_nhan)}</p>
        <p className="break-all">{text(order.email_nguoi_nhan)}</p>
        <p className="mt-2 text-coffee-700 text-sm">{address}</p>
        <p className="mt-1 text-coffee-700 text-sm">
          {text(order.user_created) === 'public' ? <Trans>Khách vãng lai</Trans> : text(order.user_created)}
        </p>
      </Card>
      <Card title={<Trans>Thanh toán và giao hàng</Trans>}>
        <p>{localized(text(order.ten_pt_thanh_toan), text(order.ten_pt_thanh_toan_eng), locale)}</p>
        <PaymentState order={paymentInputOf(order)} />
        {received ? (
          <p className="mt-1 text-sm">
            <Trans>
              Đã nhận {formatPrice(received.so_tien ?? 0, locale)} ngày {formatDate(received.ngay)}{' '}
              {received.ghi_chu}
            </Trans>
          </p>
        ) : null}
        <p className="mt-3 text-sm">
          <Trans>Đơn vị vận chuyển:</Trans> {text(order.ten_dv_vc) || text(order.don_vi_vc)}
        </p>
        {order.ma_van_don ? (
          <p className="text-sm" data-testid="tracking-code">
            <Trans>Mã vận đơn:</Trans> {text(order.ma_van_don)}
          </p>
        ) : null}
        {order.ly_do_huy ? (
          <p className="mt-2 text-guava-700 text-sm">
            <Trans>Lý do huỷ:</Trans> {text(order.ly_do_huy)}
          </p>
        ) : null}
      </Card>
    </div>
  );
}
