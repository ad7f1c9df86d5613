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
import { type OutboxRow, type RenderedRow, type RenderOptions, renderOutboxRow } from './render-row.js';

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

const OUTBOX_CLAIM: ClaimSpec = {
  table: 'outbox',
  dueColumn: 'next_attempt_at',
  returning: 't.id, t.recipient, t.channel, t.subject, t.body, t.html, t.kind, t.lang, t.data, t.attempts',
};

/** Takes up to `limit` due rows for this loop (the shared claim: SKIP LOCKED, attempt counted, lease). */
export function claimDueRows(db: Database, now: Date, limit: number, leaseMs: number) {
  return claimDue<ClaimedRow>(db, OUTBOX_CLAIM, { now, limit, leaseMs });
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

  async function keep(row: ClaimedRow, mail: { subject: string; text: string }) {
    log.info(
      keptMailLine(
        { outbox: row.id, kind: row.kind, to: row.recipient, subject: mail.subject, text: mail.text },
        options.logsText,
      ),
      'mail kept in outbox',
    );
    await db.query('UPDATE outbox SET next_attempt_at = NULL WHERE id = $1', [row.id]);
  }

  /** A failed ZNS code: the same text by SMS, due at once, naming the row it replaces. */
  async function fallBackToSms(row: ClaimedRow, error: unknown): Promise<void> {
    log.warn({ err: error, outbox: row.id }, 'zns failed: the message goes by SMS');
    await db.transaction(async (tx) => {
      await tx.query('UPDATE outbox SET next_attempt_at = NULL, error = $2 WHERE id = $1', [
        row.id,
        String(error).slice(0, 500),
      ]);
      await tx.query(
        `INSERT INTO outbox (id, recipient, subject, body, kind, lang, order_id, channel, fallback_of, next_attempt_at)
         SELECT $2, recipient, subject, body, kind, lang, order_id, 'sms', id, now() FROM outbox WHERE id = $1`,
        [row.id, newId()],
      );
    });
  }

  async function deliverRow(row: ClaimedRow, now: Date): Promise<void> {
    let mail: RenderedRow;
    try {
      mail = await renderOutboxRow(db, row, options);
    } catch (error) {
      // A row that cannot be rendered is a bug, not a delivery failure: kept with its error.
      log.error({ err: error, outbox: row.id }, 'mail could not be rendered');
      await db.query('UPDATE outbox SET next_attempt_at = NULL, error = $2 WHERE id = $1', [
        row.id,
        String(error).slice(0, 500),
      ]);
      return;
    }
    const channel = isChannelKind(row.channel) ? options.channels[row.channel] : undefined;
    if (!channel || channel.state === 'off' || (row.channel === 'email' && !isEmailAddress(row.recipient)))
      return keep(row, mail);
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
        `UPDATE outbox SET sent_at = now(), next_attempt_at = NULL, error = NULL, provider_ref = $2
         WHERE id = $1`,
        [row.id, receipt.providerRef ?? null],
      );
    } catch (error) {
      if (row.channel === 'zns' && row.data?.fallback === 'sms' && options.channels.sms.state !== 'off')
        return fallBackToSms(row, error);
      const isLast =
        row.attempts >= options.maxAttempts || (error instanceof ChannelError && error.permanent);
      const next = new Date(now.getTime() + retryDelayMs(row.attempts, options.retryMs));
      log.warn(
        { err: error, outbox: row.id, channel: row.channel, attempts: row.attempts, isLast },
        'message delivery failed',
      );
      await db.query('UPDATE outbox SET next_attempt_at = $2, error = $3 WHERE id = $1', [
        row.id,
        isLast ? null : next.toISOString(),
        String(error instanceof ChannelError ? error.message : error).slice(0, 500),
      ]);
    }
  }

  async function deliverDue(now = new Date()): Promise<number> {
    const rows = await claimDueRows(db, now, batchSize, leaseMs);
    for (const row of rows) await deliverRow(row, now);
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
