import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { ownerName, type Role } from './users.js';

/** A login lasts 30 days; logout and a password change end it sooner. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A token obtained by verifying a code may set a new password without the old one for this long. */
export const RESET_WINDOW_MS = 15 * 60 * 1000;

/** Only the hash is stored: a leaked table gives no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Opens a session and returns its token (256 random bits, base64url). `canReset` marks a session
 * opened by a verified code: it may set a new password without the old one for RESET_WINDOW_MS.
 */
export async function createSession(
  db: Queryable,
  userId: string,
  options: { now?: Date; canReset?: boolean } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  // Housekeeping on the way in: the user's expired sessions go, so the table does not grow forever.
  await db.query('DELETE FROM user_sessions WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
  await db.query(
    `INSERT INTO user_sessions (token_hash, user_id, created_at, expires_at, reset_until)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      hashSecret(token),
      userId,
      now,
      new Date(now.getTime() + SESSION_TTL_MS),
      options.canReset ? new Date(now.getTime() + RESET_WINDOW_MS) : null,
    ],
  );
  return token;
}

export interface SessionUser {
  userId: string;
  email: string;
  role: Role;
  canReset: boolean;
  /** A staff member's stored console rights (staff_rights); null: none stored, the default. */
  areas: string[] | null;
}

/** The user behind a live token; undefined when the token is unknown or expired. */
export async function findSession(
  db: Queryable,
  token: string,
  now = new Date(),
): Promise<SessionUser | undefined> {
  const rows = await db.query<{
    id: string;
    email: string | null;
    phone: string | null;
    role: Role;
    reset_until: Date | string | null;
    areas: string[] | null;
  }>(
    `SELECT u.id, u.email, u.phone, u.role, s.reset_until, r.areas FROM user_sessions s
     JOIN users u ON u.id = s.user_id LEFT JOIN staff_rights r ON r.user_id = u.id
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hashSecret(token), now],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    userId: row.id,
    email: ownerName(row),
    role: row.role,
    canReset: row.reset_until !== null && new Date(row.reset_until).getTime() > now.getTime(),
    areas: row.areas ?? null,
  };
}

/** Ends one session; returns its user's id (undefined when the token was not a live session). */
export async function deleteSession(db: Queryable, token: string): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    'DELETE FROM user_sessions WHERE token_hash = $1 RETURNING user_id',
    [hashSecret(token)],
  );
  return rows[0]?.user_id;
}

/** Ends every session of a user (password change, or a login with once=1 ending the others). */
export async function deleteUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM user_sessions WHERE user_id = $1', [userId]);
}

/**
 * The identity plugin's `findUserByToken`: the owner name, role and console rights behind a live
 * token, read on every request (one statement), so a change of rights holds at once everywhere.
 */
export function createTokenResolver(db: Queryable) {
  return async (
    token: string,
  ): Promise<{ email: string; role: Role; areas: string[] | null } | undefined> => {
    const session = await findSession(db, token);
    return session && { email: session.email, role: session.role, areas: session.areas };
  };
}
