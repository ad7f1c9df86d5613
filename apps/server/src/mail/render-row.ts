import { orderEinvoiceOf } from '@shop/domain/invoices';
import type { Locale } from '@shop/domain/primitives';
import { findPaymentMethod, type PaymentMethodDoc } from '../commerce/reference-data.js';
import { type OrderLinkSigner, orderLinkUrl } from '../commerce/order-link.js';
import { vietQrFor } from '../commerce/payments/order-payment.js';
import type { OrderDoc } from '../commerce/order-store.js';
import {
  ORDER_STATUS_DOCUMENTS_WHERE,
  type StatusDocument,
  statusDocuments,
  statusNamesOf,
} from '../commerce/status-names.js';
import { companyContactId } from '../content/company-records.js';
import { all, type Queryable } from '../db/database.js';
import { GLOBAL_APP, getDocument } from '../db/documents.js';
import type { OutboxTableRow } from './outbox.js';
import { isOrderMailKind, ORDER_MAIL_KINDS } from './mail-texts.js';
import { isMarketingRow, renderMarketingMail } from './marketing-mail.js';
import type { UnsubscribeSigner } from '../privacy/unsubscribe.js';
import { renderOrderMail, type ShopInfo } from './order-mail.js';
import { renderZnsOrder } from './channels/zns-orders.js';
import { REVIEW_PAGE } from '../reviews/review-page.js';

export interface RenderOptions {
  idApp: string;
  /** PUBLIC_ORIGIN: wins over the origin of the request that placed the order. */
  publicOrigin?: string | undefined;
  /** Signs the link of a guest's mail to the lookup page (decision 046). */
  orderLinks?: OrderLinkSigner | undefined;
  /** Signs the unsubscribe link of a marketing mail (decision 063). */
  unsubscribe?: UnsubscribeSigner | undefined;
  /** The shop's address when PUBLIC_ORIGIN is not set (this machine's): a marketing mail needs one. */
  shopOrigin?: string | undefined;
}

/**
 * Where a mail's "view your order" link leads: the console for the shop's notice, the account's
 * history for a customer's order, and for a guest's (no account to log in to) the lookup page
 * opened by a signed link.
 */
const isGuestOrder = (order: OrderDoc) => order.user_created === 'public' || !order.user_created;

async function orderPath(row: OutboxRow, order: OrderDoc, options: RenderOptions): Promise<string> {
  if (row.kind === 'order-new') return `/admin/orders/${order._id}`;
  const isGuest = isGuestOrder(order);
  if (isGuest && options.orderLinks && typeof order.so_ct === 'string' && order.so_ct !== '')
    return orderLinkUrl('', await options.orderLinks.sign(order.so_ct), row.lang);
  return text(order.again_link) || REVIEW_PAGE;
}

