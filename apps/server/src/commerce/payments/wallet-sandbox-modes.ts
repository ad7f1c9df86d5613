import { setTimeout as delay } from 'node:timers/promises';
import { GatewayError, type PaymentGatewayId } from './gateway.js';

/**
 * How a local wallet simulator (MoMo, ZaloPay) behaves, set by a developer or a test at
 * `POST /sandbox-gateway/{momo,zalopay}/mode {"mode": …}`: `normal`; `slow` (each API call waits
 * {@link SLOW_MS} first); `down` (its API cannot be reached); `no-notify` (payments are made but the
 * IPN / callback never reaches the shop, as when the provider's notification is lost).
 */
export type WalletSandboxMode = 'normal' | 'slow' | 'down' | 'no-notify';

export const WALLET_SANDBOX_MODES: readonly WalletSandboxMode[] = ['normal', 'slow', 'down', 'no-notify'];
export const SLOW_MS = 3_000;

const modes = new Map<PaymentGatewayId, WalletSandboxMode>();

export function walletSandboxMode(gateway: PaymentGatewayId): WalletSandboxMode {
  return modes.get(gateway) ?? 'normal';
}

export function setWalletSandboxMode(gateway: PaymentGatewayId, mode: WalletSandboxMode): void {
  modes.set(gateway, mode);
}

/** One API call to a simulator, as its mode makes it: refused when down, late when slow. */
export async function sandboxApiCall<T>(
  gateway: PaymentGatewayId,
  answer: () => T,
  signal?: AbortSignal,
): Promise<T> {
  const mode = walletSandboxMode(gateway);
  if (mode === 'down') throw new GatewayError(gateway, 'API not reached (simulator down)');
  if (mode === 'slow') {
    try {
      await delay(SLOW_MS, undefined, { signal });
    } catch {
      throw new GatewayError(gateway, 'API not reached (timed out)');
    }
  }
  return answer();
}

/**
 * A simulator's memory (development and tests, one process; a restart forgets it): one ledger of
 * its payments per secret of the configuration (one per TRUST_KEY), made on first use.
 */
export function sandboxLedgers<TPayment>(): (secret: string) => Map<string, TPayment> {
  const ledgers = new Map<string, Map<string, TPayment>>();
  return (secret) => {
    let ledger = ledgers.get(secret);
    if (!ledger) {
      ledger = new Map();
      ledgers.set(secret, ledger);
    }
    return ledger;
  };
}

/** The origin of the shop's notification address, where the simulator's page is served ('' if none). */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
