import type { FastifyBaseLogger } from 'fastify';
import {
  type ClaimLoop,
  type ClaimSpec,
  claimDue,
  createClaimLoop,
  DEFAULT_LEASE_MS,
  retryDelayMs,
} from '../db/claimer.js';
import type { Database } from '../db/database.js';
import { newId } from '../db/documents.js';
import { CHANNEL_KINDS, ChannelError, type ChannelKind, type MessageChannel } from './channels/channel.js';
import { isEmailAddress, keptMailLine } from './outbox.js';
import { companyContactId } from '../content/company-records.js';
import {
  type OutboxRow,
  type RenderedKeep,
  type RenderedRow,
  type RenderOptions,
  renderContextOf,
  renderContextSql,
  renderRow,
} from './render-row.js';

export interface DeliveryOptions extends RenderOptions {
  /** The channels of this process (decision 060), by kind. */
  channels: Record<ChannelKind, MessageChannel>;
  log: FastifyBaseLogger;
  /** Development: a kept mail's text goes to the log; production: its kind and recipient only. */
  logsText: boolean;
  /** The first retry waits this long, each next one twice as long (capped at {@link MAX_RETRY_MS}). */
  retryMs: number;
  maxAttempts: number;
  pollMs: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /** How long a claimed row is left to its loop before another may take it (a process that died). */
  leaseMs?: number;
}

/** The delivery loop (start, nudge, stop: the shared claim loop) and one round of it. */
export interface MailDelivery extends ClaimLoop {
  /** Claims the rows due at `now` and delivers them; the number of rows handled. */
  deliverDue(now?: Date): Promise<number>;
}

export { MAX_RETRY_MS, retryDelayMs } from '../db/claimer.js';

/** A row as the claim returns it: what rendering needs, its recipient, channel and attempts so far. */
export interface ClaimedRow extends OutboxRow, Record<string, unknown> {
  recipient: string;
  channel: string;
  attempts: number;
}

/**
 * The claim returns with each row what rendering an order mail reads (render-row.ts's context: the
 * company, the status names, the payment method), in the claim's own statement: no read a row.
 */
const OUTBOX_CLAIM: ClaimSpec = {
  table: 'outbox',
  dueColumn: 'next_attempt_at',
  returning: `t.id, t.recipient, t.channel, t.subject, t.body, t.html, t.kind, t.lang, t.data, t.attempts,
     ${renderContextSql('$4', '$5')}`,
};

/** Takes up to `limit` due rows for this loop (the shared claim: SKIP LOCKED, attempt counted, lease). */
export function claimDueRows(db: Database, now: Date, limit: number, leaseMs: number, idApp = '') {
  return claimDue<ClaimedRow>(db, OUTBOX_CLAIM, {
    now,
    limit,
    leaseMs,
    extra: [idApp, companyContactId(idApp)],
  });
}

/**
 * A row's next step with what its rendering keeps: the delivery's last word on it, written in one
 * UPDATE with every other row of the round that was not sent ({@link writeSteps}).
 */
interface RowStep {
  id: string;
  keep?: RenderedKeep | undefined;
  /** When it is tried again (ISO); null: never (kept, failed). */
  next: string | null;
  /** Its error, or undefined to leave the column as it is (a kept row). */
  error?: string | null | undefined;
}

/**
 * Writes the steps of a round's rows (kept, failed, to retry) in one statement: their next attempt,
 * their error and what their first rendering keeps (a null column is left as it is).
 */
async function writeSteps(db: Database, steps: RowStep[]): Promise<void> {
  if (steps.length === 0) return;
  const rows = steps.map((step) => ({
    id: step.id,
    subject: step.keep?.subject ?? null,
    body: step.keep?.body ?? null,
    html: step.keep?.html ?? null,
    next: step.next,
    set_error: step.error !== undefined,
    error: step.error ?? null,
  }));
  await db.query(
    `UPDATE outbox o SET subject = COALESCE(v.subject, o.subject), body = COALESCE(v.body, o.body),
       html = COALESCE(v.html, o.html), next_attempt_at = v.next,
       error = CASE WHEN v.set_error THEN v.error ELSE o.error END
     FROM jsonb_to_recordset($1::text::jsonb) AS v(id text, subject text, body text, html text,
       next timestamptz, set_error boolean, error text)
     WHERE o.id = ANY($2::bpchar[]) AND o.id = v.id::bpchar`,
    // The ids again as an array: the rows are found by the primary key, never by a scan of the table.
    [JSON.stringify(rows), rows.map((row) => row.id)],
  );
}

const isChannelKind = (value: string): value is ChannelKind =>
  (CHANNEL_KINDS as readonly string[]).includes(value);

/** The ZNS template of a row, when it has one. */
function templateOf(row: ClaimedRow): { id: string; data: Record<string, string> } | undefined {
  const template = row.data?.zns as { id?: unknown; data?: unknown } | undefined;
  if (!template || typeof template.id !== 'string' || typeof template.data !== 'object') return undefined;
  return { id: template.id, data: template.data as Record<string, string> };
}

