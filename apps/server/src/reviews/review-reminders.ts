import { ORDER_STATUS_DELIVERED } from '@shop/domain/orders';
import type { Locale } from '@shop/domain/primitives';
import { REVIEW_REMINDER_DAYS } from '@shop/domain/reviews';
import type { Queryable } from '../db/database.js';
import { REVIEW_PAGE } from './review-page.js';
import { hasConsent } from '../privacy/consents.js';
import { queueReminderMessage } from '../reminders/cart-reminders.js';
import { reviewReminderText } from '../reminders/reminder-texts.js';
import type { JobHandler, JobOutcome } from '../schedules/queue.js';
import { planJob } from '../schedules/queue.js';

/** The job kind of an order's review reminder (issue 33), on the queue of decision 028. */
export const REVIEW_REMINDER_JOB = 'review-reminder';
const JOB_ATTEMPTS = 5;
const DAY_MS = 86_400_000;

/**
 * When a change delivers an order (in its transaction): its review reminder is planned
 * REVIEW_REMINDER_DAYS later, once per order (an order delivered again after a return plans none).
 * Whether it goes is decided when it runs.
 */
export async function planReviewReminder(tx: Queryable, idApp: string, orderId: string, now: Date) {
  const [planned] = await tx.query(
    `SELECT 1 FROM jobs WHERE id_app = $1 AND kind = $2 AND payload->>'order' = $3 LIMIT 1`,
    [idApp, REVIEW_REMINDER_JOB, orderId],
  );
  if (planned) return;
  await planJob(tx, {
    idApp,
    scheduleId: null,
    kind: REVIEW_REMINDER_JOB,
    payload: { order: orderId },
    runAt: new Date(now.getTime() + REVIEW_REMINDER_DAYS * DAY_MS),
    maxAttempts: JOB_ATTEMPTS,
  });
}

interface OrderRow extends Record<string, unknown> {
  owner: string | null;
  status: string | null;
  so_ct: string | null;
  names: string[] | string | null;
  lang: string | null;
  origin: string | null;
}

const skip = (order: string, reason: string): JobOutcome => ({
  status: 'done',
  result: { order, skipped: reason },
});

/**
 * An order's review reminder, run in the transaction that marks it done (so once): only an
 * account's order still delivered, none of whose lines is reviewed yet, to a shopper who agreed
 * to marketing messages (decision 063); the message is a marketing one (the mail loop adds its
 * unsubscribe link), to the account's e-mail or phone, in the order's language.
 */
export function reviewReminderJob(options: { publicOrigin?: string | undefined }): JobHandler {
  return async (tx, job) => {
    const orderId = String(job.payload.order ?? '');
    const [row] = await tx.query<OrderRow>(
      `SELECT d.owner, d.data->>'trang_thai' AS status, d.data->>'so_ct' AS so_ct,
         (SELECT COALESCE(jsonb_agg(COALESCE(NULLIF(l->>'ten_vt', ''), l->>'ma_vt')), '[]'::jsonb)
            FROM jsonb_array_elements(COALESCE(d.data->'details', '[]'::jsonb)) l) AS names,
         p.lang, p.data->>'origin' AS origin
       FROM documents d LEFT JOIN LATERAL (SELECT o.lang, o.data FROM outbox o
         WHERE o.order_id = d.id AND o.kind = 'order-placed' AND o.channel = 'email'
         ORDER BY o.created_at LIMIT 1) p ON true
       WHERE d.id_app = $1 AND d.collection = 'so1' AND d.id = $2`,
      [job.id_app, orderId],
    );
    if (!row || row.status !== ORDER_STATUS_DELIVERED) return skip(orderId, 'not-delivered');
    const contact = row.owner?.startsWith('user:') ? row.owner.slice('user:'.length) : '';
    if (contact === '') return skip(orderId, 'guest');
    const [reviewed] = await tx.query('SELECT 1 FROM reviews WHERE id_app = $1 AND order_id = $2 LIMIT 1', [
      job.id_app,
      orderId,
    ]);
    if (reviewed) return skip(orderId, 'reviewed');
    if (!(await hasConsent(tx, job.id_app, contact, 'marketing'))) return skip(orderId, 'no-consent');
    const lang: Locale = row.lang === 'en' ? 'en' : 'vi';
    const origin = options.publicOrigin ?? row.origin ?? '';
    const names = typeof row.names === 'string' ? (JSON.parse(row.names) as string[]) : (row.names ?? []);
    const text = reviewReminderText(lang, {
      so: row.so_ct ?? '',
      names,
      link: `${origin}${REVIEW_PAGE}`,
      days: REVIEW_REMINDER_DAYS,
    });
    await queueReminderMessage(tx, job.id_app, {
      to: contact,
      kind: 'review-reminder',
      lang,
      origin,
      ...text,
    });
    return { status: 'done', result: { order: orderId, to: contact } };
  };
}
