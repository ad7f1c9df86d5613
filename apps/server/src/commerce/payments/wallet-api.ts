import { GatewayError, type PaymentGatewayId } from './gateway.js';

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
