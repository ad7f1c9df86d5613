import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.js';
import { GLOBAL_APP, newId } from '../db/documents.js';
import { normalizeEmail, normalizePhone, parseAccount } from '../accounts/users.js';
import type { ChangeMailKind } from './mail-texts.js';
import type { ChannelKind, ChannelState } from './channels/channel.js';
import { ZNS_TEMPLATES_ROW } from './channels/zns-orders.js';
import type { ZnsTemplates } from './channels/zns.js';
import { znsStoppedForPhone, znsStoppedSql } from './channels/zns-opt-out.js';
import { consoleTemplate, templateIdSql } from '../reminders/message-settings.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** What it is, for the log and /dev/outbox: a code (the default) or a staff invitation. */
  kind?: 'code' | 'invitation';
  /** A code's six digits: the parameter of the ZNS OTP template (decision 061). */
  code?: string;
}

/**
 * What the log says of a mail kept in the outbox (decision 040). In production: its kind and
 * recipient only, as a code or an invitation link in a log file would travel to every system the
 * logs go to. In development and tests: its subject and text too, for a developer without SMTP.
 */
export function keptMailLine(
  mail: { outbox: string; kind: string; to: string; subject: string; text: string },
  logsText: boolean,
): Record<string, string> {
  const { outbox, kind, to, subject, text } = mail;
  return logsText ? { outbox, kind, to, subject, text } : { outbox, kind, to };
}

export interface Mailer {
  /** Records the mail in the outbox; the delivery loop sends it. Never throws for delivery. */
  send(mail: Mail, log?: FastifyBaseLogger): Promise<void>;
  /**
   * Writes the mail into the outbox inside the caller's transaction (it leaves only if that
   * commits); give the result to {@link Mailer.afterCommit} once committed.
   */
  queue(tx: Queryable, mail: Mail): Promise<QueuedMail>;
  /** After the commit: wakes the delivery loop for a due row, or logs a kept one. */
  afterCommit(queued: QueuedMail, log?: FastifyBaseLogger): void;
}

export interface QueuedMail {
  id: string;
  channel: ChannelKind;
  isDue: boolean;
  mail: Mail;
}

/** sent: accepted by the provider; pending: waiting for (another) attempt; failed: gave up; kept: its channel is off. */
export type OutboxStatus = 'sent' | 'pending' | 'failed' | 'kept';

export interface OutboxEntry {
  id: string;
  to: string;
  /** The channel it goes by (decision 060): email, sms or zns. */
  channel: string;
  kind: string;
  lang: string;
  order_id: string | null;
  subject: string;
  text: string;
  html: string | null;
  status: OutboxStatus;
  attempts: number;
  created_at: string;
  sent_at: string | null;
  error: string | null;
  /** The provider's id of the message once sent (SMTP message id, eSMS SMSID, ZNS msg_id). */
  provider_ref: string | null;
  /** An SMS sent because a ZNS failed: the id of that ZNS row. */
  fallback_of: string | null;
}

export const isEmailAddress = (recipient: string) => recipient.includes('@');

/** The channel a plain message (a code, an invitation) takes: e-mail for an address, SMS for a phone. */
export function channelFor(recipient: string): ChannelKind {
  return isEmailAddress(recipient) ? 'email' : 'sms';
}

/**
 * The mail outbox (DESIGN.md "Codes", decisions 018 and 060): every message is a row first, with
 * its channel (e-mail for an address, SMS for a phone number), due at once when that channel is
 * on (SMTP_URL; eSMS keys, or its simulator in development and tests), and the delivery loop
 * (mail/delivery.ts) sends it; `onQueued` wakes that loop so a code leaves without waiting for the
 * next poll. Otherwise the row is kept and logged: in development with its text, so a developer or
 * a test reads it there or in the table; in production by kind and recipient only (decision 040).
 */
