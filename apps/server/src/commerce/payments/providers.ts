import type { Env } from '../../env.js';
import { cassoSecret, sepayKey, type WebhookKey } from './bank-notices.js';
import { vnpayGatewayState } from './vnpay.js';

const VNPAY_STATE_WORDS = { keys: 'on (merchant keys)', sandbox: 'local sandbox', missing: 'off' } as const;

/**
 * The start-up log's line of the payment providers (DESIGN "Operations and outside providers":
 * production logs which are on): VNPay's gateway, and each bank-notification webhook, on only
 * with its key. No key is printed.
 */
export function paymentProvidersLine(env: Env): string {
  const onOff = (value: WebhookKey | undefined) =>
    !value ? 'off' : value.isSandbox ? 'local simulator' : 'on';
  return (
    `payments: vnpay ${VNPAY_STATE_WORDS[vnpayGatewayState(env)]}, ` +
    `sepay webhook ${onOff(sepayKey(env))}, casso webhook ${onOff(cassoSecret(env))}`
  );
}
