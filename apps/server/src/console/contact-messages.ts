import { isValidEmail } from '@shop/domain/accounts';
import type {
  ConsoleContactMessage,
  ContactReply,
  MessagesQuery,
  MessagesReply,
  Subscriber,
  SubscribersReply,
} from '@shop/domain/console';
import { stringify } from 'csv-stringify';
import { all, type Queryable } from '../db/database.js';
import { getDocument, mergeDocument } from '../db/documents.js';
import { queueMail } from '../mail/outbox.js';
import { loadShopInfo } from '../mail/render-row.js';
import { contactNoticeMail, contactReplySubject, contactReplyText } from '../mail/contact-mails.js';
import { appError } from '../errors.js';
import { SUBSCRIBE_COLLECTION } from '../content/subscribe.js';
import { pagedReply } from '../query/paged-reply.js';

const CONTACT = 'ecomcontactus';
/** `da_xu_ly` is written by the console only: true once someone handled the message. */
const HANDLED = `COALESCE(data->'da_xu_ly' = 'true'::jsonb, false)`;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const repliesOf = (value: unknown): ContactReply[] =>
  (Array.isArray(value) ? value : []).map((entry) => {
    const reply = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    return { noi_dung: text(reply.noi_dung), by: text(reply.by), at: text(reply.at) };
  });

function toMessage(data: Record<string, unknown>): ConsoleContactMessage {
  return {
    _id: text(data._id),
    ho_ten: text(data.ho_ten),
    dien_thoai: text(data.dien_thoai),
    email: text(data.email),
    dia_chi: text(data.dia_chi),
    noi_dung: text(data.noi_dung),
    date_created: text(data.date_created),
    handled: data.da_xu_ly === true,
    handled_by: text(data.xu_ly_boi),
    handled_at: text(data.xu_ly_luc),
    replies: repliesOf(data.tra_loi),
  };
}

/** Contact messages newest first, filtered by handled / not handled, with the unhandled count. */
export async function listMessages(
  db: Queryable,
  idApp: string,
  query: MessagesQuery,
): Promise<MessagesReply> {
  const filter =
    query.handled === 'all' ? '' : ` AND ${HANDLED} = ${query.handled === 'yes' ? 'true' : 'false'}`;
  const [rows, counts] = await all([
    db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM documents WHERE id_app = $1 AND collection = '${CONTACT}'${filter}
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [idApp, query.limit, (query.page - 1) * query.limit],
    ),
    db.query<{ total: string | number; unhandled: string | number }>(
      `SELECT count(*) FILTER (WHERE true${filter}) AS total, count(*) FILTER (WHERE NOT ${HANDLED}) AS unhandled
       FROM documents WHERE id_app = $1 AND collection = '${CONTACT}'`,
      [idApp],
    ),
  ]);
  return pagedReply(
    query,
    rows.map((row) => toMessage(row.data)),
    counts[0],
    ['total', 'unhandled'],
  );
}

/**
 * Marks a message handled or not: a new version of the document with the console user as its
 * author (the history shows who did it and when). Call inside a transaction.
 */
export async function setMessageHandled(
  tx: Queryable,
  idApp: string,
  id: string,
  handled: boolean,
  by: string,
  now = new Date(),
): Promise<ConsoleContactMessage> {
  const patch = handled
    ? { da_xu_ly: true, xu_ly_boi: by, xu_ly_luc: now.toISOString() }
    : { da_xu_ly: false, xu_ly_boi: '', xu_ly_luc: '' };
  const doc = await mergeDocument(tx, { idApp, collection: CONTACT }, id, patch, by);
  if (!doc) throw appError('CONTACT_MESSAGE_NOT_FOUND');
  return toMessage(doc);
}

/**
 * Answers a contact message by mail: the reply goes into the outbox (the delivery loop sends it)
 * and onto the message, which is then handled, all in the caller's transaction; `by` is the
 * console user. 409 CONTACT_REPLY_NO_EMAIL when the sender left no e-mail.
 */