export function createMailer(
  db: Queryable,
  options: {
    states: Record<ChannelKind, ChannelState>;
    /** The app whose console settings name templates (decision 064). */
    idApp?: string;
    /** ZNS templates (decision 061): with an OTP template, a phone's code goes by ZNS, SMS its fallback. */
    znsTemplates?: ZnsTemplates | undefined;
    logsText: boolean;
    log: FastifyBaseLogger;
    onQueued?: () => void;
  },
): Mailer {
  const mailer: Mailer = {
    async queue(tx, mail) {
      const id = newId();
      const kind = mail.kind ?? 'code';
      // A phone whose owner stopped Zalo messages gets its code by SMS (zns-opt-out.ts).
      const mayZns =
        channelFor(mail.to) === 'sms' &&
        mail.code !== undefined &&
        options.states.zns !== 'off' &&
        !(await znsStoppedForPhone(tx, mail.to, options.idApp));
      // The console's OTP template wins over the environment's (ZNS_TEMPLATE_OTP).
      const otpTemplate =
        (mayZns && options.idApp ? await consoleTemplate(tx, options.idApp, 'code') : '') ||
        options.znsTemplates?.code;
      const byZns = mayZns && otpTemplate !== undefined;
      const channel: ChannelKind = byZns ? 'zns' : channelFor(mail.to);
      const isDue = options.states[channel] !== 'off';
      const data = byZns
        ? {
            zns: { id: otpTemplate, data: { otp: mail.code } },
            ...(options.states.sms !== 'off' ? { fallback: 'sms' } : {}),
          }
        : null;
      await tx.query(
        `INSERT INTO outbox (id, recipient, subject, body, kind, channel, data, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::boolean THEN now() END)`,
        [id, mail.to, mail.subject, mail.text, kind, channel, data, isDue],
      );
      return { id, channel, isDue, mail };
    },
    // The request's logger when there is one, so the lines carry its request id.
    afterCommit(queued, log = options.log) {
      if (queued.isDue) options.onQueued?.();
      else
        log.info(
          keptMailLine(
            { outbox: queued.id, kind: queued.mail.kind ?? 'code', ...queued.mail },
            options.logsText,
          ),
          'mail kept in outbox',
        );
    },
    async send(mail, log = options.log) {
      mailer.afterCommit(await mailer.queue(db, mail), log);
    },
  };
  return mailer;
}

/**
 * Writes a ready mail (subject and text) into the outbox inside the caller's transaction, due at
 * once: it leaves only if the transaction commits, and the delivery loop sends it (or keeps and
 * logs it without SMTP, like every row). Nothing is sent from the request.
 */
export async function queueMail(
  tx: Queryable,
  mail: { to: string; subject: string; text: string; kind: 'contact-reply' | 'contact-new' },
): Promise<void> {
  await tx.query(
    `INSERT INTO outbox (id, recipient, subject, body, kind, next_attempt_at) VALUES ($1, $2, $3, $4, $5, now())`,
    [newId(), mail.to, mail.subject, mail.text, mail.kind],
  );
}

export interface OrderMailRequest {
  idApp: string;
  orderId: string;
  kind: 'order-placed' | ChangeMailKind;
  /** Placing only: the shopper's language and the shop's origin for the order's link. */
  lang?: 'vi' | 'en';
  origin?: string;
  /** Placing only: where the shop's new-order notice goes (else the company e-mail). */
  notifyEmail?: string | undefined;
  /** More for the mail than the order (a return's step, decision 077), kept in the row's data. */
  extra?: Record<string, unknown>;
}

/**
 * Writes an order's e-mail into the outbox inside the change's transaction, as one statement that
 * reads the order row as the statements before it left it (so a placed order's snapshot already
 * has its so_ct): it can travel in the same round trip as the change and its COMMIT. Placing
 * writes two rows, the shopper's mail (in the request's language) and the shop's notice (in
 * Vietnamese); every later mail takes the language and origin of the placed one. A recipient
 * without an e-mail address gets no row. The loop renders and sends them after commit.
 */
export function queueOrderMail(tx: Queryable, request: OrderMailRequest): Promise<unknown> {
  // Issued now, with the mail's statement: both travel in the caller's round trip.
  const zns = queueOrderZns(tx, request);
  return Promise.all([queueOrderEmail(tx, request), zns]);
}

