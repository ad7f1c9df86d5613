import type { Queryable } from '../db/database.js';
import { insertDocument } from '../db/documents.js';

export const SUBSCRIBE_COLLECTION = 'ecomsubscribe';

export interface Subscription {
  _id: string;
  /** false when the address had subscribed before: the same record is returned. */
  isNew: boolean;
}

/**
 * Subscribes an e-mail address (already validated) to the newsletter once: a second subscription
 * of the same address (case-insensitive) returns the first record. Call inside a transaction; an
 * advisory lock on the address makes two simultaneous subscriptions create one record.
 */
export async function subscribeEmail(
  tx: Queryable,
  idApp: string,
  email: string,
  by: string,
): Promise<Subscription> {
  const address = email.trim().toLowerCase();
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`subscribe:${idApp}:${address}`]);
  const existing = await tx.query<{ id: string }>(
    // The collection written out: a prepared statement's generic plan can use the partial
    // containment index (migration 66) only when its text names a collection the index holds.
    `SELECT id FROM documents WHERE id_app = $1 AND collection = '${SUBSCRIBE_COLLECTION}'
     AND data @> $2::text::jsonb LIMIT 1`,
    [idApp, JSON.stringify({ email: address })],
  );
  if (existing[0]) return { _id: existing[0].id, isNew: false };
  const doc = await insertDocument(
    tx,
    { idApp, collection: SUBSCRIBE_COLLECTION },
    { email: address, id_app: idApp, user_created: by, date_created: new Date().toISOString() },
    by,
  );
  return { _id: doc._id, isNew: true };
}
