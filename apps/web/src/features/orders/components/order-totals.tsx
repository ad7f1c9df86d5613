import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DeliveryFee } from '@/ui/delivery-fee';
import { Price } from '@/ui/price';
import type { OrderView } from '../lib/order-view';

function Row({
  label,
  children,
  isStrong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  isStrong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${isStrong ? 'font-bold text-coffee-900' : ''}`}
    >
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Provisional total, delivery fee, free shipping, vouchers and the total, as the server stored
 * them, then the VAT the total includes at each rate (decision 065). A reduction of 0 (no free
 * shipping, no voucher) is not a line; the delivery fee always is.
 */
export function OrderTotals({ order }: { order: OrderView }) {
  const reduction = (amount: number) => <Price amount={amount} isReduction />;
  const freeShipping = order.tien_freeship ?? 0;
  const voucher = order.tien_evoucher ?? 0;
  return (
    <dl className="space-y-1 text-coffee-800 text-sm">
      <Row label={<Trans>Tạm tính</Trans>}>
        <Price amount={order.tempPrice ?? order.t_tien_nt ?? 0} />
      </Row>
      <Row label={<Trans>Phí vận chuyển</Trans>}>
        <DeliveryFee amount={order.tien_phi_vc} />
      </Row>
      {freeShipping > 0 ? (
        <Row label={<Trans>Miễn phí vận chuyển</Trans>}>{reduction(freeShipping)}</Row>
      ) : null}
      {voucher > 0 ? <Row label={<Trans>Mã giảm giá</Trans>}>{reduction(voucher)}</Row> : null}
      <Row label={<Trans>Tổng thanh toán</Trans>} isStrong>
        <Price amount={order.t_tt_nt ?? 0} testId="order-total" />
      </Row>
      {(order.thue_gtgt ?? []).map((entry) => (
        <Row
          key={entry.rate}
          label={
            <span data-testid={`vat-${entry.rate}`}>
              <Trans>
                Gồm thuế GTGT {entry.rate}% (trên <Price amount={entry.net} /> chưa thuế)
              </Trans>
            </span>
          }
        >
          <Price amount={entry.vat} />
        </Row>
      ))}
    </dl>
  );
}
