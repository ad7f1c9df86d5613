import { timingSafeEqual } from 'node:crypto';
import {
  type ConsentRecord,
  type DataRequestKind,
  dataRequestDeadline,
  type GuestDataExport,
  PRIVACY_NOTICE_VERSION,
} from '@shop/domain/privacy';
import { CODE_MAX_TRIES, CODE_TTL_MS, generateCode } from '../accounts/codes.js';
import { hashSecret } from '../accounts/sessions.js';
import { SUBSCRIBE_COLLECTION } from '../content/subscribe.js';
import type { Database, Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import { appError } from '../errors.js';
import type { Mailer, QueuedMail } from '../mail/outbox.js';
import { eraseOrders } from './account-data.js';
import { unsubscribeEmail } from './consents.js';

/** Codes one address may be sent within an hour, whoever asks (a mailbox is not to be flooded). */
export const GUEST_CODES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

const hashCode = (id: string, code: string) => hashSecret(`data-request:${id}:${code}`);

/**
 * A guest's placed orders (no account: owned by a browser's uid) whose receiver's e-mail is the
 * address, case-insensitive.
 */
async function guestOrders(db: Queryable, idApp: string, email: string) {
  return db.query<{ id: string; data: Record<string, unknown> }>(
    `SELECT id, data FROM documents WHERE id_app = $1 AND collection = 'so1' AND owner LIKE 'uid:%'
       AND data->>'trang_thai' <> 'LCT' AND lower(btrim(data->>'email_nguoi_nhan')) = $2
     ORDER BY created_at, id`,
    [idApp, email],
  );
}

/**
 * Step one of a guest's request (decision 063): a six-digit code is mailed to the address through
 * the outbox, in the request's row (not listed until confirmed). The same reply whether or not the
 * address has orders, so the form tells no one who bought here. At most one code per
 * `cooldownMs` and GUEST_CODES_PER_HOUR an hour per address (429 RATE_LIMITED).
 */
export async function startGuestRequest(
  db: Database,
  mailer: Mailer,
  idApp: string,
  request: { email: string; kind: DataRequestKind; isEnglish: boolean; cooldownMs: number; now?: Date },
): Promise<{ id: string; queued: QueuedMail }> {
  const now = request.now ?? new Date();
  const email = request.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`data-request:${idApp}:${email}`]);
    const recent = await tx.query<{ received_at: Date | string }>(
      `SELECT received_at FROM data_requests WHERE id_app = $1 AND channel = 'email' AND subject = $2
         AND received_at > $3 ORDER BY received_at DESC`,
      [idApp, email, new Date(now.getTime() - HOUR_MS).toISOString()],
    );
    const lastAt = recent[0] ? new Date(recent[0].received_at).getTime() : undefined;
    if (
      recent.length >= GUEST_CODES_PER_HOUR ||
      (lastAt !== undefined && now.getTime() - lastAt < request.cooldownMs)
    )
      throw appError('RATE_LIMITED');
    const id = newId();
    const code = generateCode();
    await tx.query(
      `INSERT INTO data_requests (id, id_app, kind, subject, channel, received_at, due_at, code_hash,
         code_expires_at, confirmed)
       VALUES ($1, $2, $3, $4, 'email', $5, $6, $7, $8, false)`,
      [
        id,
        idApp,
        request.kind,
        email,
        now.toISOString(),
        dataRequestDeadline(request.kind, now).toISOString(),
        hashCode(id, code),
        new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      ],
    );
    const minutes = CODE_TTL_MS / 60_000;
    const what = request.isEnglish
      ? request.kind === 'export'
        ? 'to download the personal data linked to this address'
        : 'to delete the personal data linked to this address'
      : request.kind === 'export'
        ? 'để tải xuống dữ liệu cá nhân gắn với địa chỉ này'
        : 'để xóa dữ liệu cá nhân gắn với địa chỉ này';
    const queued = await mailer.queue(tx, {
      to: email,
      code,
      subject: request.isEnglish ? 'Your verification code' : 'Mã xác thực của bạn',
      text: request.isEnglish
        ? `Your verification code ${what} is ${code}. It is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this mail: nothing is done without the code.`
        : `Mã xác thực ${what} là ${code}. Mã có hiệu lực trong ${minutes} phút và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua thư này: không có gì được thực hiện khi chưa có mã.`,
    });
    return { id, queued };
  });
}