/** An order's e-invoice link made absolute (a simulator's lookup page is the shop's own path). */
function einvoiceUrlOf(order: OrderDoc, origin: string): string | undefined {
  const link = orderEinvoiceOf(order.hoa_don_dien_tu)?.link;
  if (!link) return undefined;
  if (/^https?:\/\//.test(link)) return link;
  return origin && link.startsWith('/') ? `${origin}${link}` : undefined;
}

/** What a row sends: its texts, and for e-mail the VietQR payload, for ZNS its template. */
export interface RenderedRow {
  subject: string;
  text: string;
  html: string | null;
  qrPayload?: string | undefined;
  template?: { id: string; data: Record<string, string> } | undefined;
  /** E-mail only: extra headers (a marketing mail's one-click unsubscribe, decision 063). */
  headers?: Record<string, string> | undefined;
}

/**
 * An order's ZNS (decision 061): the template's parameters from the order's snapshot, and the line
 * the outbox shows, kept on the row (subject, body) the first time.
 */
async function renderZnsRow(db: Queryable, row: OutboxRow): Promise<RenderedOutcome> {
  const zns = (row.data?.zns ?? {}) as { id?: unknown };
  const lang: Locale = row.lang === 'en' ? 'en' : 'vi';
  const rendered = await renderZnsOrder(db, row.kind, lang, (row.data?.order ?? {}) as OrderDoc);
  const mail: RenderedRow = {
    subject: rendered.subject,
    text: rendered.text,
    html: null,
    template: typeof zns.id === 'string' ? { id: zns.id, data: rendered.data } : undefined,
  };
  return row.subject === ''
    ? { mail, keep: { subject: rendered.subject, body: rendered.text, html: null } }
    : { mail };
}

/**
 * What a rendering leaves to store on its row the first time (the outbox shows what was sent):
 * written by {@link renderOutboxRow} at once, or by the delivery loop with the row's next step in
 * the same UPDATE. A null column is left as it is.
 */
export interface RenderedKeep {
  subject: string | null;
  body: string;
  html: string | null;
}

export interface RenderedOutcome {
  mail: RenderedRow;
  keep?: RenderedKeep | undefined;
}

/**
 * What an order mail's rendering reads besides its row: the company's two content documents, the
 * shop's status names (trangthai) and the order's payment method. The delivery loop's claim reads
 * them in its own statement ({@link renderContextSql}); loadRenderContext reads them alone.
 */
export interface RenderContext {
  info: Record<string, unknown> | null;
  contact: Record<string, unknown> | null;
  /** The `trangthai` documents of SO1, as statusNames reads them. */
  statuses: StatusDocument[] | null;
  paymentMethod: PaymentMethodDoc | null;
}

/**
 * The columns of {@link RenderContext} as SQL over an outbox row `t`, for the claim's RETURNING
 * (`$idApp`, `$contactId`: its parameters). The company's documents and the status names do not
 * depend on the row (PostgreSQL reads them once a statement, and only when a claimed row is an
 * order mail); the payment method is the order snapshot's, read by its key (findPaymentMethod).
 */
export function renderContextSql(idAppParam: string, contactIdParam: string): string {
  const isOrderMail = `t.kind IN (${ORDER_MAIL_KINDS.map((kind) => `'${kind}'`).join(', ')})`;
  return [
    `CASE WHEN ${isOrderMail} THEN (SELECT data FROM documents WHERE id_app = '${GLOBAL_APP}' AND collection = 'app'
       AND id = ${idAppParam}::text::bpchar) END AS render_info`,
    `CASE WHEN ${isOrderMail} THEN (SELECT data FROM documents WHERE id_app = '${GLOBAL_APP}' AND collection = 'app'
       AND id = ${contactIdParam}::text::bpchar) END AS render_contact`,
    `CASE WHEN ${isOrderMail} THEN (SELECT COALESCE(jsonb_agg(data), '[]'::jsonb) FROM documents
       WHERE ${ORDER_STATUS_DOCUMENTS_WHERE}) END AS render_statuses`,
    `CASE WHEN ${isOrderMail} AND t.data->'order'->>'pt_thanh_toan' ~ '^[0-9a-f]{24}$' THEN (SELECT p.data
       FROM documents p WHERE p.id_app = ${idAppParam}::text AND p.collection = 'ptthanhtoan'
       AND p.id = (t.data->'order'->>'pt_thanh_toan')::bpchar) END AS render_payment`,
  ].join(',\n     ');
}

/** The context as a claimed row carries it ({@link renderContextSql}'s columns). */
export function renderContextOf(row: Record<string, unknown>): RenderContext {
  return {
    info: (row.render_info ?? null) as RenderContext['info'],
    contact: (row.render_contact ?? null) as RenderContext['contact'],
    statuses: (row.render_statuses ?? null) as RenderContext['statuses'],
    paymentMethod: (row.render_payment ?? null) as PaymentMethodDoc | null,
  };
}

/** The same context read on its own (a row rendered outside the delivery loop's claim). */
async function loadRenderContext(db: Queryable, idApp: string, row: OutboxRow): Promise<RenderContext> {
  const order = (row.data?.order ?? {}) as OrderDoc;
  const [[info, contact], statuses, paymentMethod] = await all([
    companyDocuments(db, idApp),
    statusDocuments(db),
    findPaymentMethod(db, idApp, order.pt_thanh_toan),
  ]);
  return { info: info ?? null, contact: contact ?? null, statuses, paymentMethod: paymentMethod ?? null };
}

/** The columns of an outbox row that rendering reads (a marketing mail's link names the recipient; no channel is e-mail). */
export type OutboxRow = Pick<OutboxTableRow, 'id' | 'subject' | 'body' | 'html' | 'kind' | 'lang' | 'data'> &
  Partial<Pick<OutboxTableRow, 'recipient' | 'channel'>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The company as the content documents describe it today, in the mail's language. */
export async function loadShopInfo(db: Queryable, idApp: string, lang: Locale): Promise<ShopInfo> {
  const [info, contact] = await companyDocuments(db, idApp);
  return shopInfoOf(info, contact, lang);
}

/** The company's two content documents (the app's, its contact's), in one round trip. */
function companyDocuments(db: Queryable, idApp: string) {
  return all([
    getDocument(db, { idApp: GLOBAL_APP, collection: 'app' }, idApp),
    getDocument(db, { idApp: GLOBAL_APP, collection: 'app' }, companyContactId(idApp)),
  ]);
}

/** The company from its two content documents (the app's, its contact's), in `lang`. */
function shopInfoOf(
  info: Record<string, unknown> | null | undefined,
  contact: Record<string, unknown> | null | undefined,
  lang: Locale,
): ShopInfo {
  const pick = (field: string) => (lang === 'en' && text(info?.[`${field}_en`])) || text(info?.[field]);
  return {
    name: pick('name'),
    address: pick('address'),
    email: text(info?.email),
    phone: text(contact?.phone),
  };
}

/**
 * A marketing row: the message with its unsubscribe link and headers (decision 063). The text
 * written by the schedule is the message; the first rendering keeps the mail as sent on the row.
 */
async function renderMarketingRow(
  db: Queryable,
  row: OutboxRow,
  options: RenderOptions,
): Promise<RenderedOutcome> {
  const origin = options.publicOrigin ?? options.shopOrigin;
  if (!options.unsubscribe || !origin || !row.recipient)
    throw new Error('a marketing mail needs its unsubscribe link: no signer, origin or recipient');
  const lang: Locale = row.lang === 'en' ? 'en' : 'vi';
  const message = text(row.data?.message) || row.body;
  const mail = await renderMarketingMail({
    subject: row.subject,
    body: message,
    lang,
    recipient: row.recipient,
    shop: await loadShopInfo(db, options.idApp, lang),
    origin,
    signer: options.unsubscribe,
  });
  return row.html === null ? { mail, keep: { subject: null, body: mail.text, html: mail.html } } : { mail };
}

/**
 * What a claimed row sends. A code mail was written whole. An order mail is rendered from the
 * order snapshot of its row, the company info, the payment method and the status names, and the result is kept on
 * the row (subject, body, html) the first time, so the outbox shows what was sent.
 */
export async function renderOutboxRow(
  db: Queryable,
  row: OutboxRow,
  options: RenderOptions,
): Promise<RenderedRow> {
  const { mail, keep } = await renderRow(db, row, options);
  if (keep)
    await db.query(
      'UPDATE outbox SET subject = COALESCE($2, subject), body = $3, html = COALESCE($4, html) WHERE id = $1',
      [row.id, keep.subject, keep.body, keep.html],
    );
  return mail;
}

/**
 * Renders a row without writing it: the mail, and what to keep on the row (the first rendering),
 * which the caller stores with the row's next step. An order mail's reads are `context` (the
 * claim's, {@link renderContextOf}), or read here when none is given (loadRenderContext: only for
 * an order mail rendered by e-mail); a ZNS row still reads its template's names.
 */
export async function renderRow(
  db: Queryable,
  row: OutboxRow,
  options: RenderOptions,
  context?: RenderContext,
): Promise<RenderedOutcome> {
  if (row.channel === 'zns' && isOrderMailKind(row.kind)) return renderZnsRow(db, row);
  if (isMarketingRow(row.data)) return renderMarketingRow(db, row, options);
  if (!isOrderMailKind(row.kind)) return { mail: { subject: row.subject, text: row.body, html: row.html } };
  const order = (row.data?.order ?? {}) as OrderDoc;
  const lang: Locale = row.lang === 'en' ? 'en' : 'vi';
  const { info, contact, statuses, paymentMethod } =
    context ?? (await loadRenderContext(db, options.idApp, row));
  const method = paymentMethod ?? undefined;
  const origin = options.publicOrigin ?? text(row.data?.origin);
  const path = await orderPath(row, order, options);
  const mail = renderOrderMail({
    kind: row.kind,
    lang,
    order,
    shop: shopInfoOf(info, contact, lang),
    orderUrl: origin ? `${origin}${path}` : undefined,
    paymentMethod: method ? (lang === 'en' && method.ten_eng) || method.ten : undefined,
    vietqr: method ? vietQrFor(order, method) : undefined,
    statusNames: statusNamesOf(statuses ?? []),
    einvoiceUrl: einvoiceUrlOf(order, origin),
    returnStep: (row.data?.return ?? undefined) as Record<string, unknown> | undefined,
    // Only an account reviews (decision 047): a guest's delivered mail does not ask.
    reviewUrl:
      row.kind === 'order-delivered' && !isGuestOrder(order) && origin
        ? `${origin}${REVIEW_PAGE}`
        : undefined,
  });
  return row.html === null
    ? { mail, keep: { subject: mail.subject, body: mail.text, html: mail.html } }
    : { mail };
}
