import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import QRCode from 'qrcode';
import {
  type ClaimLoop,
  type ClaimSpec,
  claimDue,
  createClaimLoop,
  DEFAULT_LEASE_MS,
  retryDelayMs,
} from '../db/claimer.js';
import type { Queryable } from '../db/database.js';
import { isEmailAddress, keptMailLine } from './outbox.js';
import { type OutboxRow, type RenderOptions, renderOutboxRow } from './render-row.js';
import { VIETQR_CID } from './order-mail.js';

export interface DeliveryOptions extends RenderOptions {
  smtpUrl?: string | undefined;
  from: string;
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

/** A row as the claim returns it: what rendering needs, its recipient and its attempts so far. */
export interface ClaimedRow extends OutboxRow, Record<string, unknown> {
  recipient: string;
  attempts: number;
}

const OUTBOX_CLAIM: ClaimSpec = {
  table: 'outbox',
  dueColumn: 'next_attempt_at',
  returning: 't.id, t.recipient, t.subject, t.body, t.html, t.kind, t.lang, t.data, t.attempts',
};

/** Takes up to `limit` due rows for this loop (the shared claim: SKIP LOCKED, attempt counted, lease). */
export function claimDueRows(db: Queryable, now: Date, limit: number, leaseMs: number) {
  return claimDue<ClaimedRow>(db, OUTBOX_CLAIM, { now, limit, leaseMs });
}

/**
 * The delivery loop of the outbox (decision 018). Each row is rendered (order mails, once), then
 * sent by SMTP with nodemailer: HTML, plain text and, for a bank transfer, the VietQR image as an
 * inline attachment. Sent rows get sent_at; a failure is kept in `error` and retried with
 * exponential back-off until maxAttempts, then the row is left failed. Without SMTP_URL (or for a
 * phone number) the row is rendered, logged (by kind and recipient in production) and kept. Nothing here ever reaches an order's request.
 */
export function createMailDelivery(db: Queryable, options: DeliveryOptions): MailDelivery {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const { log } = options;

  async function deliverRow(row: ClaimedRow, now: Date): Promise<void> {
    let mail: { subject: string; text: string; html: string | null; qrPayload?: string | undefined };
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
    if (!transport || !isEmailAddress(row.recipient)) {
      log.info(
        keptMailLine(
          { outbox: row.id, kind: row.kind, to: row.recipient, subject: mail.subject, text: mail.text },
          options.logsText,
        ),
        'mail kept in outbox',
      );
      await db.query('UPDATE outbox SET next_attempt_at = NULL WHERE id = $1', [row.id]);
      return;
    }
    try {
      const attachments = mail.qrPayload
        ? [
            {
              filename: 'vietqr.png',
              cid: VIETQR_CID,
              content: await QRCode.toBuffer(mail.qrPayload, { width: 440, margin: 2 }),
            },
          ]
        : [];
      await transport.sendMail({
        from: options.from,
        to: row.recipient,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments,
      });
      await db.query(
        'UPDATE outbox SET sent_at = now(), next_attempt_at = NULL, error = NULL WHERE id = $1',
        [row.id],
      );
    } catch (error) {
      const isLast = row.attempts >= options.maxAttempts;
      const next = new Date(now.getTime() + retryDelayMs(row.attempts, options.retryMs));
      log.warn({ err: error, outbox: row.id, attempts: row.attempts, isLast }, 'mail delivery failed');
      await db.query('UPDATE outbox SET next_attempt_at = $2, error = $3 WHERE id = $1', [
        row.id,
        isLast ? null : next.toISOString(),
        String(error).slice(0, 500),
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
  // The transport is not pooled: each message has its own connection, nothing to close on stop.
  return { deliverDue, ...loop };
}
