import { derivedKey, type Env, isDevelopmentMode } from '../../env.js';
import type { Carrier, CarrierId, FetchLike, ShopAddress } from './carrier.js';
import { GHN_PRODUCTION_URL, ghnCarrier } from './ghn.js';
import { GHTK_PRODUCTION_URL, ghtkCarrier } from './ghtk.js';
import { type GhnSimulator, ghnSimulator } from './simulators/ghn-simulator.js';
import { type GhtkSimulator, ghtkSimulator } from './simulators/ghtk-simulator.js';
import { injectFetch } from './simulators/sim-kit.js';

/** How a carrier runs: with the shop's keys, as the local simulator, or not at all. */
export type CarrierState = 'keys' | 'simulator' | 'off';

export interface Carriers {
  /** The carriers that are on, in the order checkout lists them. */
  enabled: Carrier[];
  states: Record<CarrierId, CarrierState>;
  /** The local simulators, when they answer (development mode and tests without keys). */
  simulators: { ghn?: GhnSimulator; ghtk?: GhtkSimulator };
  /** Where the shop hands parcels over (SHOP_PICKUP_*). */
  pickup: ShopAddress;
  /** The callback secrets (a simulator's are derived from TRUST_KEY). */
  ghnCallbackSecret: string | undefined;
  ghtkCallbackHash: string | undefined;
}

/**
 * The carriers of this process (decision 055): GHN with GHN_TOKEN and GHN_SHOP_ID, GHTK with
 * GHTK_TOKEN; without keys, in development mode and tests only, the local simulators (their
 * tokens derived from TRUST_KEY); in production without keys, off (the fee table answers).
 */
export function carriersFromEnv(env: Env, realFetch: FetchLike = (url, init) => fetch(url, init)): Carriers {
  const dev = isDevelopmentMode(env);
  const pickup: ShopAddress = {
    province: env.SHOP_PICKUP_PROVINCE ?? (dev ? 'Thành phố Hồ Chí Minh' : ''),
    district: env.SHOP_PICKUP_DISTRICT ?? (dev ? 'Quận 1' : ''),
    ward: env.SHOP_PICKUP_WARD ?? (dev ? 'Phường Sài Gòn' : ''),
    street: env.SHOP_PICKUP_STREET ?? '',
  };
  const enabled: Carrier[] = [];
  const simulators: Carriers['simulators'] = {};
  const states: Record<CarrierId, CarrierState> = { ghn: 'off', ghtk: 'off' };

  let ghnCallbackSecret = env.GHN_CALLBACK_SECRET;
  if (env.GHN_TOKEN && env.GHN_SHOP_ID) {
    enabled.push(
      ghnCarrier({
        baseUrl: env.GHN_API_URL ?? GHN_PRODUCTION_URL,
        token: env.GHN_TOKEN,
        shopId: env.GHN_SHOP_ID,
        callbackSecret: ghnCallbackSecret,
        fetch: realFetch,
      }),
    );
    states.ghn = 'keys';
  } else if (dev) {
    const token = derivedKey(env, 'ghn-simulator-token');
    const shopId = '885';
    ghnCallbackSecret ??= derivedKey(env, 'ghn-simulator-callback');
    simulators.ghn = ghnSimulator({ token, shopId });
    enabled.push(
      ghnCarrier({
        baseUrl: 'http://ghn.simulator/shiip/public-api',
        token,
        shopId,
        callbackSecret: ghnCallbackSecret,
        fetch: injectFetch(simulators.ghn.app),
      }),
    );
    states.ghn = 'simulator';
  }

  let ghtkCallbackHash = env.GHTK_CALLBACK_HASH;
  if (env.GHTK_TOKEN) {
    enabled.push(
      ghtkCarrier({
        baseUrl: env.GHTK_API_URL ?? GHTK_PRODUCTION_URL,
        token: env.GHTK_TOKEN,
        partnerCode: env.GHTK_PARTNER_CODE,
        callbackHash: ghtkCallbackHash,
        fetch: realFetch,
      }),
    );
    states.ghtk = 'keys';
  } else if (dev) {
    const token = derivedKey(env, 'ghtk-simulator-token');
    ghtkCallbackHash ??= derivedKey(env, 'ghtk-simulator-callback');
    simulators.ghtk = ghtkSimulator({ token });
    enabled.push(
      ghtkCarrier({
        baseUrl: 'http://ghtk.simulator',
        token,
        partnerCode: 'S000000',
        callbackHash: ghtkCallbackHash,
        fetch: injectFetch(simulators.ghtk.app),
      }),
    );
    states.ghtk = 'simulator';
  }
  return { enabled, states, simulators, pickup, ghnCallbackSecret, ghtkCallbackHash };
}

/** The start-up line naming which carriers are on (no key in it). */
export function carriersLogLine(carriers: Pick<Carriers, 'states'>): string {
  return `carriers: ghn=${carriers.states.ghn} ghtk=${carriers.states.ghtk}`;
}
