import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { loadServerSecret, secretOnce } from '../db/server-secrets.js';
import type { Env } from '../env.js';

/** The page of the shop where a guest finds an order (apps/web/src/routes/tra-cuu-don-hang.tsx). */
export const ORDER_LOOKUP_PATH = '/tra-cuu-don-hang';

const SECRET_NAME = 'order-link';
const DAY_MS = 86_400_000;

/** What a signed link carries: the order code, its end (Unix seconds) and the signature. */
export interface OrderLinkParts {
  so_ct: string;
  het_han: string;
  chu_ky: string;
}

export type OrderLinkCheck = { ok: true; soCt: string } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * The key of the order links: ORDER_LINK_SECRET, else one generated at first need and kept in the
 * database (server_secrets, db/server-secrets.ts).
 */
export async function loadOrderLinkSecret(
  db: Queryable,
  env: Pick<Env, 'ORDER_LINK_SECRET'>,
): Promise<string> {
  if (env.ORDER_LINK_SECRET) return env.ORDER_LINK_SECRET;
  return loadServerSecret(db, SECRET_NAME);
}

const signature = (secret: string, idApp: string, soCt: string, expires: string) =>
  createHmac('sha256', secret).update(`order-link\n${idApp}\n${soCt}\n${expires}`).digest('base64url');

/**
 * Signs and checks the links of a guest's order mails (decision 046): HMAC-SHA256 over the app,
 * the order code and the end time. The secret is read once, when first needed.
 */
export function orderLinkSigner(
  db: Queryable,
  env: Pick<Env, 'ORDER_LINK_SECRET' | 'ORDER_LINK_DAYS' | 'ID_APP'>,
) {
  const key = secretOnce(() => loadOrderLinkSecret(db, env));
  return {
    async sign(soCt: string, now = new Date()): Promise<OrderLinkParts> {
      const expires = String(Math.floor((now.getTime() + env.ORDER_LINK_DAYS * DAY_MS) / 1000));
      return { so_ct: soCt, het_han: expires, chu_ky: signature(await key(), env.ID_APP, soCt, expires) };
    },
    /** Tampered (any part changed, or not a link at all) is 'invalid'; a genuine one past its end is 'expired'. */
    async check(parts: Partial<OrderLinkParts>, now = new Date()): Promise<OrderLinkCheck> {
      const { so_ct: soCt, het_han: expires, chu_ky: given } = parts;
      if (!soCt || !expires || !given || !/^\d{1,12}$/.test(expires)) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(signature(await key(), env.ID_APP, soCt, expires));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
        return { ok: false, reason: 'invalid' };
      if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, soCt };
    },
  };
}

export type OrderLinkSigner = ReturnType<typeof orderLinkSigner>;

/**
 * The address a guest's mail opens: the lookup page with the signed parts in its fragment, which
 * browsers never send to a server: the link stays out of access logs, proxies and Referer headers.
 */
export function orderLinkUrl(origin: string, parts: OrderLinkParts, lang: string): string {
  const fragment = new URLSearchParams({ ...parts });
  return `${origin}${ORDER_LOOKUP_PATH}${lang === 'en' ? '?lang=en' : ''}#${fragment}`;
}
