import { createHash } from 'node:crypto';
import type { FetchLike } from '../../commerce/carriers/carrier.js';
import { isRecord } from '../../commerce/carriers/carrier.js';
import type { Database } from '../../db/database.js';
import { ORDER_MAIL_KINDS, type OrderMailKind } from '../mail-texts.js';
import {
  ChannelError,
  type ChannelState,
  internationalPhone,
  type MessageChannel,
  postJson,
} from './channel.js';

/** Zalo's documented addresses (decision 061). */
export const ZNS_PRODUCTION_URL = 'https://business.openapi.zalo.me/message/template';
export const ZALO_OAUTH_PRODUCTION_URL = 'https://oauth.zaloapp.com/v4/oa/access_token';

/** Order mails with no ZNS template: the shop's own notice, the money news of decision 067, the e-invoice and a return's steps (mail only). */
const NOT_BY_ZNS = [
  'order-new',
  'payment-reminder',
  'refund-update',
  'einvoice-issued',
  'return-update',
] as const;
type NotByZns = (typeof NOT_BY_ZNS)[number];

/** The kinds of message a ZNS template exists for: the code and the shopper's order news. */
export const ZNS_TEMPLATE_KINDS = [
  'code',
  ...ORDER_MAIL_KINDS.filter(
    (kind): kind is Exclude<OrderMailKind, NotByZns> => !(NOT_BY_ZNS as readonly string[]).includes(kind),
  ),
] as const;
export type ZnsTemplateKind = 'code' | Exclude<OrderMailKind, NotByZns>;
export type ZnsTemplates = Partial<Record<ZnsTemplateKind, string>>;

export interface ZnsConfig {
  sendUrl: string;
  oauthUrl: string;
  appId: string;
  appSecret: string;
  /** The refresh token the operator gave (ZALO_REFRESH_TOKEN): the start of the token chain. */
  refreshToken: string;
  fetch: FetchLike;
  state: ChannelState;
  db: Database;
}

/** The server_secrets row holding the current token pair, shared by every process of the database. */
export const ZALO_TOKEN_ROW = 'zalo-oa-token';
/** A token is renewed this long before Zalo says it ends. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_at: string;
  /** SHA-256 of the ZALO_REFRESH_TOKEN the chain started from: a new one given by the operator wins. */
  seed: string;
}

const seedOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('hex');

/**
 * Zalo's OA access token (decision 061): `POST oauth.zaloapp.com/v4/oa/access_token` with the
 * `secret_key` header and the form `refresh_token`, `app_id`, `grant_type=refresh_token` gives a new
 * access token, its lifetime (`expires_in`, seconds) and a new refresh token; a refresh token is
 * used once. The pair is kept in the database (server_secrets), renewed under the row's lock so two
 * processes never spend the same refresh token, and read again by each send.
 */
export async function currentAccessToken(config: ZnsConfig, now = new Date()): Promise<string> {
  const seed = seedOf(config.refreshToken);
  const read = (rows: { value: string }[]) => {
    try {
      const pair = JSON.parse(rows[0]?.value ?? '') as TokenPair;
      return pair.seed === seed ? pair : undefined;
    } catch {
      return undefined;
    }
  };
  const fresh = (pair: TokenPair | undefined) =>
    pair && new Date(pair.expires_at).getTime() - RENEW_BEFORE_MS > now.getTime() ? pair : undefined;
  const known = fresh(
    read(
      await config.db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
        ZALO_TOKEN_ROW,
      ]),
    ),
  );
  if (known) return known.access_token;
  return config.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO server_secrets (name, value) VALUES ($1, '{}') ON CONFLICT (name) DO NOTHING`,
      [ZALO_TOKEN_ROW],
    );
    const locked = read(
      await tx.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1 FOR UPDATE', [
        ZALO_TOKEN_ROW,
      ]),
    );
    // Another process may have renewed it while this one waited for the lock.
    const renewed = fresh(locked);
    if (renewed) return renewed.access_token;
    const body = await postJson('zns', config.fetch, config.oauthUrl, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', secret_key: config.appSecret },
      body: new URLSearchParams({
        refresh_token: locked?.refresh_token ?? config.refreshToken,
        app_id: config.appId,
        grant_type: 'refresh_token',
      }).toString(),
    });
    if (!isRecord(body) || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string')
      throw new ChannelError('zns', 'auth', 'Zalo gave no access token for the refresh token');
    const seconds = Number(body.expires_in);
    const pair: TokenPair = {
      access_token: body.access_token,
      refresh_token: body.refresh_token,
      expires_at: new Date(now.getTime() + (Number.isFinite(seconds) ? seconds : 3600) * 1000).toISOString(),
      seed,
    };
    await tx.query('UPDATE server_secrets SET value = $2 WHERE name = $1', [
      ZALO_TOKEN_ROW,
      JSON.stringify(pair),
    ]);
    return pair.access_token;
  });
}

/** -108: "Phone number invalid" (Zalo's table of ZNS error codes): no retry reaches it. */
const PERMANENT_ERRORS = new Set([-108]);

/**
 * The ZNS channel (decision 061): `POST business.openapi.zalo.me/message/template` with the
 * `access_token` header and the JSON `phone` (84…), `template_id`, `template_data` and
 * `tracking_id` (the outbox row's id). `{ error: 0, data: { msg_id } }` is sent; another `error`
 * a refusal with Zalo's message.
 */
export function znsChannel(config: ZnsConfig): MessageChannel {
  return {
    kind: 'zns',
    state: config.state,
    async send(message) {
      if (!message.template)
        throw new ChannelError('zns', 'refused', 'no ZNS template for this message', true);
      const accessToken = await currentAccessToken(config);
      const body = await postJson('zns', config.fetch, config.sendUrl, {
        headers: { 'content-type': 'application/json', access_token: accessToken },
        body: JSON.stringify({
          phone: internationalPhone(message.to),
          template_id: message.template.id,
          template_data: message.template.data,
          tracking_id: message.id,
        }),
      });
      if (!isRecord(body) || typeof body.error !== 'number')
        throw new ChannelError('zns', 'malformed', 'no error field in the reply');
      if (body.error === 0) {
        const data = isRecord(body.data) ? body.data : {};
        return { providerRef: typeof data.msg_id === 'string' ? data.msg_id : undefined };
      }
      const detail = `error ${body.error}${typeof body.message === 'string' ? ` ${body.message}` : ''}`;
      throw new ChannelError('zns', 'refused', detail, PERMANENT_ERRORS.has(body.error));
    },
  };
}
