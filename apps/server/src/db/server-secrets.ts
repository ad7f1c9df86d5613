import { randomBytes } from 'node:crypto';
import type { Queryable } from './database.js';

/**
 * A signing key kept in the database (server_secrets), generated at first need, so every process
 * of one database, and every restart, signs alike. Two processes asking at once both
 * insert-if-missing and read back the one that won.
 */
export async function loadServerSecret(db: Queryable, name: string): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`the ${name} secret could not be kept`);
  return value;
}

/**
 * A secret read once, when first needed, and kept for the life of its signer; a failed read (the
 * database away for a moment) is not kept, so the next use reads again.
 */
export function secretOnce(load: () => Promise<string>): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= load().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
