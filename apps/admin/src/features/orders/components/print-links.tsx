import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

const LINK =
  'inline-flex min-h-11 items-center rounded-lg border border-coffee-200 bg-white px-3 font-semibold text-sm hover:bg-coffee-100';

/** The order's invoice and packing slip, in the print view. */
export function PrintLinks({ orderId }: { orderId: string }) {
  return (
    <>
      <Link to="/orders/print" search={{ ids: orderId, doc: 'invoice' }} className={LINK}>
        <Trans>In hoá đơn</Trans>
      </Link>
      <Link to="/orders/print" search={{ ids: orderId, doc: 'slip' }} className={LINK}>
        <Trans>In phiếu giao hàng</Trans>
      </Link>
    </>
  );
}