export async function replyToMessage(
  tx: Queryable,
  idApp: string,
  id: string,
  reply: { noi_dung: string; by: string },
  now = new Date(),
): Promise<ConsoleContactMessage> {
  const [stored, shop] = await all([
    getDocument(tx, { idApp, collection: CONTACT }, id),
    loadShopInfo(tx, idApp, 'vi'),
  ]);
  if (!stored) throw appError('CONTACT_MESSAGE_NOT_FOUND');
  const message = toMessage(stored);
  if (!isValidEmail(message.email)) throw appError('CONTACT_REPLY_NO_EMAIL');
  const at = now.toISOString();
  await queueMail(tx, {
    to: message.email,
    kind: 'contact-reply',
    subject: contactReplySubject(shop.name),
    text: contactReplyText({
      name: message.ho_ten,
      reply: reply.noi_dung,
      asked: message.noi_dung,
      shopName: shop.name,
    }),
  });
  const patch = {
    tra_loi: [...message.replies, { noi_dung: reply.noi_dung, by: reply.by, at }],
    da_xu_ly: true,
    xu_ly_boi: reply.by,
    xu_ly_luc: at,
  };
  const doc = await mergeDocument(tx, { idApp, collection: CONTACT }, id, patch, reply.by);
  if (!doc) throw appError('CONTACT_MESSAGE_NOT_FOUND');
  return toMessage(doc);
}

/** Tells the shop (its company e-mail) of a new contact message, through the outbox; nothing without one. */
export async function queueContactNotice(
  tx: Queryable,
  idApp: string,
  message: { ho_ten: string; email: string; dien_thoai: string; noi_dung: string },
): Promise<void> {
  const shop = await loadShopInfo(tx, idApp, 'vi');
  if (!isValidEmail(shop.email)) return;
  await queueMail(tx, { to: shop.email, kind: 'contact-new', ...contactNoticeMail(message, shop.name) });
}

const toSubscriber = (data: Record<string, unknown>): Subscriber => ({
  _id: text(data._id),
  email: text(data.email),
  date_created: text(data.date_created),
});

/** Newsletter subscribers, newest first. */
export async function listSubscribers(
  db: Queryable,
  idApp: string,
  page: { page: number; limit: number },
): Promise<SubscribersReply> {
  const [rows, count] = await all([
    db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM documents WHERE id_app = $1 AND collection = '${SUBSCRIBE_COLLECTION}'
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [idApp, page.limit, (page.page - 1) * page.limit],
    ),
    db.query<{ total: string | number }>(
      `SELECT count(*) AS total FROM documents WHERE id_app = $1 AND collection = '${SUBSCRIBE_COLLECTION}'`,
      [idApp],
    ),
  ]);
  return { items: rows.map((row) => toSubscriber(row.data)), total: Number(count[0]?.total ?? 0), ...page };
}

/**
 * A cell as a spreadsheet reads it safely: a text starting with =, +, -, @, a tab or a carriage
 * return would be taken as a formula (CSV injection), so it gets a leading apostrophe.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Every subscriber as CSV (UTF-8 with a BOM, so spreadsheet programs read Vietnamese right). */
export async function subscribersCsv(db: Queryable, idApp: string): Promise<string> {
  const rows = await db.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = '${SUBSCRIBE_COLLECTION}'
     ORDER BY created_at ASC, id ASC`,
    [idApp],
  );
  const records = rows.map(({ data }) => {
    const subscriber = toSubscriber(data);
    return [safeCell(subscriber.email), safeCell(subscriber.date_created)];
  });
  return new Promise((resolve, reject) =>
    stringify(records, { bom: true, header: true, columns: ['email', 'date_created'] }, (error, output) =>
      error ? reject(error) : resolve(output),
    ),
  );
}
