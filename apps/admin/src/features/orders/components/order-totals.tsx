import { Trans } from '@lingui/react/macro';
import { type OrderVat, orderVatSchema } from '@shop/domain/invoices';
import type { Locale } from '@shop/domain/primitives';
import * as v from 'valibot';
import type { ReactNode } from 'react';
import { Money } from '@/ui/money';
import { amount } from '../lib/order-fields';

/** The VAT by rate an order stored (decision 065); none for an order placed before rates existed. */
function vatByRate(order: Record<string, unknown>): OrderVat {
  const parsed = v.safeParse(orderVatSchema, order.thue_gtgt);
  return parsed.success ? parsed.output : [];
}

/**
 * Goods, discounts, vouchers, fees, free shipping and the total to pay (screen and invoice), then
 * the VAT the total includes at each rate.
 */
export function OrderTotals({
  order,
  locale,
  className = '',
}: {
  order: Record<string, unknown>;
  locale: Locale;
  className?: string;
}) {
  const money = (value: unknown) => <Money amount={amount(value)} locale={locale} />;
  const vouchers = (Array.isArray(order.evouchers) ? order.evouchers : []) as { ma?: string }[];
  const row = (label: ReactNode, value: ReactNode, strong = false) => (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'font-semibold text-base' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  // A reduction row shows only when there is one.
  const less = (label: ReactNode, value: number) =>
    value > 0 ? row(label, <Money amount={value} locale={locale} isReduction />) : null;
  return (
    <dl className={`text-sm ${className}`}>
      {row(<Trans>Tiền hàng</Trans>, money(order.t_tien_hang))}
      {less(<Trans>Chiết khấu</Trans>, amount(order.t_tien_ck) + amount(order.tien_ck_hd))}
      {less(
        <Trans>Voucher {vouchers.map((voucher) => voucher.ma).join(', ')}</Trans>,
        amount(order.tien_evoucher),
      )}
      {row(<Trans>Phí vận chuyển</Trans>, money(order.tien_phi_vc))}
      {less(<Trans>Miễn phí vận chuyển</Trans>, amount(order.tien_freeship))}
      {row(<Trans>Tổng thanh toán</Trans>, money(order.t_tt_nt), true)}
      {vatByRate(order).map((entry) => (
        <div key={entry.rate} className="flex justify-between gap-4 py-1" data-testid={`vat-${entry.rate}`}>
          <dt>
            <Trans>
              Gồm thuế GTGT {entry.rate}% (trên <Money amount={entry.net} locale={locale} /> chưa thuế)
            </Trans>
          </dt>
          <dd>
            <Money amount={entry.vat} locale={locale} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
