import { Trans } from '@lingui/react/macro';
import { lineNameWithVariant } from '@shop/domain/catalogue';
import { cartLineUnitPrice } from '@shop/domain/pricing';
import { useLanguageStore } from '@/stores/language-store';
import { lineKey, lineTotal, orderLines } from '../lib/order-fields';
import { OrderTotals } from './order-totals';
import { Card } from '@/ui/card';
import { Money } from '@/ui/money';

/** The lines with their prices, then vouchers, fees, free shipping and the total to pay. */
export function OrderLines({ order }: { order: Record<string, unknown> }) {
  const locale = useLanguageStore((state) => state.language);
  return (
    <Card title={<Trans>Sản phẩm</Trans>}>
      <ul className="divide-y divide-coffee-100">
        {orderLines(order).map((line) => (
          <li key={lineKey(line)} className="flex justify-between gap-4 py-2 text-sm">
            <span>
              <span className="block font-semibold">{lineNameWithVariant(line, locale)}</span>
              <span className="text-coffee-700">
                {line.sl_xuat} × <Money amount={cartLineUnitPrice(line)} />
              </span>
            </span>
            <span className="font-semibold">
              <Money amount={lineTotal(line)} />
            </span>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} locale={locale} className="mt-3 border-coffee-100 border-t pt-3" />
    </Card>
  );
}
