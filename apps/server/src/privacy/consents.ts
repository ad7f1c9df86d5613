import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentSource,
  type ConsentState,
  PRIVACY_NOTICE_VERSION,
} from '@shop/domain/privacy';
import type { Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import {
  findUserByAccount,
  normalizeEmail,
  ownerName,
  parseAccount,
  type UserRow,
} from '../accounts/users.js';
import { SUBSCRIBE_COLLECTION, subscribeEmail } from '../content/subscribe.js';

/** Who a consent belongs to: an account (its id and owner name) or an address with no account. */
export interface ConsentSubject {
  subject: string;
  userId?: string | undefined;
}

/** The subject of an account: its owner name (e-mail, else phone) and its id. */
export function accountSubject(user: Pick<UserRow, 'id' | 'email' | 'phone'>): ConsentSubject {
  return { subject: ownerName(user), userId: user.id };
}

/** An e-mail or phone typed by a person, normalised as accounts store them; the text itself otherwise. */
function normalizedSubject(text: string): string {
  const parsed = parseAccount(text);
  if (!parsed) return text.trim().toLowerCase();
  return 'email' in parsed ? parsed.email : parsed.phone;
}

/**
 * Records one giving or withdrawing (decision 063): what, which version of the privacy notice, when
 * (the row's time) and from where. Rows are only added: the last one of a purpose is its state.
 */
export async function recordConsent(
  tx: Queryable,
  idApp: string,
  who: ConsentSubject,
  purpose: ConsentPurpose,
  granted: boolean,
  source: ConsentSource,
): Promise<void> {
  await tx.query(
    `INSERT INTO consents (id, id_app, subject, user_id, purpose, granted, notice_version, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      newId(),
      idApp,
      normalizedSubject(who.subject),
      who.userId ?? null,
      purpose,
      granted,
      PRIVACY_NOTICE_VERSION,
      source,
    ],
  );
}

interface ConsentRow extends Record<string, unknown> {
  purpose: ConsentPurpose;
  granted: boolean;
  notice_version: string;
  given_at: Date | string;
  source: ConsentSource;
}

/** The records of an account (by id, or by its e-mail or phone before it had one) or an address. */
async function latestRows(db: Queryable, idApp: string, who: ConsentSubject): Promise<ConsentRow[]> {
  return db.query<ConsentRow>(
    `SELECT DISTINCT ON (purpose) purpose, granted, notice_version, given_at, source FROM consents
     WHERE id_app = $1 AND (subject = $2 OR ($3::text IS NOT NULL AND user_id = $3))
     ORDER BY purpose, given_at DESC, id DESC`,
    [idApp, normalizedSubject(who.subject), who.userId ?? null],
  );
}

/** Every purpose's state for a subject (none recorded: not granted). */
export async function consentStates(
  db: Queryable,
  idApp: string,
  who: ConsentSubject,
): Promise<ConsentState[]> {
  const rows = new Map((await latestRows(db, idApp, who)).map((row) => [row.purpose, row]));
  return CONSENT_PURPOSES.map((purpose) => {
    const row = rows.get(purpose);
    return {
      purpose,
      granted: row?.granted ?? false,
      notice_version: row?.notice_version ?? null,
      at: row ? new Date(row.given_at).toISOString() : null,
      source: row?.source ?? null,
    };
  });
}

/**
 * Whether `customer` (an e-mail, a phone or a user id) consents to `purpose` now: what other code
 * asks before a marketing mail, SMS or reminder (decision 063). An account is asked by any of its
 * names; no record means no. Example: `hasConsent(db, idApp, 'an@example.vn', 'marketing')`.
 */
export async function hasConsent(
  db: Queryable,
  idApp: string,
  customer: string,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const who = await resolveSubject(db, customer);
  const rows = await latestRows(db, idApp, who);
  return rows.find((row) => row.purpose === purpose)?.granted === true;
}

async function resolveSubject(db: Queryable, customer: string): Promise<ConsentSubject> {
  if (/^[0-9a-f]{24}$/.test(customer)) {
    const rows = await db.query<{ email: string | null; phone: string | null }>(
      'SELECT email, phone FROM users WHERE id = $1',
      [customer],
    );
    const user = rows[0];
    return { subject: user ? ownerName(user) : customer, userId: customer };
  }
  const user = await findUserByAccount(db, customer);
  return user ? accountSubject(user) : { subject: customer };
}

/**
 * Marketing mails follow the consent: giving it subscribes the e-mail to the newsletter, withdrawing
 * it removes every subscription of the address, at once (the next run of a newsletter skips it).
 */
export async function setMarketing(
  tx: Queryable,
  idApp: string,
  who: ConsentSubject & { email?: string | null | undefined },
  granted: boolean,
  source: ConsentSource,
): Promise<void> {
  await recordConsent(tx, idApp, who, 'marketing', granted, source);
  const email = who.email ?? (who.subject.includes('@') ? who.subject : undefined);
  if (!email) return;
  if (granted) await subscribeEmail(tx, idApp, email, who.userId ? email : 'public');
  else await unsubscribeEmail(tx, idApp, email);
}

/**
 * Removes the newsletter subscriptions of an address (any case, any spaces) with their saved
 * versions: the address is not kept once its owner has left the list.
 */
export async function unsubscribeEmail(tx: Queryable, idApp: string, email: string): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `DELETE FROM documents WHERE id_app = $1 AND collection = $2 AND lower(btrim(data->>'email')) = $3
     RETURNING id`,
    [idApp, SUBSCRIBE_COLLECTION, normalizeEmail(email)],
  );
  if (rows.length > 0)
    await tx.query(
      'DELETE FROM document_versions WHERE id_app = $1 AND collection = $2 AND id = ANY($3::text[])',
      [idApp, SUBSCRIBE_COLLECTION, rows.map((row) => row.id)],
    );
  return rows.length;
}
