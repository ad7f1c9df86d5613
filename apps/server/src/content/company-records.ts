import { createHash } from 'node:crypto';

/**
 * SPEC §3 keeps the company's phone and facebook in a record separate from the company info.
 * Both live in the global `app` collection: the info under the app id, the contact record under
 * an id derived from the app id (so several apps on one database never collide). The info record
 * names it in `contact_id`.
 */
export function companyContactId(idApp: string): string {
  return createHash('sha256').update(`${idApp}:contact`).digest('hex').slice(0, 24);
}
