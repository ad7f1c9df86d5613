import { createHmac } from 'node:crypto';
import { type Env, isDevelopmentMode } from '../../env.js';
import type { FetchLike } from '../carriers/carrier.js';
import { injectFetch } from '../carriers/simulators/sim-kit.js';
import type { EinvoiceProvider, EinvoiceProviderState } from './provider.js';
import { SEPAY_EINVOICE_PRODUCTION_URL, sepayEinvoiceProvider } from './sepay-einvoice.js';
import { type SepayEinvoiceSimulator, sepayEinvoiceSimulator } from './sepay-simulator.js';

/** The e-invoice provider of this process (decision 059), its state and its simulator. */
export interface Einvoicing {
  provider: EinvoiceProvider | undefined;
  state: EinvoiceProviderState;
  simulator?: SepayEinvoiceSimulator | undefined;
}

const derived = (env: Env, label: string) =>
  createHmac('sha256', env.TRUST_KEY).update(label).digest('hex').slice(0, 32);

/**
 * SePay eInvoice with its keys (SEPAY_EINVOICE_*); without them, in development mode and tests
 * only, the local simulator answering in this process (keys derived from TRUST_KEY); in production
 * without keys, off: no invoice is planned.
 */
export function einvoicingFromEnv(
  env: Env,
  realFetch: FetchLike = (url, init) => fetch(url, init),
): Einvoicing {
  if (
    env.SEPAY_EINVOICE_CLIENT_ID &&
    env.SEPAY_EINVOICE_CLIENT_SECRET &&
    env.SEPAY_EINVOICE_PROVIDER_ACCOUNT_ID &&
    env.SEPAY_EINVOICE_TEMPLATE_CODE &&
    env.SEPAY_EINVOICE_INVOICE_SERIES
  ) {
    return {
      state: 'keys',
      provider: sepayEinvoiceProvider({
        baseUrl: env.SEPAY_EINVOICE_API_URL ?? SEPAY_EINVOICE_PRODUCTION_URL,
        clientId: env.SEPAY_EINVOICE_CLIENT_ID,
        clientSecret: env.SEPAY_EINVOICE_CLIENT_SECRET,
        providerAccountId: env.SEPAY_EINVOICE_PROVIDER_ACCOUNT_ID,
        templateCode: env.SEPAY_EINVOICE_TEMPLATE_CODE,
        invoiceSeries: env.SEPAY_EINVOICE_INVOICE_SERIES,
        fetch: realFetch,
        state: 'keys',
      }),
    };
  }
  if (!isDevelopmentMode(env)) return { state: 'off', provider: undefined };
  const keys = {
    clientId: derived(env, 'sepay-einvoice-simulator-client'),
    clientSecret: derived(env, 'sepay-einvoice-simulator-secret'),
    providerAccountId: '0aea3134-da40-11f0-aef4-52c7e9b4f41b',
  };
  const simulator = sepayEinvoiceSimulator({ ...keys, lookupOrigin: env.PUBLIC_ORIGIN ?? '' });
  return {
    state: 'simulator',
    simulator,
    provider: sepayEinvoiceProvider({
      baseUrl: 'http://einvoice.simulator',
      ...keys,
      // The VAT invoice template (1) and a 2026 series, as the create page's examples.
      templateCode: '1',
      invoiceSeries: 'C26TSE',
      fetch: injectFetch(simulator.app),
      state: 'simulator',
    }),
  };
}

/** The start-up line saying whether e-invoices are on (no key in it). */
export function einvoicingLogLine(einvoicing: Pick<Einvoicing, 'state'>): string {
  return `e-invoices: sepay=${einvoicing.state}`;
}
