import { createHmac } from 'node:crypto';
import type { FetchLike } from '../../commerce/carriers/carrier.js';
import { injectFetch } from '../../commerce/carriers/simulators/sim-kit.js';
import { type Env, isDevelopmentMode } from '../../env.js';
import type { ChannelKind, ChannelState, MessageChannel } from './channel.js';
import { emailChannel } from './email.js';
import { ESMS_PRODUCTION_URL, esmsChannel } from './esms.js';
import { type EsmsSimulator, esmsSimulator } from './simulators/esms-simulator.js';

/** The channels of this process (decision 060): one per kind, each with its state. */
export interface Channels {
  byKind: Record<ChannelKind, MessageChannel>;
  states: Record<ChannelKind, ChannelState>;
  /** The local simulators, when they answer (development mode and tests without keys). */
  simulators: { sms?: EsmsSimulator };
}

const derived = (env: Env, label: string) =>
  createHmac('sha256', env.TRUST_KEY).update(label).digest('hex').slice(0, 32);

/** A channel that is off: rows for it are kept in the outbox (and logged), as mail without SMTP. */
const offChannel = (kind: ChannelKind): MessageChannel => ({
  kind,
  state: 'off',
  send: async () => {
    throw new Error(`${kind} is off`);
  },
});

/**
 * E-mail with SMTP_URL; SMS through eSMS with its keys, else (development mode and tests only) the
 * local eSMS simulator answering in this process, keyed from TRUST_KEY; in production without
 * keys, off: a phone's code stays in the outbox, as before (decision 004).
 */
export function channelsFromEnv(env: Env, realFetch: FetchLike = (url, init) => fetch(url, init)): Channels {
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
  const byKind: Record<ChannelKind, MessageChannel> = {
    email: emailChannel(env.SMTP_URL, env.MAIL_FROM),
    sms,
    zns: offChannel('zns'),
  };
  return {
    byKind,
    states: { email: byKind.email.state, sms: byKind.sms.state, zns: byKind.zns.state },
    simulators,
  };
}

/** The start-up line naming which channels are on (no key in it). */
export function channelsLogLine(channels: Pick<Channels, 'states'>): string {
  const { email, sms, zns } = channels.states;
  return `message channels: email=${email} sms=${sms} zns=${zns}`;
}
