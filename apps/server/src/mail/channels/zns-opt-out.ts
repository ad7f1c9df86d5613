import { ownerName, normalizePhone, type UserRow } from '../../accounts/users.js';
import type { Queryable } from '../../db/database.js';

/**
 * A shopper's stop of Zalo messages (issue 34, decision 061 addendum): from the account page, the
 * shopper turns Zalo off; their orders' news then go by e-mail only and their codes by SMS. The
 * row keeps the owner key the account's orders carry and its phone (0… form), which the SQL of
 * `queueOrderZns` and the code's mailer compare; no row: Zalo as decision 061 says.
 */
export async function setZaloMessages(
  tx: Queryable,
  idApp: string,
  user: Pick<UserRow, 'id' | 'email' | 'phone'>,
  on: boolean,
): Promise<void> {
  if (on) {
    await tx.query('DELETE FROM zns_opt_outs WHERE id_app = $1 AND user_id = $2', [idApp, user.id]);
    return;
  }
  await tx.query(
    `INSERT INTO zns_opt_outs (id_app, user_id, owner, phone) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id_app, user_id) DO UPDATE SET owner = EXCLUDED.owner, phone = EXCLUDED.phone`,
    [idApp, user.id, `user:${ownerName(user)}`, user.phone ? normalizePhone(user.phone) : null],
  );
}

/** Whether the account receives Zalo messages (true unless it stopped them). */
export async function zaloMessagesOn(db: Queryable, idApp: string, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM zns_opt_outs WHERE id_app = $1 AND user_id = $2', [
    idApp,
    userId,
  ]);
  return rows.length === 0;
}

/**
 * SQL true when Zalo was stopped for an order's owner `owner` or for its phone `phone` (digits,
 * 0… or 84…), in app `app`: the statement that writes an order's ZNS skips such an order.
 */
export function znsStoppedSql(app: string, owner: string, phone: string): string {
  return `EXISTS (SELECT 1 FROM zns_opt_outs z WHERE z.id_app = ${app}
    AND (z.owner = ${owner} OR z.phone = regexp_replace(${phone}, '^84', '0')))`;
}

/** Whether Zalo was stopped for a phone (a code's recipient), in any app when `idApp` is not known. */
export async function znsStoppedForPhone(db: Queryable, phone: string, idApp?: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM zns_opt_outs WHERE phone = $1 AND ($2::text IS NULL OR id_app = $2) LIMIT 1',
    [normalizePhone(phone), idApp ?? null],
  );
  return rows.length > 0;
}
