import type { Env } from '../../env.js';
import { cassoSecret, sepayKey, type WebhookKey } from './bank-notices.js';
import { GATEWAY_IDS } from './gateway.js';
import { paymentGateways } from './payment-gateways.js';

const STATE_WORDS = { keys: 'on (merchant keys)', sandbox: 'local sandbox', missing: 'off' } as const;

/**
 * The start-up log's line of the payment providers (DESIGN "Operations and outside providers":
 * production logs which are on): each payment gateway (decision 052), and each bank-notification webhook, on only
 * with its key. No key is printed.
 */
export function paymentProvidersLine(env: Env): string {
  const onOff = (value: WebhookKey | undefined) =>
    !value ? 'off' : value.isSandbox ? 'local simulator' : 'on';
  const gateways = paymentGateways(env);
  const wallets = GATEWAY_IDS.map((id) => `${id} ${STATE_WORDS[gateways.get(id)?.state ?? 'missing']}`);
  return (
    `payments: ${wallets.join(', ')}, ` +
    `sepay webhook ${onOff(sepayKey(env))}, casso webhook ${onOff(cassoSecret(env))}`
  );
}
