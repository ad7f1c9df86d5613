import { derivedKey, type Env, isDevelopmentMode } from '../../env.js';
import { GatewayError, type PaymentGatewayId } from './gateway.js';
import { sandboxApiCall } from './wallet-sandbox-modes.js';

/** Where a gateway's API is: the provider's origin, or the sandbox that answers in this process. */
export interface GatewayEndpoint {
  apiUrl: string;
  isSandbox: boolean;
}

/**
 * A gateway's configuration: the merchant's keys (`keys`, undefined unless every one is set) against
 * `apiUrl`; otherwise, in development and tests only, the local sandbox at `sandboxUrl` with keys
 * derived from TRUST_KEY. A shop in production without keys has none (undefined): the sandbox's Pay
 * button marks an order paid with no money taken, so a shopper could pay themselves (decision 007).
 */
export function gatewayConfig<Keys extends object>(
  env: Env,
  gateway: {
    keys: Keys | undefined;
    apiUrl: string;
    sandbox: (derive: (label: string) => string) => Keys;
    sandboxUrl: string;
  },
): (Keys & GatewayEndpoint) | undefined {
  if (gateway.keys) return { ...gateway.keys, apiUrl: gateway.apiUrl, isSandbox: false };
  if (!isDevelopmentMode(env)) return undefined;
  const sandbox = gateway.sandbox((label) => derivedKey(env, label));
  return { ...sandbox, apiUrl: gateway.sandboxUrl, isSandbox: true };
}

/**
 * One call to an e-wallet's API (MoMo, ZaloPay) over HTTPS: the body POSTed as JSON, the reply's
 * JSON returned with its HTTP status. A GatewayError when the API is not reached (in `timeoutMs`
 * unless the caller's signal says otherwise) or answers without JSON.
 */
export async function postWalletApi(
  gateway: PaymentGatewayId,
  url: string,
  body: unknown,
  options: { contentType: string; timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<{ status: number; reply: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': options.contentType },
      body: JSON.stringify(body),
      signal: options.signal ?? AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new GatewayError(gateway, `API not reached (${(error as Error).message})`);
  }
  try {
    return { status: response.status, reply: await response.json() };
  } catch {
    throw new GatewayError(gateway, `API answered HTTP ${response.status} without JSON`);
  }
}

/**
 * How an e-wallet gateway (MoMo, ZaloPay) calls its API: its sandbox, answered in this process (in
 * the simulator's mode: down, slow, …), or its API over HTTPS at `url(api)`; the reply read with
 * `messageOf`, and a reply that is no answer of the API (`isAnswer` false) a GatewayError.
 */
export function walletTransport<Api, Message>(
  gateway: PaymentGatewayId,
  config: GatewayEndpoint,
  wallet: {
    sandboxReply: (api: Api, body: Message) => Message;
    url: (api: Api) => string;
    contentType: string;
    timeoutMs: number;
    messageOf: (reply: unknown) => Message;
    isAnswer: (message: Message) => boolean;
  },
): (api: Api, body: Message, signal?: AbortSignal) => Promise<Message> {
  if (config.isSandbox)
    return (api, body, signal) => sandboxApiCall(gateway, () => wallet.sandboxReply(api, body), signal);
  return async (api, body, signal) => {
    const { status, reply } = await postWalletApi(gateway, wallet.url(api), body, {
      contentType: wallet.contentType,
      timeoutMs: wallet.timeoutMs,
      signal,
    });
    const message = wallet.messageOf(reply);
    if (!wallet.isAnswer(message)) throw new GatewayError(gateway, `API answered HTTP ${status}`);
    return message;
  };
}
