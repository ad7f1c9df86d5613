import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import { normalizeEmail, normalizePhone, parseAccount } from './users.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Records the mail in the outbox, then delivers it by SMTP when configured. Never throws for delivery. */
  send(mail: Mail, log?: FastifyBaseLogger): Promise<void>;
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

/**
 * The mail outbox (DESIGN.md "Codes"): every message is a row first; with SMTP_URL it is sent
 * through nodemailer and stamped sent_at (or its error kept); without it, it is written to the log,
 * so a developer or a test reads it there or in the table. Phone accounts have no SMS gateway yet:
 * their codes stay in the outbox (decision 004).
 */
export function createMailer(
  db: Queryable,
  options: { smtpUrl?: string | undefined; from: string; log: FastifyBaseLogger },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    // The request's logger when there is one, so the lines carry its request id.
    async send(mail, log = options.log) {
      const id = newId();
      await db.query('INSERT INTO outbox (id, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
        id,
        mail.to,
        mail.subject,
        mail.text,
      ]);
      const isEmail = mail.to.includes('@');
      if (!transport || !isEmail) {
        log.info({ outbox: id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in outbox');
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.query('UPDATE outbox SET sent_at = now() WHERE id = $1', [id]);
      } catch (error) {
        log.error({ err: error, outbox: id }, 'mail delivery failed');
        await db.query('UPDATE outbox SET error = $2 WHERE id = $1', [id, String(error).slice(0, 500)]);
      }
    },
  };
}

/** The newest messages first (the development page /dev/outbox). */
export async function listOutbox(db: Queryable, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db.query<{
    id: string;
    recipient: string;
    subject: string;
    body: string;
    created_at: Date | string;
    sent_at: Date | string | null;
    error: string | null;
  }>(
    'SELECT id, recipient, subject, body, created_at, sent_at, error FROM outbox ORDER BY created_at DESC, id DESC LIMIT $1',
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    created_at: new Date(row.created_at).toISOString(),
    sent_at: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
    error: row.error,
  }));
}

/**
 * Test helper: the six-digit code of the newest message to an account (e-mail or phone, in any
 * spelling), or undefined. Codes are stored hashed, so the outbox is the only place to read one.
 */
export async function readLatestCode(db: Queryable, account: string): Promise<string | undefined> {
  const parsed = parseAccount(account);
  const recipient = !parsed
    ? account
    : 'email' in parsed
      ? normalizeEmail(parsed.email)
      : normalizePhone(parsed.phone);
  const rows = await db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [recipient],
  );
  return rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
}
