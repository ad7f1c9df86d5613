import type { Database, Queryable } from '../db/database.js';
import { appError } from '../errors.js';
import type { Identity } from '../plugins/identity.js';

/** The owner and staff upload the catalogue's pictures: they may keep this many times a shopper's quota. */
export const TEAM_QUOTA_FACTOR = 20;

export interface UploadQuota {
  files: number;
  bytes: number;
}

/** A shopper's quota as configured (UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_MB); the team's is larger. */
export function quotaOf(identity: Identity, shopper: UploadQuota): UploadQuota {
  const isTeam = identity.kind === 'user' && (identity.role === 'owner' || identity.role === 'staff');
  const factor = isTeam ? TEAM_QUOTA_FACTOR : 1;
  return { files: shopper.files * factor, bytes: shopper.bytes * factor };
}

export interface QuotaKey {
  idApp: string;
  /** The files' owner column: `user:e-mail`. */
  owner: string;
}

/**
 * Refuses (403 UPLOAD_QUOTA_EXCEEDED, decision 040) when one more file of `adding` bytes would pass
 * the owner's quota. Called first without a lock, so an account at its quota costs no decoding.
 */
export async function checkUploadQuota(
  db: Queryable,
  key: QuotaKey,
  quota: UploadQuota,
  adding: number,
): Promise<void> {
  const [used] = await db.query<{ files: number | string; bytes: number | string }>(
    'SELECT count(*) AS files, COALESCE(sum(size), 0) AS bytes FROM files WHERE id_app = $1 AND owner = $2',
    [key.idApp, key.owner],
  );
  const files = Number(used?.files ?? 0);
  const bytes = Number(used?.bytes ?? 0);
  if (files + 1 > quota.files || bytes + adding > quota.bytes)
    throw appError('UPLOAD_QUOTA_EXCEEDED', {
      files: quota.files,
      mb: Math.floor(quota.bytes / (1024 * 1024)),
    });
}

/**
 * Checks the quota again and runs `insert` in one transaction under a lock of the owner's, so two
 * uploads at once cannot both take the last place.
 */
export function insertUnderQuota<T>(
  db: Database,
  key: QuotaKey,
  quota: UploadQuota,
  adding: number,
  insert: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`files:${key.idApp}:${key.owner}`]);
    await checkUploadQuota(tx, key, quota, adding);
    return insert(tx);
  });
}
