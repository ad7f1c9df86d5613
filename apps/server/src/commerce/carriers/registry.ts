import type { FastifyInstance } from 'fastify';
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

  /** A carrier with the shop's keys; else, in development mode and tests, against its simulator. */
  function connect<Config extends { fetch: FetchLike }>(
    id: CarrierId,
    carrier: (config: Config) => Carrier,
    keys: Omit<Config, 'fetch'> | undefined,
    simulated: () => { config: Omit<Config, 'fetch'>; simulator: { app: FastifyInstance } },
  ): void {
    if (keys) {
      enabled.push(carrier({ ...keys, fetch: realFetch } as Config));
      states[id] = 'keys';
    } else if (dev) {
      const { config, simulator } = simulated();
      enabled.push(carrier({ ...config, fetch: injectFetch(simulator.app) } as Config));
      states[id] = 'simulator';
    }
  }

  const ghnKeys =
    env.GHN_TOKEN && env.GHN_SHOP_ID ? { token: env.GHN_TOKEN, shopId: env.GHN_SHOP_ID } : undefined;
  const ghnCallbackSecret =
    env.GHN_CALLBACK_SECRET ?? (!ghnKeys && dev ? derivedKey(env, 'ghn-simulator-callback') : undefined);
  connect(
    'ghn',
    ghnCarrier,
    ghnKeys && {
      ...ghnKeys,
      baseUrl: env.GHN_API_URL ?? GHN_PRODUCTION_URL,
      callbackSecret: ghnCallbackSecret,
    },
    () => {
      const token = derivedKey(env, 'ghn-simulator-token');
      const shopId = '885';
      simulators.ghn = ghnSimulator({ token, shopId });
      const baseUrl = 'http://ghn.simulator/shiip/public-api';
      return {
        config: { baseUrl, token, shopId, callbackSecret: ghnCallbackSecret },
        simulator: simulators.ghn,
      };
    },
  );

  const ghtkCallbackHash =
    env.GHTK_CALLBACK_HASH ??
    (!env.GHTK_TOKEN && dev ? derivedKey(env, 'ghtk-simulator-callback') : undefined);
  connect(
    'ghtk',
    ghtkCarrier,
    env.GHTK_TOKEN
      ? {
          baseUrl: env.GHTK_API_URL ?? GHTK_PRODUCTION_URL,
          token: env.GHTK_TOKEN,
          partnerCode: env.GHTK_PARTNER_CODE,
          callbackHash: ghtkCallbackHash,
        }
      : undefined,
    () => {
      const token = derivedKey(env, 'ghtk-simulator-token');
      simulators.ghtk = ghtkSimulator({ token });
      const config = {
        baseUrl: 'http://ghtk.simulator',
        token,
        partnerCode: 'S000000',
        callbackHash: ghtkCallbackHash,
      };
      return { config, simulator: simulators.ghtk };
    },
  );
  return { enabled, states, simulators, pickup, ghnCallbackSecret, ghtkCallbackHash };
}

/** The start-up line naming which carriers are on (no key in it). */
export function carriersLogLine(carriers: Pick<Carriers, 'states'>): string {
  return `carriers: ghn=${carriers.states.ghn} ghtk=${carriers.states.ghtk}`;
}
