import { Trans } from '@lingui/react/macro';
import { useStartCheckout } from '../api/start-checkout';
import type { CartTotals } from '../lib/cart-totals';
import { Panel } from '@/ui/panel';
import { Price } from '@/ui/price';

/** The totals as the server priced the lines, and 'Thanh toán' (starts checkout, SPEC §4). */
export function CartSummary({ totals, isSettling }: { totals: CartTotals; isSettling: boolean }) {
  const { start, isStarting } = useStartCheckout();
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <Panel title={<Trans>Tóm tắt đơn hàng</Trans>} className="border-leaf-100 p-5 lg:sticky lg:top-28">
      <dl aria-busy={isSettling} className="mt-4 space-y-2 text-coffee-800">
        <div className={row}>
          <dt>
            <Trans>Tiền hàng</Trans>
          </dt>
          <dd>
            <Price amount={totals.retail} />
          </dd>
        </div>
        {totals.discount > 0 ? (
          <div className={row}>
            <dt>
              <Trans>Khuyến mãi</Trans>
            </dt>
            <dd className="text-guava-700">
              −<Price amount={totals.discount} />
            </dd>
          </div>
        ) : null}
        <div className={`${row} border-coffee-100 border-t pt-3 font-bold text-coffee-900 text-lg`}>
          <dt>
            <Trans>Tạm tính</Trans>
          </dt>
          <dd data-testid="cart-subtotal">
            <Price amount={totals.subtotal} />
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-coffee-600 text-xs">
        <Trans>Phí vận chuyển và mã giảm giá được tính ở bước thanh toán.</Trans>
      </p>
      <button
        type="button"
        onClick={start}
        aria-busy={isStarting}
        disabled={isSettling}
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-leaf-700 px-6 font-semibold text-white transition hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:opacity-60"
      >
        {isStarting ? <Trans>Đang xử lý…</Trans> : <Trans>Thanh toán</Trans>}
      </button>
    </Panel>
  );
}
