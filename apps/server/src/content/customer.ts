import type { Queryable } from '../db/database.js';
import { type Doc, insertDocument } from '../db/documents.js';

export const CUSTOMER_COLLECTION = 'customer';

/** The owner column of a user's documents (decision 002). */
export const userOwner = (email: string): string => `user:${email}`;

export interface CustomerProfile {
  email: string;
  name?: string | undefined;
  phone?: string | undefined;
}

/**
 * The customer record of a user, created the first time it is needed (decision 006: when the
 * user places a first order, or an administrator creates it). Idempotent and safe under
 * concurrency: an advisory lock per app serialises creations (rare), so one user never gets two
 * records and two users never share a customer code (ma_kh).
 * Call inside a transaction.
 */
export async function ensureCustomerRecord(
  tx: Queryable,
  idApp: string,
  profile: CustomerProfile,
): Promise<Doc> {
  const owner = userOwner(profile.email);
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`customer:${idApp}`]);
  const existing = await tx.query<{ data: Doc }>(
    'SELECT data FROM documents WHERE id_app = $1 AND collection = $2 AND owner = $3 ORDER BY created_at LIMIT 1',
    [idApp, CUSTOMER_COLLECTION, owner],
  );
  if (existing[0]) return existing[0].data;
  const serial = await tx.query<{ n: number | string }>(
    'SELECT count(*) AS n FROM documents WHERE id_app = $1 AND collection = $2',
    [idApp, CUSTOMER_COLLECTION],
  );
  const ma_kh = `KH${String(Number(serial[0]?.n ?? 0) + 1).padStart(6, '0')}`;
  return insertDocument(
    tx,
    { idApp, collection: CUSTOMER_COLLECTION, owner },
    {
      ma_kh,
      ten_kh: profile.name ?? '',
      email: profile.email,
      dien_thoai: profile.phone ?? '',
      id_app: idApp,
      user: profile.email,
      date_created: new Date().toISOString(),
    },
    profile.email,
  );
}
