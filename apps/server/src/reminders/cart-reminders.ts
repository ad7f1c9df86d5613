import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@shop/domain/primitives';
import { MAX_CART_REMINDERS, SECOND_CART_REMINDER_HOURS } from '@shop/domain/reminders';
import type { Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import { loadServerSecret } from '../db/server-secrets.js';
import { hasConsent } from '../privacy/consents.js';
import { unsubscribeLinks, unsubscribeSigner } from '../privacy/unsubscribe.js';
import type { JobHandler, JobOutcome } from '../schedules/queue.js';
import { planJob } from '../schedules/queue.js';
import { loadMessageSettings } from './message-settings.js';
import { cartReminderText, smsOptOut } from './reminder-texts.js';

/** The job kind of a cart's reminder (decision 064), on the queue of decision 028. */
export const CART_REMINDER_JOB = 'cart-reminder';
const JOB_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

/** The shop's cart page, where the reminder's link leads (apps/web/src/routes/cart.tsx). */
export const CART_PAGE = '/cart';
/** Opens a guest's cart from a reminder: puts back the browser's uid, then the cart page. */
export const CART_RESUME_API = '/api/cart/resume';

/** Where an open reminder's message goes: the guest's given contact, else the account's name. */
function contactOf(row: { owner: string | null; contact: string | null }): string | undefined {
  if (row.contact) return row.contact;
  return row.owner?.startsWith('user:') ? row.owner.slice('user:'.length) : undefined;
}

/**
 * After a signed-in shopper's cart write (in its transaction): the cart's reminder is opened when
 * none is (one per owner: the partial unique index makes a second a no-op) and its job planned
 * after the settings' delay. The job looks at the cart again when it runs; nothing is sent here.
 */
export async function trackCart(
  tx: Queryable,
  input: { idApp: string; owner: string; lang: Locale; origin: string; now: Date; contact?: string },
): Promise<void> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO reminders (id_app, id, kind, owner, contact, lang, origin)
     VALUES ($1, $2, 'cart', $3, $4, $5, $6)
     ON CONFLICT (id_app, owner) WHERE kind = 'cart' AND ended_at IS NULL
     DO UPDATE SET contact = COALESCE(EXCLUDED.contact, reminders.contact)
     RETURNING id, (xmax = 0) AS inserted`,
    [input.idApp, newId(), input.owner, input.contact ?? null, input.lang, input.origin],
  );
  const row = rows[0] as { id: string; inserted?: boolean } | undefined;
  if (!row?.inserted) return;
  const settings = await loadMessageSettings(tx, input.idApp);
  await planJob(tx, {
    idApp: input.idApp,
    scheduleId: null,
    kind: CART_REMINDER_JOB,
    payload: { reminder: row.id.trim() },
    runAt: new Date(input.now.getTime() + settings.cart_reminder_hours * HOUR_MS),
    maxAttempts: JOB_ATTEMPTS,
  });
}

/** Ends an owner's open cart reminder when the cart has no line left (a line removed). */
export async function endIfEmptied(tx: Queryable, idApp: string, owner: string): Promise<void> {
  await tx.query(
    `UPDATE reminders SET ended_at = now(), ended_reason = 'emptied'
     WHERE id_app = $1 AND kind = 'cart' AND owner = $2 AND ended_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM documents WHERE id_app = $1 AND collection = 'cart' AND owner = $2)`,
    [idApp, owner],
  );
}

/**
 * Placing an order (in its transaction): the owner's open cart reminder ends as bought, and a
 * reminder that was sent records the order that followed it; so does a back-in-stock message sent
 * in the last 7 days to the order's e-mail or phone for a product the order contains.
 */
export function recordOrderAfterReminders(
  tx: Queryable,
  input: { idApp: string; owner: string; orderId: string },
): Promise<unknown> {
  return tx.query(
    `WITH o AS (SELECT d.data FROM documents d WHERE d.id_app = $1 AND d.collection = 'so1' AND d.id = $3)
     UPDATE reminders r SET
       ended_at = COALESCE(r.ended_at, now()),
       ended_reason = COALESCE(r.ended_reason, 'ordered'),
       order_id = CASE WHEN r.sends > 0 THEN $3 END,
       ordered_at = CASE WHEN r.sends > 0 THEN now() END
     FROM o
     WHERE r.id_app = $1 AND r.order_id IS NULL AND (
       (r.kind = 'cart' AND r.owner = $2 AND r.ended_at IS NULL)
       OR (r.kind = 'stock' AND r.sends > 0 AND r.last_sent_at > now() - interval '7 days'
         AND (r.owner = $2 OR r.contact IN (lower(btrim(o.data->>'email_nguoi_nhan')),
           regexp_replace(COALESCE(o.data->>'sdt_nguoi_nhan', ''), '[^0-9]', '', 'g')))
         AND EXISTS (SELECT 1 FROM jsonb_array_elements(COALESCE(o.data->'details', '[]'::jsonb)) l
           WHERE l->>'ma_vt' = r.ma_vt)))`,
    [input.idApp, input.owner, input.orderId],
  );
}

const signature = (secret: string, idApp: string, uid: string) =>
  createHmac('sha256', secret).update(`cart\n${idApp}\n${uid}`).digest('base64url');

/** Signs and reads the link that gives a guest back the cart of their browser's uid. */
export function cartLinkSigner(db: Queryable, idApp: string) {
  const key = () => loadServerSecret(db, 'cart-link');
  return {
    async sign(uid: string): Promise<string> {
      return `${uid}.${signature(await key(), idApp, uid)}`;
    },
    async read(token: unknown): Promise<string | undefined> {
      if (typeof token !== 'string' || token.length > 200) return undefined;
      const [uid, given, extra] = token.split('.');
      if (!uid || !given || extra !== undefined || !/^[0-9a-f]{24}$/.test(uid)) return undefined;
      const expected = Buffer.from(signature(await key(), idApp, uid));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      return uid;
    },
  };
}

interface ReminderRow extends Record<string, unknown> {
  id: string;
  owner: string | null;
  contact: string | null;
  lang: string;
  origin: string | null;
  sends: number;
  last_sent_at: Date | string | null;
  ended_at: Date | string | null;
}

const end = (tx: Queryable, idApp: string, id: string, reason: string) =>
  tx.query(`UPDATE reminders SET ended_at = now(), ended_reason = $3 WHERE id_app = $1 AND id = $2`, [
    idApp,
    id,
    reason,
  ]);

/**
 * The job of a cart's reminder, run in the transaction that marks it done (so once, whatever the
 * number of processes): the cart emptied or bought, or no marketing consent (decision 063): the
 * reminder ends; a cart changed since: the job waits the delay again from that change; else one
 * message goes into the outbox (e-mail with its one-click unsubscribe, or SMS with its opt-out
 * link) with a link back to the same cart, and the next (at most MAX_CART_REMINDERS) is planned.
 */
export function cartReminderJob(options: { publicOrigin?: string | undefined }): JobHandler {
  return async (tx, job, now): Promise<JobOutcome> => {
    const id = String(job.payload.reminder ?? '');
    const [row] = await tx.query<ReminderRow>(
      `SELECT id, owner, contact, lang, origin, sends, last_sent_at, ended_at FROM reminders
       WHERE id_app = $1 AND id = $2 AND kind = 'cart' FOR UPDATE`,
      [job.id_app, id],
    );
    if (!row || row.ended_at !== null) return { status: 'cancelled', result: { reason: 'ended' } };
    const owner = row.owner ?? '';
    const lines = await tx.query<{ name: string; changed: Date | string }>(
      `SELECT COALESCE(NULLIF(data->>'ten_vt', ''), data->>'ma_vt') AS name, updated_at AS changed
       FROM documents WHERE id_app = $1 AND collection = 'cart' AND owner = $2 ORDER BY created_at, id`,
      [job.id_app, owner],
    );
    if (lines.length === 0) {
      await end(tx, job.id_app, id, 'emptied');
      return { status: 'done', result: { reminder: id, ended: 'emptied' } };
    }
    const contact = contactOf(row);
    if (!contact || !(await hasConsent(tx, job.id_app, contact, 'marketing'))) {
      await end(tx, job.id_app, id, 'no-consent');
      return { status: 'done', result: { reminder: id, ended: 'no-consent' } };
    }
    const settings = await loadMessageSettings(tx, job.id_app);
    const lastChange = Math.max(...lines.map((line) => new Date(line.changed).getTime()));
    const dueAt =
      row.sends === 0
        ? lastChange + settings.cart_reminder_hours * HOUR_MS
        : new Date(row.last_sent_at ?? now).getTime() + SECOND_CART_REMINDER_HOURS * HOUR_MS;
    if (dueAt > now.getTime() + 1000) {
      await planJob(tx, {
        idApp: job.id_app,
        scheduleId: null,
        kind: CART_REMINDER_JOB,
        payload: { reminder: id },
        runAt: new Date(dueAt),
        maxAttempts: JOB_ATTEMPTS,
      });
      return { status: 'done', result: { reminder: id, waiting_until: new Date(dueAt).toISOString() } };
    }
    const lang: Locale = row.lang === 'en' ? 'en' : 'vi';
    const origin = options.publicOrigin ?? row.origin ?? '';
    const link = owner.startsWith('uid:')
      ? `${origin}${CART_RESUME_API}?t=${encodeURIComponent(await cartLinkSigner(tx, job.id_app).sign(owner.slice(4)))}`
      : `${origin}${CART_PAGE}`;
    const text = cartReminderText(lang, {
      names: lines.map((line) => line.name),
      link,
      second: row.sends > 0,
    });
    await queueReminderMessage(tx, job.id_app, {
      to: contact,
      kind: 'cart-reminder',
      lang,
      origin,
      ...text,
    });
    const sends = row.sends + 1;
    await tx.query(
      `UPDATE reminders SET sends = $3, last_sent_at = now(), first_sent_at = COALESCE(first_sent_at, now())
       WHERE id_app = $1 AND id = $2`,
      [job.id_app, id, sends],
    );
    if (sends < MAX_CART_REMINDERS)
      await planJob(tx, {
        idApp: job.id_app,
        scheduleId: null,
        kind: CART_REMINDER_JOB,
        payload: { reminder: id },
        runAt: new Date(now.getTime() + SECOND_CART_REMINDER_HOURS * HOUR_MS),
        maxAttempts: JOB_ATTEMPTS,
      });
    return { status: 'done', result: { reminder: id, sent: sends, to: contact } };
  };
}

/**
 * A reminder's message into the outbox, in the caller's transaction, due at once: by e-mail a
 * marketing mail (the delivery loop adds its unsubscribe link and RFC 8058 headers); by SMS the
 * whole text with a link that stops them. `marketing: false`: a message the shopper asked for
 * (back in stock), which carries no unsubscribe.
 */
export async function queueReminderMessage(
  tx: Queryable,
  idApp: string,
  message: {
    to: string;
    kind: 'cart-reminder' | 'stock-alert' | 'review-reminder';
    lang: Locale;
    origin: string;
    subject: string;
    message: string;
    marketing?: boolean;
  },
): Promise<string> {
  const id = newId();
  const byEmail = message.to.includes('@');
  const marketing = message.marketing !== false;
  let body = message.message;
  if (!byEmail && marketing) {
    const links = await unsubscribeLinks(unsubscribeSigner(tx, idApp), message.origin, message.to);
    body = `${message.subject}. ${message.message}\n${smsOptOut(message.lang, links.page)}`;
  } else if (!byEmail) body = `${message.subject}. ${message.message}`;
  await tx.query(
    `INSERT INTO outbox (id, recipient, subject, body, kind, lang, channel, data, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, now())`,
    [
      id,
      message.to,
      message.subject,
      body,
      message.kind,
      message.lang,
      byEmail ? 'email' : 'sms',
      byEmail && marketing ? JSON.stringify({ marketing: true, message: message.message }) : null,
    ],
  );
  return id;
}
