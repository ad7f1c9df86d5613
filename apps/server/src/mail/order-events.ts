import {
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_CONFIRMED,
  ORDER_STATUS_DELIVERED,
  ORDER_STATUS_SHIPPING,
  PAYMENT_STATUS_SETTLED,
} from '@shop/domain/orders';
import { planEinvoiceOnChange } from '../commerce/einvoices/invoices.js';
import type { OrderDoc } from '../commerce/order-store.js';
import { all, type Queryable } from '../db/database.js';
import type { ChangeMailKind } from './mail-texts.js';
import { queueOrderMail } from './outbox.js';
import { planReviewReminder } from '../reviews/review-reminders.js';

type StatusFields = Readonly<Record<string, unknown>>;

const MAIL_OF_STATUS: Readonly<Record<string, ChangeMailKind>> = {
  [ORDER_STATUS_CONFIRMED]: 'order-confirmed',
  [ORDER_STATUS_SHIPPING]: 'order-shipped',
  [ORDER_STATUS_DELIVERED]: 'order-delivered',
  [ORDER_STATUS_CANCELLED]: 'order-cancelled',
};

/**
 * The shopper's mails a change of an already placed order calls for: one for a new status
 * (confirmed, handed to the carrier, delivered, cancelled) and one when the payment becomes
 * received. No change, no mail (a repeated action writes nothing twice).
 */
export function mailKindsForChange(before: StatusFields, after: StatusFields): ChangeMailKind[] {
  const kinds: ChangeMailKind[] = [];
  const status = String(after.trang_thai ?? '');
  const statusMail = MAIL_OF_STATUS[status];
  if (status !== String(before.trang_thai ?? '') && statusMail) kinds.push(statusMail);
  if (after.trang_thai_tt === PAYMENT_STATUS_SETTLED && before.trang_thai_tt !== PAYMENT_STATUS_SETTLED)
    kinds.push('payment-received');
  return kinds;
}

/**
 * Writes those mails in the change's transaction, after the order's row was written; and plans the
 * e-invoice when the change makes the sale (decision 059: delivered, or paid and handed to the
 * carrier), whatever made it (the console, a carrier's callback, a payment). The delivered mail
 * goes at once; the invoice's job mails the invoice once issued (decision 059 addendum).
 */
export async function queueChangeMails(
  tx: Queryable,
  idApp: string,
  orderId: string,
  before: StatusFields,
  after: StatusFields,
): Promise<void> {
  await planEinvoiceOnChange(tx, idApp, before, after as OrderDoc);
  // Delivered: the review reminder, 5 days on (issue 33); the delivered mail itself asks at once.
  if (after.trang_thai === ORDER_STATUS_DELIVERED && before.trang_thai !== ORDER_STATUS_DELIVERED)
    await planReviewReminder(tx, idApp, orderId, new Date());
  await all(mailKindsForChange(before, after).map((kind) => queueOrderMail(tx, { idApp, orderId, kind })));
}
