import type { Database, Queryable } from '../db/database.js';
import type { Env } from '../env.js';
import { appError } from '../errors.js';
import { parseAccount, type UserRow } from './users.js';

export interface LockPolicy {
  /** Failures in a row that lock the account. */
  maxFailures: number;
  /** Lock length; a failure older than this is forgotten too. */
  lockMs: number;
}

export function lockPolicyOf(env: Env): LockPolicy {
  return { maxFailures: env.LOGIN_MAX_FAILURES, lockMs: env.LOGIN_LOCK_SECONDS * 1000 };
}

/**
 * The counter's key. A known user has one counter whatever name (e-mail or phone) is typed; an
 * unknown name gets its own, so guessing at a missing account meets the same lock (no enumeration).
 */
export function failureKey(user: Pick<UserRow, 'id'> | undefined, typed: string): string {
  if (user) return `user:${user.id}`;
  const parsed = parseAccount(typed);
  const name = parsed ? ('email' in parsed ? parsed.email : parsed.phone) : typed.trim().toLowerCase();
  return `name:${name}`;
}

/** The 429 ACCOUNT_LOCKED refusal, with the minutes left rounded up (at least 1). */
function lockedError(lockedUntil: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return appError('ACCOUNT_LOCKED', { minutes });
}

/** Throws 429 ACCOUNT_LOCKED while the key is locked. Called before any password is checked. */
async function assertNotLocked(db: Queryable, key: string, now = new Date()): Promise<void> {
  const rows = await db.query<{ locked_until: Date | string | null }>(
    'SELECT locked_until FROM login_failures WHERE account = $1',
    [key],
  );
  const until = rows[0]?.locked_until ? new Date(rows[0].locked_until) : undefined;
  if (until && until > now) throw lockedError(until, now);
}

/**
 * Counts one wrong password and returns the refusal to send: LOGIN_FAILED (401), or ACCOUNT_LOCKED
 * (429) when this failure reaches the limit. A count whose last failure or lock is over restarts
 * at one. Row-locked, so concurrent guesses from many processes are all counted.
 */
async function recordFailure(db: Database, key: string, policy: LockPolicy, now = new Date()) {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO login_failures (account, failures, last_failed_at) VALUES ($1, 0, $2)
       ON CONFLICT (account) DO NOTHING`,
      [key, now],
    );
    const [row] = await tx.query<{ failures: number; last_failed_at: Date | string }>(
      'SELECT failures, last_failed_at FROM login_failures WHERE account = $1 FOR UPDATE',
      [key],
    );
    const isStale = !row || new Date(row.last_failed_at).getTime() + policy.lockMs <= now.getTime();
    const failures = isStale ? 1 : row.failures + 1;
    const lockedUntil = failures >= policy.maxFailures ? new Date(now.getTime() + policy.lockMs) : null;
    // A lock restarts the count: after it ends the account gets the full number of tries again.
    await tx.query(
      'UPDATE login_failures SET failures = $2, last_failed_at = $3, locked_until = $4 WHERE account = $1',
      [key, lockedUntil ? 0 : failures, now, lockedUntil],
    );
    return lockedUntil ? lockedError(lockedUntil, now) : appError('LOGIN_FAILED');
  });
}

/**
 * Checks a password under the per-account lock: 429 ACCOUNT_LOCKED while locked (thrown, before
 * `verify` runs); then undefined when `verify` says yes (the count is cleared), else the refusal
 * recordFailure gives (the caller throws it, or its own wording below the limit).
 */
export async function verifyUnderLock(
  db: Database,
  policy: LockPolicy,
  key: string,
  verify: () => Promise<boolean>,
) {
  await assertNotLocked(db, key);
  if (!(await verify())) return recordFailure(db, key, policy);
  await clearFailures(db, key);
  return undefined;
}

/** Forgets the failures and any lock: a right password, or a new one set through the code flow. */
export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE account = $1', [key]);
}

/**
 * Deletes the counters that no longer mean anything: last failure older than the lock length and
 * no lock running. Rows another request holds are skipped (it is writing them anew). Returns how
 * many went. Without it every mistyped or guessed name would stay a row forever.
 */
export async function pruneLoginFailures(
  db: Queryable,
  policy: LockPolicy,
  now = new Date(),
): Promise<number> {
  const stale = new Date(now.getTime() - policy.lockMs);
  const rows = await db.query<{ account: string }>(
    `DELETE FROM login_failures WHERE account IN (
       SELECT account FROM login_failures
       WHERE last_failed_at <= $1 AND (locked_until IS NULL OR locked_until <= $2)
       FOR UPDATE SKIP LOCKED)
     AND last_failed_at <= $1 AND (locked_until IS NULL OR locked_until <= $2)
     RETURNING account`,
    [stale, now],
  );
  return rows.length;
}
