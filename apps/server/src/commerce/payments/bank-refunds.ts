import { isTransferDayAllowed } from '@shop/domain/console';
import { type BankRefundBody, decideRefund, type OrderRefund, refundedTotal } from '@shop/domain/payments';
import { formatPrice } from '@shop/domain/primitives';
import type { Queryable } from '../../db/database.js';
import { newId } from '../../db/documents.js';
import { appError } from '../../errors.js';
import { noteEinvoiceRefund } from '../einvoices/invoices.js';
import { queueOrderMail } from '../../mail/outbox.js';
import { findConsoleOrder } from '../../console/order-detail.js';
import { type OrderDoc, patchOrder } from '../order-store.js';
import { orderMoneyOf } from './bank-paid.js';
import { refundsOf } from './order-refunds.js';
import { settleReturnDues } from './refunds-due.js';

/**
 * Records a refund the shop made from its bank account, as done (it happened outside the shop):
 * amount, day and the bank's reference, under the order's row lock, within what the transfers
 * brought, or a cash-on-delivery order collected while a return's refund is owed (the domain's
 * rule: 409 REFUND_NOTHING_PAID_BY_TRANSFER or REFUND_ABOVE_PAID); the
 * shopper gets the refund mail. The day may not be after today (400 REFUND_DATE_INVALID). It
 * pays the order's return refunds due it covers (they are settled by it, decision 077 addendum).
 */
export async function recordBankRefund(
  tx: Queryable,
  context: { idApp: string; by: string; now: Date },
  id: string,
  body: BankRefundBody,
): Promise<{ order: OrderDoc; refund: OrderRefund }> {
  const order = await findConsoleOrder(tx, context.idApp, id, true);
  if (!isTransferDayAllowed(body.ngay, context.now)) throw appError('REFUND_DATE_INVALID');
  const refunds = refundsOf(order);
  // What came by transfer; for a cash-on-delivery order, what its returns owe (beside what was refunded).
  const money = await orderMoneyOf(tx, context.idApp, order);
  const paid = money.refund_via === 'bank' ? refundedTotal(refunds) + money.refundable : 0;
  const decision = decideRefund({ paid, refunds }, body.so_tien);
  if (!decision.ok)
    throw appError(
      decision.code === 'REFUND_NOTHING_PAID' ? 'REFUND_NOTHING_PAID_BY_TRANSFER' : decision.code,
      {
        refundable: formatPrice(decision.refundable),
      },
    );
  const at = context.now.toISOString();
  const refund: OrderRefund = {
    _id: newId(),
    kind: 'bank',
    gateway: 'bank',
    amount: body.so_tien,
    reason: body.ly_do,
    by: context.by,
    created_at: at,
    state: 'done',
    finished_at: at,
    paid_on: body.ngay,
    reference: body.ma_tham_chieu,
  };
  const saved = await patchOrder(
    tx,
    context.idApp,
    id,
    { hoan_tien: [...refunds, refund], date_updated: at },
    context.by,
  );
  await settleReturnDues(tx, context.idApp, id, refund, context.by);
  await queueOrderMail(tx, { idApp: context.idApp, orderId: id, kind: 'refund-update' });
  await noteEinvoiceRefund(tx, context.idApp, id, refund, context.now);
  return { order: saved, refund };
}
