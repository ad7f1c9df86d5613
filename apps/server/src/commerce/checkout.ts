import type { VietQrInfo } from '@shop/domain';
import { type OrderDoc, patchOrder } from './order-store.js';
import { vietQrFor } from './payments/order-payment.js';
import { placeOrder } from './place-order.js';
import type { PaymentMethodDoc } from './reference-data.js';

/** A gateway link for an order's payment attempt (the route knows the shop's origin and the client). */
export type GatewayLink = (order: OrderDoc, attempt: number) => Promise<{ url: string; txnRef: string }>;

/** An e-wallet order is paid through the gateway: it needs a link once placed. */
const needsGatewayLink = (method: PaymentMethodDoc) => method.loai === 'e-wallet';

/**
 * Places a draft and prepares its payment in the same transaction: a newly placed e-wallet order
 * gets its first gateway link; a bank-transfer order comes with its VietQR details. Any other
 * order is complete once placed, so COMMIT travels with the placing's writes.
 */
export async function placeAndPreparePayment(
  gatewayLink: GatewayLink,
  ...[tx, idApp, shopper, id, body, now, options]: Parameters<typeof placeOrder>
): Promise<{ order: OrderDoc; vietqr: VietQrInfo | undefined; isNew: boolean }> {
  const placed = await placeOrder(tx, idApp, shopper, id, body, now, {
    ...options,
    finishIf: (method) => !needsGatewayLink(method),
  });
  let order = placed.order;
  if (!placed.isRepeat && placed.method && needsGatewayLink(placed.method)) {
    const link = await gatewayLink(order, 1);
    order = await patchOrder(
      tx,
      idApp,
      id,
      { virtual_payment_client_url: link.url, vnp_txn_ref: link.txnRef, vnp_attempt: 1 },
      shopper.userCreated,
    );
  }
  return {
    order,
    vietqr: placed.method ? vietQrFor(order, placed.method) : undefined,
    isNew: !placed.isRepeat,
  };
}