/** A phone as digits only when it is a Vietnamese mobile number (0… or 84…), for the ZNS row. */
const ORDER_PHONE_SQL = `regexp_replace(COALESCE(d.data->>'sdt_nguoi_nhan', ''), '[^0-9]', '', 'g')`;

/** The kind's template: the console's setting, else the environment's (decision 064 addendum to 061). */
const ORDER_TEMPLATE_SQL = templateIdSql('$1', '$4', `t.value::jsonb->>$4`);

/**
 * queueOrderZns's statement: $1 the app, $2 the order, $3 the row's id, $4 the kind, $5 the
 * language, $6 the templates' row. Its first condition does not depend on the order: PostgreSQL
 * checks it once, before it reads anything else, so with ZNS off (no templates' row, most shops)
 * the statement reads neither the order nor the opt-outs (a third of an order's share of it).
 */
export const QUEUE_ORDER_ZNS_SQL = `INSERT INTO outbox (id, recipient, subject, body, kind, lang, order_id, data, channel, next_attempt_at)
     SELECT $3, ${ORDER_PHONE_SQL}, '', '', $4,
       COALESCE($5::text, (SELECT o.lang FROM outbox o WHERE o.order_id = d.id AND o.kind = 'order-placed'
         ORDER BY o.created_at LIMIT 1), 'vi'),
       d.id, jsonb_build_object('order', d.data, 'zns', jsonb_build_object('id', ${ORDER_TEMPLATE_SQL})),
       'zns', now()
     FROM documents d JOIN server_secrets t ON t.name = $6 AND COALESCE(${ORDER_TEMPLATE_SQL}, '') <> ''
     WHERE EXISTS (SELECT 1 FROM server_secrets s WHERE s.name = $6)
       AND d.id_app = $1 AND d.collection = 'so1' AND d.id = $2 AND ${ORDER_PHONE_SQL} ~ '^(0|84)[0-9]{9}$'
       AND NOT ${znsStoppedSql('$1', 'd.owner', ORDER_PHONE_SQL)}`;

/**
 * The shopper's ZNS of an order's news (decision 061), in the same transaction: one row when the
 * order has a mobile number and ZNS is on with a template for the kind (the templates the server
 * published, zns-orders.ts), unless the shopper stopped Zalo messages (zns-opt-out.ts). Its parameters are made by the loop from the order's snapshot.
 */
function queueOrderZns(tx: Queryable, request: OrderMailRequest): Promise<unknown> {
  return tx.query(QUEUE_ORDER_ZNS_SQL, [
    request.idApp,
    request.orderId,
    newId(),
    request.kind,
    request.lang ?? null,
    ZNS_TEMPLATES_ROW,
  ]);
}

