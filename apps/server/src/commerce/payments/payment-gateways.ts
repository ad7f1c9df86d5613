import type { Env } from '../../env.js';
import type { PaymentGateway, PaymentGatewayId } from './gateway.js';
import { vnpayGateway } from './vnpay-gateway.js';
import { vnpayConfig } from './vnpay.js';

/**
 * The payment gateways the shop takes (decision 052): each with its merchant keys, or in
 * development and tests its local simulator; production without a provider's keys leaves it out.
 */
export function paymentGateways(env: Env): ReadonlyMap<PaymentGatewayId, PaymentGateway> {
  const gateways = new Map<PaymentGatewayId, PaymentGateway>();
  const vnpay = vnpayConfig(env);
  if (vnpay) gateways.set('vnpay', vnpayGateway(vnpay));
  return gateways;
}

/** The gateway an e-wallet order pays through: VNPay, the one e-wallet method so far. */
export function ewalletGateway(env: Env): PaymentGateway | undefined {
  return paymentGateways(env).get('vnpay');
}