/** What the shop holds about a guest's address (GuestDataExport). */
export async function collectGuestData(
  db: Queryable,
  idApp: string,
  email: string,
  now: Date,
): Promise<GuestDataExport> {
  const orders = await guestOrders(db, idApp, email);
  const consents = await db.query<
    Omit<ConsentRecord, 'at'> & { at: Date | string } & Record<string, unknown>
  >(
    `SELECT purpose, granted, notice_version, source, given_at AS at FROM consents
     WHERE id_app = $1 AND user_id IS NULL AND lower(subject) = $2 ORDER BY given_at, id`,
    [idApp, email],
  );
  const subscriptions = await db.query<{ email: string; date_created: string }>(
    `SELECT data->>'email' AS email, COALESCE(data->>'date_created', '') AS date_created FROM documents
     WHERE id_app = $1 AND collection = $2 AND lower(btrim(data->>'email')) = $3`,
    [idApp, SUBSCRIBE_COLLECTION, email],
  );
  return {
    exported_at: now.toISOString(),
    notice_version: PRIVACY_NOTICE_VERSION,
    email,
    orders: orders.map((row) => row.data),
    consents: consents.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    subscriptions,
  };
}

/**
 * Erases a guest's address (decision 063), in the caller's transaction, as an account's deletion
 * does: its guest orders are kept for the accounts with the receiver's name, phone, e-mail, street
 * and note replaced (every saved version too) and no longer owned by the browser that placed
 * them; its newsletter subscriptions, consent records and mails go. Returns the orders erased.
 */
export async function eraseGuestData(tx: Queryable, idApp: string, email: string, pseudonym: string) {
  const orders = await guestOrders(tx, idApp, email);
  const ids = orders.map((row) => row.id);
  if (ids.length > 0)
    await tx.query(
      `UPDATE documents SET owner = $3 WHERE id_app = $1 AND collection = 'so1' AND id = ANY($2::text[])`,
      [idApp, ids, pseudonym],
    );
  const spelled = new Set(
    orders.map((row) => String(row.data.email_nguoi_nhan ?? '').trim()).filter(Boolean),
  );
  await eraseOrders(tx, idApp, { ids, pseudonym, authors: ['public'], names: [email, ...spelled] });
  await unsubscribeEmail(tx, idApp, email);
  await tx.query('DELETE FROM consents WHERE id_app = $1 AND user_id IS NULL AND lower(subject) = $2', [
    idApp,
    email,
  ]);
  await tx.query('DELETE FROM outbox WHERE lower(recipient) = $1', [email]);
  return ids.length;
}

type Confirmed =
  | { ok: true; kind: DataRequestKind; email: string; data?: GuestDataExport; erased?: number }
  | { ok: false };

/**
 * Step two: the code confirms the request, which is carried out at once and listed done in the
 * owner's inbox with its deadline counted from now. A wrong code counts a try (CODE_MAX_TRIES
 * each); a wrong, used or expired code and an unknown request get the same 400.
 */
export async function confirmGuestRequest(
  db: Database,
  idApp: string,
  id: string,
  code: string,
  now = new Date(),
): Promise<Exclude<Confirmed, { ok: false }>> {
  const result = await db.transaction(async (tx): Promise<Confirmed> => {
    const rows = await tx.query<{
      kind: DataRequestKind;
      subject: string;
      code_hash: string | null;
      code_expires_at: Date | string | null;
      tries: number;
    }>(
      `SELECT kind, subject, code_hash, code_expires_at, tries FROM data_requests
       WHERE id_app = $1 AND id = $2 AND channel = 'email' AND NOT confirmed FOR UPDATE`,
      [idApp, id],
    );
    const row = rows[0];
    const expected = Buffer.from(row?.code_hash ?? hashCode(id, 'none'), 'hex');
    const given = Buffer.from(hashCode(id, code), 'hex');
    const isMatch = timingSafeEqual(expected, given);
    if (!row?.code_hash || !row.code_expires_at) return { ok: false };
    const isLive = new Date(row.code_expires_at).getTime() > now.getTime() && row.tries < CODE_MAX_TRIES;
    if (!isMatch || !isLive) {
      await tx.query('UPDATE data_requests SET tries = tries + 1 WHERE id_app = $1 AND id = $2', [idApp, id]);
      return { ok: false };
    }
    const email = row.subject;
    const base = { ok: true as const, kind: row.kind, email };
    let done: Confirmed;
    let subject = email;
    if (row.kind === 'export') done = { ...base, data: await collectGuestData(tx, idApp, email, now) };
    else {
      // The inbox keeps the request, not the address it erased.
      subject = `deleted:${id}`;
      done = { ...base, erased: await eraseGuestData(tx, idApp, email, subject) };
    }
    await tx.query(
      `UPDATE data_requests SET confirmed = true, code_hash = NULL, code_expires_at = NULL, subject = $3,
         received_at = $4, due_at = $5, done_at = $4
       WHERE id_app = $1 AND id = $2`,
      [idApp, id, subject, now.toISOString(), dataRequestDeadline(row.kind, now).toISOString()],
    );
    return done;
  });
  if (!result.ok) throw appError('DATA_REQUEST_CODE_WRONG');
  return result;
}
