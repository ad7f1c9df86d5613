import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { loadServerSecret, secretOnce } from '../db/server-secrets.js';
import { normalizeEmail } from '../accounts/users.js';

/** The shop's page a mail's unsubscribe link opens (apps/web/src/routes/huy-dang-ky.tsx). */
export const UNSUBSCRIBE_PAGE = '/huy-dang-ky';
/** Where a mail client's one-click POST goes (RFC 8058): the same token, no login, no cookie. */
export const UNSUBSCRIBE_API = '/api/unsubscribe';

const SECRET_NAME = 'unsubscribe-link';

const signature = (secret: string, idApp: string, email: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${idApp}\n${email}`).digest('base64url');

/**
 * Signs and reads the token of an unsubscribe link (decision 063): the address (base64url) and an
 * HMAC-SHA256 over the app and the address. It has no end: a mail read months later still works.
 */
export function unsubscribeSigner(db: Queryable, idApp: string) {
  const key = secretOnce(() => loadServerSecret(db, SECRET_NAME));
  return {
    async sign(email: string): Promise<string> {
      const address = normalizeEmail(email);
      return `${Buffer.from(address).toString('base64url')}.${signature(await key(), idApp, address)}`;
    },
    /** The address a genuine token names; undefined for anything else. */
    async read(token: unknown): Promise<string | undefined> {
      if (typeof token !== 'string' || token.length > 600) return undefined;
      const [encoded, given, extra] = token.split('.');
      if (!encoded || !given || extra !== undefined) return undefined;
      const address = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = Buffer.from(signature(await key(), idApp, address));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      return address;
    },
  };
}

export type UnsubscribeSigner = ReturnType<typeof unsubscribeSigner>;

export interface UnsubscribeLinks {
  /** The page the mail's own link opens (a person). */
  page: string;
  /** The one-click address of the List-Unsubscribe header (a mail client's POST). */
  oneClick: string;
  headers: Record<string, string>;
}

/** The links and RFC 8058 headers of a marketing mail to `email`. */
export async function unsubscribeLinks(
  signer: UnsubscribeSigner,
  origin: string,
  email: string,
): Promise<UnsubscribeLinks> {
  const token = encodeURIComponent(await signer.sign(email));
  const oneClick = `${origin}${UNSUBSCRIBE_API}?t=${token}`;
  return {
    page: `${origin}${UNSUBSCRIBE_PAGE}?t=${token}`,
    oneClick,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
