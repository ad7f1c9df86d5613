import { RETENTION_DAYS } from '@shop/domain/privacy';
import type { Queryable } from '../db/database.js';

const DAY_MS = 86_400_000;

export interface Purged {
  guestCarts: number;
  drafts: number;
  sentMails: number;
  unconfirmedRequests: number;
}

/**
 * Deletes what the shop keeps no longer (decision 063, RETENTION_DAYS): guests' cart lines untouched
 * for 30 days, checkout drafts ('LCT') never placed after 30 days, both with their saved versions,
 * the outbox copy of mails sent 90 days ago, and a guest's data request whose code was never
 * confirmed, after a day (its code lasts 10 minutes). Safe to run in several processes at once.
 */
export async function purgeExpired(db: Queryable, now = new Date()): Promise<Purged> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const carts = await db.query<{ id_app: string; id: string }>(
    `DELETE FROM documents WHERE collection = 'cart' AND owner LIKE 'uid:%' AND updated_at < $1
     RETURNING id_app, id`,
    [before(RETENTION_DAYS.guestCart)],
  );
  const drafts = await db.query<{ id_app: string; id: string }>(
    `DELETE FROM documents WHERE collection = 'so1' AND data->>'trang_thai' = 'LCT' AND updated_at < $1
     RETURNING id_app, id`,
    [before(RETENTION_DAYS.draft)],
  );
  for (const [collection, rows] of [
    ['cart', carts],
    ['so1', drafts],
  ] as const)
    if (rows.length > 0)
      await db.query(
        `DELETE FROM document_versions v USING jsonb_to_recordset($2::text::jsonb) AS r(id_app text, id text)
         WHERE v.collection = $1 AND v.id_app = r.id_app AND v.id = r.id`,
        [collection, JSON.stringify(rows)],
      );
  const mails = await db.query('DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < $1 RETURNING id', [
    before(RETENTION_DAYS.sentMail),
  ]);
  const unconfirmed = await db.query(
    'DELETE FROM data_requests WHERE NOT confirmed AND received_at < $1 RETURNING id',
    [before(1)],
  );
  return {
    guestCarts: carts.length,
    drafts: drafts.length,
    sentMails: mails.length,
    unconfirmedRequests: unconfirmed.length,
  };
}
