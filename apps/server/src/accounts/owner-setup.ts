import { randomBytes } from 'node:crypto';
import type { OwnerSetupBody } from '@shop/domain/console';
import type { Database, Queryable } from '../db/database.js';
import { appError } from '../errors.js';
import { hashPassword } from './passwords.js';
import { hashSecret } from './sessions.js';
import { insertUser, type UserRow } from './users.js';

/** How long the setup link of the start log stays usable. */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export async function hasOwner(db: Queryable): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM users WHERE role = 'owner' LIMIT 1`);
  return rows.length > 0;
}

/**
 * A fresh one-time setup token (256 random bits, stored as SHA-256, SETUP_TOKEN_TTL_MS) when the
 * shop has no owner; older tokens die with it. Undefined once an owner exists.
 */
export async function issueSetupToken(db: Database, now = new Date()): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    if (await hasOwner(tx)) return undefined;
    const token = randomBytes(32).toString('base64url');
    await tx.query('DELETE FROM owner_setup_tokens');
    await tx.query(
      'INSERT INTO owner_setup_tokens (token_hash, created_at, expires_at) VALUES ($1, $2, $3)',
      [hashSecret(token), now, new Date(now.getTime() + SETUP_TOKEN_TTL_MS)],
    );
    return token;
  });
}

/**
 * Creates the owner with a setup token and burns every token: the token must be live and no
 * owner may exist (two requests racing with one token: the second finds it gone).
 */
export async function createOwnerWithToken(
  db: Database,
  body: OwnerSetupBody,
  now = new Date(),
): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const burnt = await tx.query(
      'DELETE FROM owner_setup_tokens WHERE token_hash = $1 AND expires_at > $2 RETURNING 1',
      [hashSecret(body.token), now],
    );
    if (burnt.length === 0) throw appError('SETUP_TOKEN_INVALID');
    if (await hasOwner(tx)) throw appError('SETUP_NOT_NEEDED');
    await tx.query('DELETE FROM owner_setup_tokens');
    const user = await insertUser(tx, {
      email: body.email,
      name: body.name,
      passwordHash,
      isVerified: true,
      role: 'owner',
    });
    if (!user) throw appError('ACCOUNT_EXISTS');
    return user;
  });
}