function queueOrderEmail(tx: Queryable, request: OrderMailRequest): Promise<unknown> {
  if (request.kind === 'order-placed') {
    return tx.query(
      `INSERT INTO outbox (id, recipient, subject, body, kind, lang, order_id, data, next_attempt_at)
       SELECT m.id, m.recipient, '', '', m.kind, m.lang, d.id,
         jsonb_build_object('order', d.data, 'origin', $4::text), now()
       FROM documents d CROSS JOIN LATERAL (VALUES
         ($5::text, 'order-placed', $3::text, btrim(COALESCE(d.data->>'email_nguoi_nhan', ''))),
         ($6::text, 'order-new', 'vi', COALESCE(NULLIF($7::text, ''), (SELECT a.data->>'email'
           FROM documents a WHERE a.id_app = $8 AND a.collection = 'app' AND a.id = $1), ''))
       ) AS m(id, kind, lang, recipient)
       WHERE d.id_app = $1 AND d.collection = 'so1' AND d.id = $2 AND m.recipient LIKE '%_@_%'`,
      [
        request.idApp,
        request.orderId,
        request.lang ?? 'vi',
        request.origin ?? '',
        newId(),
        newId(),
        request.notifyEmail ?? '',
        GLOBAL_APP,
      ],
    );
  }
  // The e-invoice's mail also goes to the company's invoice address when it is another one.
  return tx.query(
    `INSERT INTO outbox (id, recipient, subject, body, kind, lang, order_id, data, next_attempt_at)
     SELECT r.id, r.recipient, '', '', $4, COALESCE(p.lang, 'vi'), d.id,
       jsonb_build_object('order', d.data, 'origin', COALESCE(p.data->>'origin', '')) || $6::text::jsonb, now()
     FROM documents d LEFT JOIN LATERAL (SELECT o.lang, o.data FROM outbox o
       WHERE o.order_id = d.id AND o.kind = 'order-placed' AND o.channel = 'email'
       ORDER BY o.created_at LIMIT 1) p ON true
     CROSS JOIN LATERAL (VALUES ($3::text, btrim(COALESCE(d.data->>'email_nguoi_nhan', ''))),
       ($5::text, CASE WHEN $4 = 'einvoice-issued' AND lower(btrim(COALESCE(d.data->'hoa_don'->>'email_hoa_don', '')))
         <> lower(btrim(COALESCE(d.data->>'email_nguoi_nhan', ''))) THEN btrim(d.data->'hoa_don'->>'email_hoa_don') END)
     ) AS r(id, recipient)
     WHERE d.id_app = $1 AND d.collection = 'so1' AND d.id = $2 AND r.recipient LIKE '%_@_%'`,
    [request.idApp, request.orderId, newId(), request.kind, newId(), JSON.stringify(request.extra ?? {})],
  );
}

/** Mails still to be sent (the backlog, for /metrics): due now or waiting for a retry. */
export async function countUnsentMail(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM outbox WHERE next_attempt_at IS NOT NULL',
  );
  return rows[0]?.count ?? 0;
}

/** A row's delivery state from its columns (decision 018). */
export function statusOf(row: { sent_at: unknown; next_attempt_at: unknown; error: unknown }): OutboxStatus {
  if (row.sent_at !== null) return 'sent';
  if (row.next_attempt_at !== null) return 'pending';
  return row.error !== null ? 'failed' : 'kept';
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A row of outbox as PostgreSQL gives it (times as Date, or text on PGlite). */
export interface OutboxTableRow {
  id: string;
  recipient: string;
  kind: string;
  lang: string;
  order_id: string | null;
  subject: string;
  body: string;
  html: string | null;
  attempts: number;
  created_at: Date | string;
  sent_at: Date | string | null;
  next_attempt_at: Date | string | null;
  error: string | null;
  channel: string;
  provider_ref: string | null;
  fallback_of: string | null;
  /** What a templated message (ZNS, a console notice) is filled with. */
  data: Record<string, unknown> | null;
}

/** The newest messages first (the development page /dev/outbox), all or those to one recipient. */
export async function listOutbox(db: Queryable, limit = 50, to?: string): Promise<OutboxEntry[]> {
  const rows = await db.query<Omit<OutboxTableRow, 'data'>>(
    `SELECT id, recipient, channel, kind, lang, order_id, subject, body, html, attempts, created_at,
       sent_at, next_attempt_at, error, provider_ref, fallback_of
     FROM outbox WHERE $2::text IS NULL OR recipient = $2 ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit, to ?? null],
  );
  return rows.map((row) => ({
    id: row.id.trim(),
    to: row.recipient,
    channel: row.channel,
    kind: row.kind,
    lang: row.lang,
    order_id: row.order_id,
    subject: row.subject,
    text: row.body,
    html: row.html,
    status: statusOf(row),
    attempts: row.attempts,
    created_at: new Date(row.created_at).toISOString(),
    sent_at: isoOrNull(row.sent_at),
    error: row.error,
    provider_ref: row.provider_ref,
    fallback_of: row.fallback_of?.trim() ?? null,
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
    `SELECT body FROM outbox WHERE recipient = $1 AND kind = 'code' ORDER BY created_at DESC, id DESC LIMIT 1`,
    [recipient],
  );
  return rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
}
