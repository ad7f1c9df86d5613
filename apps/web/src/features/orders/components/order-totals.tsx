import { Trans } from '@lingui/react/macro';
import { formatPrice } from '@shop/domain';
import type { ReactNode } from 'react';
import { useLanguageStore } from '../../../stores/language-store';
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

/** Provisional total, delivery fee, free shipping, vouchers and the total, as the server stored them. */
export function OrderTotals({ order }: { order: OrderView }) {
  const language = useLanguageStore((state) => state.language);
  const price = (amount: number | null | undefined) => formatPrice(amount ?? 0, language);
  // A reduction reads '−20.000 ₫', and plain '0 ₫' when there is none.
  const reduction = (amount: number | null | undefined) => `${amount ? '−' : ''}${price(amount)}`;
  return (
    <dl className="space-y-1 text-coffee-800 text-sm">
      <Row label={<Trans>Tạm tính</Trans>}>{price(order.tempPrice ?? order.t_tien_nt)}</Row>
      <Row label={<Trans>Phí vận chuyển</Trans>}>{price(order.tien_phi_vc)}</Row>
      <Row label={<Trans>Miễn phí vận chuyển</Trans>}>{reduction(order.tien_freeship)}</Row>
      {(order.tien_evoucher ?? 0) > 0 ? (
        <Row label={<Trans>Mã giảm giá</Trans>}>{reduction(order.tien_evoucher)}</Row>
      ) : null}
      <Row label={<Trans>Tổng thanh toán</Trans>} isStrong>
        <span data-testid="order-total">{price(order.t_tt_nt)}</span>
      </Row>
    </dl>
  );
}
