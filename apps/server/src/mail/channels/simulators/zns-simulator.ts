import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  newControl,
  type SimulatorControl,
  simulatorApp,
} from '../../../commerce/carriers/simulators/sim-kit.js';

export interface SimulatedZns {
  msgId: string;
  phone: string;
  templateId: string;
  data: Record<string, string>;
  trackingId: string;
  at: Date;
}

/**
 * A local Zalo (decision 061) for development and tests: the OA token call
 * (`/v4/oa/access_token`, `secret_key` header, a refresh token used once, a new pair each time) and
 * the ZNS template send (`/message/template`, `access_token` header, `phone` as 84…, a known
 * `template_id`, `{ error: 0, message: 'Success', data: { msg_id, sent_time } }`; -108 for a number
 * that is not a phone, -109 for an unknown template, -124 for a token it never gave or that expired).
 * Its control makes it slow, down or wrong on purpose.
 */
export interface ZnsSimulator {
  app: FastifyInstance;
  control: SimulatorControl;
  messages: SimulatedZns[];
  /** The newest ZNS to a phone (0… or 84…), if any. */
  lastTo(phone: string): SimulatedZns | undefined;
  /** Token refreshes it answered, for tests. */
  refreshes: number;
  /** Ends every access token it gave (as if they expired): the next send is refused until a refresh. */
  expireTokens(): void;
  /** Templates the shop named in the console (decision 064): registered, as a shop registers them with Zalo. */
  addTemplates(ids: readonly string[]): void;
}

const localPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('84') ? `0${digits.slice(2)}` : digits;
};

export function znsSimulator(keys: {
  appId: string;
  appSecret: string;
  refreshToken: string;
  templates: string[];
}): ZnsSimulator {
  const control = newControl();
  const app = simulatorApp(control);
  const messages: SimulatedZns[] = [];
  const refreshTokens = new Set([keys.refreshToken]);
  const accessTokens = new Set<string>();
  const simulator: ZnsSimulator = {
    app,
    control,
    messages,
    refreshes: 0,
    lastTo: (phone) => messages.filter((message) => message.phone === localPhone(phone)).at(-1),
    expireTokens: () => accessTokens.clear(),
    addTemplates: (ids) => {
      for (const id of ids) if (id !== '' && !keys.templates.includes(id)) keys.templates.push(id);
    },
  };

  app.post('/v4/oa/access_token', async (request) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (request.headers.secret_key !== keys.appSecret || form.app_id !== keys.appId)
      return { error: -14002, message: 'Invalid app' };
    if (form.grant_type !== 'refresh_token' || !form.refresh_token || !refreshTokens.has(form.refresh_token))
      return { error: -14014, message: 'Invalid refresh token' };
    // A refresh token is used once.
    refreshTokens.delete(form.refresh_token);
    const pair = {
      access_token: randomBytes(24).toString('base64url'),
      refresh_token: randomBytes(24).toString('base64url'),
    };
    refreshTokens.add(pair.refresh_token);
    accessTokens.add(pair.access_token);
    simulator.refreshes += 1;
    return { ...pair, expires_in: '90000' };
  });

  app.post('/message/template', async (request) => {
    const token = request.headers.access_token;
    if (typeof token !== 'string' || !accessTokens.has(token))
      return { error: -124, message: 'Access token is invalid' };
    const body = (request.body ?? {}) as Record<string, unknown>;
    const phone = typeof body.phone === 'string' ? body.phone : '';
    if (!/^84\d{9}$/.test(phone)) return { error: -108, message: 'Phone number invalid' };
    const templateId = String(body.template_id ?? '');
    if (!keys.templates.includes(templateId)) return { error: -109, message: 'Template ID invalid' };
    const data = (
      typeof body.template_data === 'object' && body.template_data !== null ? body.template_data : {}
    ) as Record<string, string>;
    const msgId = randomUUID().replaceAll('-', '');
    messages.push({
      msgId,
      phone: localPhone(phone),
      templateId,
      data,
      trackingId: String(body.tracking_id ?? ''),
      at: new Date(),
    });
    return { error: 0, message: 'Success', data: { msg_id: msgId, sent_time: String(Date.now()) } };
  });

  return simulator;
}
