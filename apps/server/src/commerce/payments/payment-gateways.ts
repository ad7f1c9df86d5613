import type { Env } from '../../env.js';
import type { OrderDoc } from '../order-store.js';
import type { PaymentMethodDoc } from '../reference-data.js';
import type { PaymentGateway, PaymentGatewayId } from './gateway.js';
import { momoGateway } from './momo-gateway.js';
import { momoConfig } from './momo.js';
import { vnpayGateway } from './vnpay-gateway.js';
import { vnpayConfig } from './vnpay.js';
import { zalopayGateway } from './zalopay-gateway.js';
import { zalopayConfig } from './zalopay.js';

/**
 * The payment gateways the shop takes (decisions 052, 056, 057): each with its merchant keys, or
 * in development and tests its local simulator; production without a provider's keys leaves it out.
 */
export function paymentGateways(env: Env): ReadonlyMap<PaymentGatewayId, PaymentGateway> {
  const gateways = new Map<PaymentGatewayId, PaymentGateway>();
  const vnpay = vnpayConfig(env);
  if (vnpay) gateways.set('vnpay', vnpayGateway(vnpay));
  const momo = momoConfig(env);
  if (momo) gateways.set('momo', momoGateway(momo));
  const zalopay = zalopayConfig(env);
  if (zalopay) gateways.set('zalopay', zalopayGateway(zalopay));
  return gateways;
}

/** The gateway a payment method names (cong_thanh_toan; VNPay for an e-wallet method naming none). */
export function gatewayIdOf(method: Pick<PaymentMethodDoc, 'cong_thanh_toan'> | undefined): PaymentGatewayId {
  const named = method?.cong_thanh_toan;
  return named === 'momo' || named === 'zalopay' ? named : 'vnpay';
}

/** The gateway an e-wallet order pays through: its method's, when that gateway is on. */
export function ewalletGateway(
  env: Env,
  method?: Pick<PaymentMethodDoc, 'cong_thanh_toan'>,
): PaymentGateway | undefined {
  return paymentGateways(env).get(gatewayIdOf(method));
}

/** The gateway an order was paid through (the one its payment attempt was made with). */
export function orderGateway(env: Env, order: OrderDoc): PaymentGateway | undefined {
  const id = order.cong_thanh_toan;
  return paymentGateways(env).get(id === 'momo' || id === 'zalopay' ? id : 'vnpay');
}
