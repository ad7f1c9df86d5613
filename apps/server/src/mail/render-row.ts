import { orderEinvoiceOf } from '@shop/domain/invoices';
import type { Locale } from '@shop/domain/primitives';
import { findPaymentMethod } from '../commerce/reference-data.js';
import { type OrderLinkSigner, orderLinkUrl } from '../commerce/order-link.js';
import { vietQrFor } from '../commerce/payments/order-payment.js';
import type { OrderDoc } from '../commerce/order-store.js';
import { statusNames } from '../commerce/status-names.js';
import { companyContactId } from '../content/company-records.js';
import { all, type Queryable } from '../db/database.js';
import { GLOBAL_APP, getDocument } from '../db/documents.js';
import type { OutboxTableRow } from './outbox.js';
import { isOrderMailKind } from './mail-texts.js';
import { isMarketingRow, keepRendered, renderMarketingMail } from './marketing-mail.js';
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
async function renderZnsRow(db: Queryable, row: OutboxRow): Promise<RenderedRow> {
  const zns = (row.data?.zns ?? {}) as { id?: unknown };
  const lang: Locale = row.lang === 'en' ? 'en' : 'vi';
  const rendered = await renderZnsOrder(db, row.kind, lang, (row.data?.order ?? {}) as OrderDoc);
  if (row.subject === '')
    await db.query('UPDATE outbox SET subject = $2, body = $3 WHERE id = $1', [
      row.id,
      rendered.subject,
      rendered.text,
    ]);
  return {
    subject: rendered.subject,
    text: rendered.text,
    html: null,
    template: typeof zns.id === 'string' ? { id: zns.id, data: rendered.data } : undefined,
  };
}

/** The columns of an outbox row that rendering reads (a marketing mail's link names the recipient; no channel is e-mail). */
export type OutboxRow = Pick<OutboxTableRow, 'id' | 'subject' | 'body' | 'html' | 'kind' | 'lang' | 'data'> &
  Partial<Pick<OutboxTableRow, 'recipient' | 'channel'>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The company as the content documents describe it today, in the mail's language. */
export async function loadShopInfo(db: Queryable, idApp: string, lang: Locale): Promise<ShopInfo> {
  const [info, contact] = await all([
    getDocument(db, { idApp: GLOBAL_APP, collection: 'app' }, idApp),
    getDocument(db, { idApp: GLOBAL_APP, collection: 'app' }, companyContactId(idApp)),
  ]);
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
async function renderMarketingRow(db: Queryable, row: OutboxRow, options: RenderOptions) {
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
  if (row.html === null) await keepRendered(db, row.id, mail);
  return mail;
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
  if (row.channel === 'zns' && isOrderMailKind(row.kind)) return renderZnsRow(db, row);
  if (isMarketingRow(row.data)) return renderMarketingRow(db, row, options);
  if (!isOrderMailKind(row.kind)) return { subject: row.subject, text: row.body, html: row.html };
  const order = (row.data?.order ?? {}) as OrderDoc;
  const lang: Locale = row.lang === 'en' ? 'en' : 'vi';
  const [shop, method, names] = await all([
    loadShopInfo(db, options.idApp, lang),
    findPaymentMethod(db, options.idApp, order.pt_thanh_toan),
    statusNames(db),
  ]);
  const origin = options.publicOrigin ?? text(row.data?.origin);
  const path = await orderPath(row, order, options);
  const mail = renderOrderMail({
    kind: row.kind,
    lang,
    order,
    shop,
    orderUrl: origin ? `${origin}${path}` : undefined,
    paymentMethod: method ? (lang === 'en' && method.ten_eng) || method.ten : undefined,
    vietqr: method ? vietQrFor(order, method) : undefined,
    statusNames: names,
    einvoiceUrl: einvoiceUrlOf(order, origin),
    returnStep: (row.data?.return ?? undefined) as Record<string, unknown> | undefined,
    // Only an account reviews (decision 047): a guest's delivered mail does not ask.
    reviewUrl:
      row.kind === 'order-delivered' && !isGuestOrder(order) && origin
        ? `${origin}${REVIEW_PAGE}`
        : undefined,
  });
  if (row.html === null) {
    await db.query('UPDATE outbox SET subject = $2, body = $3, html = $4 WHERE id = $1', [
      row.id,
      mail.subject,
      mail.text,
      mail.html,
    ]);
  }
  return mail;
}