/**
 * The delivery loop of the outbox (decisions 018, 060). Each row is rendered (order mails, once),
 * then handed to its channel: e-mail by SMTP, SMS through eSMS, ZNS through Zalo. A sent row gets
 * sent_at and the provider's id of the message; a failure is kept in `error` and retried with
 * exponential back-off until maxAttempts, then the row is left failed; a permanent refusal (a
 * number the provider will never reach) fails at once. A ZNS row that fails and names an SMS
 * fallback (codes) is not retried: an SMS row with the same text takes its place at once. A row
 * whose channel is off (no SMTP_URL, no SMS keys in production, an e-mail channel row to a phone)
 * is rendered, logged (by kind and recipient in production) and kept. Nothing here ever reaches an
 * order's request.
 */
export function createMailDelivery(db: Database, options: DeliveryOptions): MailDelivery {
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const { log } = options;

  function keep(row: ClaimedRow, mail: { subject: string; text: string }, rendered?: RenderedKeep): RowStep {
    log.info(
      keptMailLine(
        { outbox: row.id, kind: row.kind, to: row.recipient, subject: mail.subject, text: mail.text },
        options.logsText,
      ),
      'mail kept in outbox',
    );
    return { id: row.id, keep: rendered, next: null };
  }

  /** A failed ZNS code: the same text by SMS, due at once, naming the row it replaces. */
  async function fallBackToSms(row: ClaimedRow, error: unknown, rendered?: RenderedKeep): Promise<void> {
    log.warn({ err: error, outbox: row.id }, 'zns failed: the message goes by SMS');
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE outbox SET next_attempt_at = NULL, error = $2, subject = COALESCE($3, subject),
           body = COALESCE($4, body) WHERE id = $1`,
        [row.id, String(error).slice(0, 500), rendered?.subject ?? null, rendered?.body ?? null],
      );
      await tx.query(
        `INSERT INTO outbox (id, recipient, subject, body, kind, lang, order_id, channel, fallback_of, next_attempt_at)
         SELECT $2, recipient, subject, body, kind, lang, order_id, 'sms', id, now() FROM outbox WHERE id = $1`,
        [row.id, newId()],
      );
    });
  }

  /**
   * Delivers one row. A sent row is marked at once, with its rendering, in one UPDATE (so a process
   * that dies after a send leaves no row to send twice); what else becomes of a row (kept, failed,
   * to retry) is returned, for the round's one UPDATE.
   */
  async function deliverRow(row: ClaimedRow, now: Date): Promise<RowStep | undefined> {
    let mail: RenderedRow;
    let rendered: RenderedKeep | undefined;
    try {
      const outcome = await renderRow(db, row, options, renderContextOf(row));
      mail = outcome.mail;
      rendered = outcome.keep;
    } catch (error) {
      // A row that cannot be rendered is a bug, not a delivery failure: kept with its error.
      log.error({ err: error, outbox: row.id }, 'mail could not be rendered');
      return { id: row.id, next: null, error: String(error).slice(0, 500) };
    }
    const channel = isChannelKind(row.channel) ? options.channels[row.channel] : undefined;
    if (!channel || channel.state === 'off' || (row.channel === 'email' && !isEmailAddress(row.recipient)))
      return keep(row, mail, rendered);
    try {
      const receipt = await channel.send({
        id: row.id.trim(),
        to: row.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        qrPayload: mail.qrPayload,
        template: mail.template ?? templateOf(row),
        headers: mail.headers,
      });
      await db.query(
        `UPDATE outbox SET sent_at = now(), next_attempt_at = NULL, error = NULL, provider_ref = $2,
           subject = COALESCE($3, subject), body = COALESCE($4, body), html = COALESCE($5, html)
         WHERE id = $1`,
        [
          row.id,
          receipt.providerRef ?? null,
          rendered?.subject ?? null,
          rendered?.body ?? null,
          rendered?.html ?? null,
        ],
      );
      return undefined;
    } catch (error) {
      if (row.channel === 'zns' && row.data?.fallback === 'sms' && options.channels.sms.state !== 'off') {
        await fallBackToSms(row, error, rendered);
        return undefined;
      }
      const isLast =
        row.attempts >= options.maxAttempts || (error instanceof ChannelError && error.permanent);
      const next = new Date(now.getTime() + retryDelayMs(row.attempts, options.retryMs));
      log.warn(
        { err: error, outbox: row.id, channel: row.channel, attempts: row.attempts, isLast },
        'message delivery failed',
      );
      return {
        id: row.id,
        keep: rendered,
        next: isLast ? null : next.toISOString(),
        error: String(error instanceof ChannelError ? error.message : error).slice(0, 500),
      };
    }
  }

  /**
   * One round: claims the due rows (with what rendering them reads), delivers each, then writes
   * the rows not sent (kept, failed, to retry) in one UPDATE. A shop without a provider thus
   * renders and keeps a batch of order mails in two statements.
   */
  async function deliverDue(now = new Date()): Promise<number> {
    const rows = await claimDueRows(db, now, batchSize, leaseMs, options.idApp);
    const steps: RowStep[] = [];
    try {
      for (const row of rows) {
        const step = await deliverRow(row, now);
        if (step) steps.push(step);
      }
    } finally {
      // Even when a round fails midway, the rows it finished are written.
      await writeSteps(db, steps);
    }
    return rows.length;
  }

  const loop = createClaimLoop({
    runDue: () => deliverDue(),
    batchSize,
    pollMs: options.pollMs,
    log,
    name: 'mail delivery',
  });
  return { deliverDue, ...loop };
}
