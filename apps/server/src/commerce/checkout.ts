import type { VietQrInfo } from '@shop/domain/orders';
import type { OrderDoc } from './order-store.js';
import type { PaymentGateway } from './payments/gateway.js';
import { type PaymentAttempt, reservePaymentAttempt, vietQrFor } from './payments/order-payment.js';
import { placeOrder } from './place-order.js';
import type { PaymentMethodDoc } from './reference-data.js';

/** The gateway of an e-wallet method (undefined when it is off), and the tries of the query job. */
export interface PaymentSetup {
  gatewayFor(method: PaymentMethodDoc): PaymentGateway | undefined;
  maxAttempts: number;
}

/** An e-wallet order is paid through the gateway: it needs a link once placed. */
const needsGatewayLink = (method: PaymentMethodDoc) => method.loai === 'e-wallet';

/**
 * Places a draft and prepares its payment in the same transaction: a newly placed e-wallet order
 * gets its first payment attempt reserved (the link is asked of the gateway after the COMMIT,
 * `attempt`); a bank-transfer order comes with its VietQR details. Any other order is complete
 * once placed, so COMMIT travels with the placing's writes.
 */
export async function placeAndPreparePayment(
  payment: PaymentSetup,
  ...[tx, idApp, shopper, id, body, now, options]: Parameters<typeof placeOrder>
): Promise<{ order: OrderDoc; vietqr: VietQrInfo | undefined; isNew: boolean; attempt?: PaymentAttempt }> {
  const placed = await placeOrder(tx, idApp, shopper, id, body, now, {
    ...options,
    finishIf: (method) => !needsGatewayLink(method),
  });
  let order = placed.order;
  let attempt: PaymentAttempt | undefined;
  if (!placed.isRepeat && placed.method && needsGatewayLink(placed.method)) {
    const context = { idApp, by: shopper.userCreated, now, maxAttempts: payment.maxAttempts };
    const reserved = await reservePaymentAttempt(tx, context, order, payment.gatewayFor(placed.method), 1);
    order = reserved.order;
    attempt = reserved.attempt;
  }
  return {
    order,
    vietqr: placed.method ? vietQrFor(order, placed.method) : undefined,
    isNew: !placed.isRepeat,
    ...(attempt ? { attempt } : {}),
  };
}
