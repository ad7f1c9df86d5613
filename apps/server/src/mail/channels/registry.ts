import type { FetchLike } from '../../commerce/carriers/carrier.js';
import { injectFetch } from '../../commerce/carriers/simulators/sim-kit.js';
import { derivedKey, type Env, isDevelopmentMode } from '../../env.js';
import type { ChannelKind, ChannelState, MessageChannel } from './channel.js';
import { emailChannel } from './email.js';
import { ESMS_PRODUCTION_URL, esmsChannel } from './esms.js';
import { type EsmsSimulator, esmsSimulator } from './simulators/esms-simulator.js';
import { type ZnsSimulator, znsSimulator } from './simulators/zns-simulator.js';
import {
  ZALO_OAUTH_PRODUCTION_URL,
  ZNS_PRODUCTION_URL,
  type ZnsTemplateKind,
  type ZnsTemplates,
  znsChannel,
} from './zns.js';
import type { Database } from '../../db/database.js';

/** The channels of this process (decision 060): one per kind, each with its state. */
export interface Channels {
  byKind: Record<ChannelKind, MessageChannel>;
  states: Record<ChannelKind, ChannelState>;
  /** The local simulators, when they answer (development mode and tests without keys). */
  simulators: { sms?: EsmsSimulator; zns?: ZnsSimulator };
  /** The ZNS templates by message kind (decision 061), when ZNS is on. */
  znsTemplates: ZnsTemplates | undefined;
}

/** The template settings, by message kind. */
function templatesFromEnv(env: Env): ZnsTemplates {
  const byKind: Record<ZnsTemplateKind, string | undefined> = {
    code: env.ZNS_TEMPLATE_OTP,
    'order-placed': env.ZNS_TEMPLATE_ORDER_PLACED,
    'order-confirmed': env.ZNS_TEMPLATE_ORDER_CONFIRMED,
    'order-shipped': env.ZNS_TEMPLATE_ORDER_SHIPPED,
    'order-delivered': env.ZNS_TEMPLATE_ORDER_DELIVERED,
    'order-cancelled': env.ZNS_TEMPLATE_ORDER_CANCELLED,
    'payment-received': env.ZNS_TEMPLATE_PAYMENT_RECEIVED,
  };
  return Object.fromEntries(Object.entries(byKind).filter(([, id]) => id !== undefined));
}

const derived = (env: Env, label: string) => derivedKey(env, label).slice(0, 32);

/** A channel that is off: rows for it are kept in the outbox (and logged), as mail without SMTP. */
const offChannel = (kind: ChannelKind): MessageChannel => ({
  kind,
  state: 'off',
  send: async () => {
    throw new Error(`${kind} is off`);
  },
});

/**
 * E-mail with SMTP_URL; SMS through eSMS with its keys, ZNS through Zalo with the app's keys and
 * refresh token (decision 061); else (development mode and tests only) the local simulators
 * answering in this process, keyed from TRUST_KEY; in production without keys, off: a phone's code
 * stays in the outbox, as before (decision 004), and orders get no ZNS.
 */
export function channelsFromEnv(
  env: Env,
  db: Database,
  realFetch: FetchLike = (url, init) => fetch(url, init),
): Channels {
  const dev = isDevelopmentMode(env);
  const simulators: Channels['simulators'] = {};
  let sms: MessageChannel = offChannel('sms');
  if (env.ESMS_API_KEY && env.ESMS_SECRET_KEY && env.ESMS_BRANDNAME) {
    sms = esmsChannel({
      baseUrl: env.ESMS_API_URL ?? ESMS_PRODUCTION_URL,
      apiKey: env.ESMS_API_KEY,
      secretKey: env.ESMS_SECRET_KEY,
      brandname: env.ESMS_BRANDNAME,
      smsType: env.ESMS_SMS_TYPE,
      sandbox: env.ESMS_SANDBOX,
      fetch: realFetch,
      state: 'keys',
    });
  } else if (dev) {
    const keys = {
      apiKey: derived(env, 'esms-simulator-api-key'),
      secretKey: derived(env, 'esms-simulator-secret-key'),
      brandname: 'CUAHANG',
    };
    simulators.sms = esmsSimulator(keys);
    sms = esmsChannel({
      baseUrl: 'http://esms.simulator/MainService.svc/json',
      ...keys,
      smsType: env.ESMS_SMS_TYPE,
      sandbox: false,
      fetch: injectFetch(simulators.sms.app),
      state: 'simulator',
    });
  }
  let zns: MessageChannel = offChannel('zns');
  let znsTemplates: ZnsTemplates | undefined;
  if (env.ZALO_APP_ID && env.ZALO_APP_SECRET && env.ZALO_REFRESH_TOKEN) {
    znsTemplates = templatesFromEnv(env);
    zns = znsChannel({
      sendUrl: env.ZNS_API_URL ?? ZNS_PRODUCTION_URL,
      oauthUrl: env.ZALO_OAUTH_URL ?? ZALO_OAUTH_PRODUCTION_URL,
      appId: env.ZALO_APP_ID,
      appSecret: env.ZALO_APP_SECRET,
      refreshToken: env.ZALO_REFRESH_TOKEN,
      fetch: realFetch,
      state: 'keys',
      db,
    });
  } else if (dev) {
    // The templates are the settings' (ZNS_TEMPLATE_*): the simulator knows those ids; without any,
    // ZNS is on but no message takes it, so every shop without settings behaves as before.
    znsTemplates = templatesFromEnv(env);
    const keys = {
      appId: '1000000000000000001',
      appSecret: derived(env, 'zns-simulator-app-secret'),
      refreshToken: derived(env, 'zns-simulator-refresh-token'),
    };
    simulators.zns = znsSimulator({ ...keys, templates: Object.values(znsTemplates) });
    zns = znsChannel({
      sendUrl: 'http://zns.simulator/message/template',
      oauthUrl: 'http://zns.simulator/v4/oa/access_token',
      ...keys,
      fetch: injectFetch(simulators.zns.app),
      state: 'simulator',
      db,
    });
  }
  const byKind: Record<ChannelKind, MessageChannel> = {
    email: emailChannel(env.SMTP_URL, env.MAIL_FROM),
    sms,
    zns,
  };
  return {
    byKind,
    states: { email: byKind.email.state, sms: byKind.sms.state, zns: byKind.zns.state },
    simulators,
    znsTemplates,
  };
}

/** The start-up line naming which channels are on (no key in it). */
export function channelsLogLine(channels: Pick<Channels, 'states'>): string {
  const { email, sms, zns } = channels.states;
  return `message channels: email=${email} sms=${sms} zns=${zns}`;
}
