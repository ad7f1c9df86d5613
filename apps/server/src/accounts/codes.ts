import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import { appError } from '../errors.js';
import { hashSecret } from './sessions.js';

/** DESIGN.md "Codes (OTP)": six digits, 10 minutes, single use, at most 5 tries. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
/**
 * Wrong tries an account may make over all its codes within CODE_GUESS_WINDOW_MS. Each code dies
 * at five, but a resend gives five more: without this cap an attacker asking for a new code every
 * minute would try 7,200 of the million codes a day. Ten an hour leaves a shopper two codes' worth
 * of typing mistakes (ASVS 5.0 6.3.1, as for passwords).
 */
export const CODE_MAX_ACCOUNT_TRIES = 10;
export const CODE_GUESS_WINDOW_MS = 60 * 60 * 1000;

interface CodeRow {
  id: string;
  user_id: string;
  code_hash: string;
  tries: number;
  created_at: Date | string;
  expires_at: Date | string;
}

/** The id salts the hash, so equal codes of two records never share a hash. */
function hashCode(id: string, code: string): string {
  return hashSecret(`${id}:${code}`);
}

/** Six digits from the system's secure generator, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface IssuedCode {
  id: string;
  code: string;
}

/**
 * Replaces the user's pending code with a new one (a resend invalidates the old code). Refuses
 * with 429 when the previous code was sent less than `cooldownMs` ago.
 */
export async function issueCode(
  db: Database,
  user: { id: string; account: string },
  options: {
    cooldownMs: number;
    now?: Date;
    /** Writes the code's message into the outbox in the same transaction (decision 060). */
    deliver?: (tx: Queryable, code: string) => Promise<void>;
  },
): Promise<IssuedCode> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // One writer per user at a time, so two concurrent sends cannot both pass the cooldown check.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const last = await tx.query<{ created_at: Date | string }>(
      'SELECT created_at FROM otp_codes WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [user.id],
    );
    const lastAt = last[0] ? new Date(last[0].created_at).getTime() : undefined;
    if (lastAt !== undefined && now.getTime() - lastAt < options.cooldownMs) {
      throw appError('RATE_LIMITED');
    }
    // A resend retires the pending code (it can no longer be verified) but keeps its row for an
    // hour, so its wrong tries still count against the account; older rows go.
    await tx.query('DELETE FROM otp_codes WHERE user_id = $1 AND created_at <= $2', [
      user.id,
      new Date(now.getTime() - CODE_GUESS_WINDOW_MS),
    ]);
    await tx.query('UPDATE otp_codes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      user.id,
      now,
    ]);
    const id = newId();
    const code = generateCode();
    await tx.query(
      `INSERT INTO otp_codes (id, user_id, account, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, user.id, user.account, hashCode(id, code), now, new Date(now.getTime() + CODE_TTL_MS)],
    );
    await options.deliver?.(tx, code);
    return { id, code };
  });
}

/** The id of the user's code that can still be verified, if any (a login asking for verification). */
export async function findPendingCodeId(
  db: Queryable,
  userId: string,
  now = new Date(),
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM otp_codes WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2 AND tries < $3
     ORDER BY created_at DESC LIMIT 1`,
    [userId, now, CODE_MAX_TRIES],
  );
  return rows[0]?.id;
}

/**
 * Checks a code against its record and consumes it; returns the user id. Refusals, in order:
 * no such unused record (CODE_NOT_PENDING, 404), too many tries of this code or of the account's
 * codes within the hour (429), expired (410), wrong code (400; the try is counted, and the fifth
 * wrong try kills the code).
 */
export async function consumeCode(
  db: Database,
  codeId: string,
  code: string,
  now = new Date(),
): Promise<string> {
  const outcome = await db.transaction(async (tx) => {
    // The user's row first, then the code's (the order issueCode takes them in): tries at the
    // account's codes and a resend are serialised without a deadlock.
    await tx.query(
      'SELECT id FROM users WHERE id = (SELECT user_id FROM otp_codes WHERE id = $1) FOR UPDATE',
      [codeId],
    );
    const rows = await tx.query<CodeRow & Record<string, unknown>>(
      'SELECT * FROM otp_codes WHERE id = $1 AND used_at IS NULL FOR UPDATE',
      [codeId],
    );
    const row = rows[0];
    if (!row) return { error: appError('CODE_NOT_PENDING') };
    if (row.tries >= CODE_MAX_TRIES) return { error: appError('CODE_TOO_MANY_ATTEMPTS') };
    const [recent] = await tx.query<{ tries: number | string }>(
      'SELECT COALESCE(SUM(tries), 0) AS tries FROM otp_codes WHERE user_id = $1 AND created_at > $2',
      [row.user_id, new Date(now.getTime() - CODE_GUESS_WINDOW_MS)],
    );
    const accountTries = Number(recent?.tries ?? 0);
    if (accountTries >= CODE_MAX_ACCOUNT_TRIES) return { error: appError('CODE_TOO_MANY_ATTEMPTS') };
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { error: appError('CODE_EXPIRED') };
    const expected = Buffer.from(row.code_hash);
    const actual = Buffer.from(hashCode(row.id, code.trim()));
    if (!timingSafeEqual(expected, actual)) {
      // Counted inside the committed transaction: the refusal is returned, not thrown.
      await tx.query('UPDATE otp_codes SET tries = tries + 1 WHERE id = $1', [row.id]);
      const isLast = row.tries + 1 >= CODE_MAX_TRIES || accountTries + 1 >= CODE_MAX_ACCOUNT_TRIES;
      return { error: appError(isLast ? 'CODE_TOO_MANY_ATTEMPTS' : 'CODE_WRONG') };
    }
    await tx.query('UPDATE otp_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
    return { userId: row.user_id };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.userId;
}
