import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import QRCode from 'qrcode';
import type { Queryable } from '../db/database.js';
import { isEmailAddress } from './outbox.js';
import { type OutboxRow, type RenderOptions, renderOutboxRow } from './render-row.js';
import { VIETQR_CID } from './order-mail.js';

export interface DeliveryOptions extends RenderOptions {
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** The first retry waits this long, each next one twice as long (capped at {@link MAX_RETRY_MS}). */
  retryMs: number;
  maxAttempts: number;
  pollMs: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /** How long a claimed row is left to its loop before another may take it (a process that died). */
  leaseMs?: number;
}

export interface MailDelivery {
  /** Claims the rows due at `now` and delivers them; the number of rows handled. */
  deliverDue(now?: Date): Promise<number>;
  /** Runs deliverDue every pollMs (and when nudged) until stop. */
  start(): void;
  /** Asks for a round soon (a code was just queued). */
  nudge(): void;
  /** Stops the loop and waits for the round under way. */
  stop(): Promise<void>;
}

export const MAX_RETRY_MS = 6 * 3_600_000;

/** The wait before attempt `attempts + 1`: retryMs, doubling after each failure, capped. */
export function retryDelayMs(attempts: number, retryMs: number): number {
  return Math.min(retryMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** A row as the claim returns it: what rendering needs, its recipient and its attempts so far. */
export interface ClaimedRow extends OutboxRow, Record<string, unknown> {
  recipient: string;
  attempts: number;
}

/**
 * Takes up to `limit` due rows for this loop: one statement, committed at once, so the rows
 * another loop is claiming at the same moment are skipped (SKIP LOCKED) and every row is claimed
 * by one loop. The claim counts the attempt and moves next_attempt_at past the lease, so a row
 * whose process died is taken again after it.
 */
export function claimDueRows(db: Queryable, now: Date, limit: number, leaseMs: number) {
  return db.query<ClaimedRow>(
    `WITH due AS (
       SELECT id FROM outbox WHERE next_attempt_at <= $1::timestamptz
       ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
     UPDATE outbox o SET attempts = o.attempts + 1,
       next_attempt_at = $1::timestamptz + $3::int * interval '1 millisecond'
     FROM due WHERE o.id = due.id
     RETURNING o.id, o.recipient, o.subject, o.body, o.html, o.kind, o.lang, o.data, o.attempts`,
    [now.toISOString(), limit, leaseMs],
  );
}

/**
 * The delivery loop of the outbox (decision 018). Each row is rendered (order mails, once), then
 * sent by SMTP with nodemailer: HTML, plain text and, for a bank transfer, the VietQR image as an
 * inline attachment. Sent rows get sent_at; a failure is kept in `error` and retried with
 * exponential back-off until maxAttempts, then the row is left failed. Without SMTP_URL (or for a
 * phone number) the row is rendered, logged and kept. Nothing here ever reaches an order's request.
 */
export function createMailDelivery(db: Queryable, options: DeliveryOptions): MailDelivery {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 120_000;
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
        { outbox: row.id, to: row.recipient, subject: mail.subject, text: mail.text },
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

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = true;
  let isNudged = false;

  function schedule(delay: number) {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(round, delay);
    timer.unref();
  }

  function round() {
    if (running) {
      isNudged = true;
      return;
    }
    isNudged = false;
    running = (async () => {
      try {
        // A full batch means more may be due: go on at once.
        while (!isStopped && (await deliverDue()) === batchSize) {}
      } catch (error) {
        log.error({ err: error }, 'mail delivery round failed');
      } finally {
        running = undefined;
        schedule(isNudged ? 0 : options.pollMs);
      }
    })();
  }

  return {
    deliverDue,
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule(0);
    },
    nudge() {
      if (running) isNudged = true;
      else schedule(0);
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      // The transport is not pooled: each message has its own connection, nothing to close.
      await running;
    },
  };
}
