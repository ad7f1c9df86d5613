import {
  isOrderStatus,
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_DRAFT,
  PAYMENT_STATUS_SETTLED,
} from '../orders/order-status.js';

/** What a payment provider says of one payment attempt (an IPN, or the signed return link). */
export interface PaymentNotice {
  /** The provider took the money (VNPay: vnp_ResponseCode and vnp_TransactionStatus '00'). */
  isPaid: boolean;
  /** The amount the provider reports, integer VND. */
  amount: number;
  /** The provider's id of the transaction: the same on every repeat of one notice. */
  transactionId: string;
}

/** The order a notice names, as the rule reads it. */
export interface NoticeOrder {
  trang_thai: string;
  trang_thai_tt: string;
  /** The kind of its payment method (ptthanhtoan.loai); undefined when the method is gone. */
  methodKind: string | undefined;
  /** Total payable (t_tt_nt), integer VND. */
  total: number;
  /** The provider transaction that paid it, when one did. */
  paidBy?: string | undefined;
}

/**
 * Why a notice does what it does:
 * - ACCEPTED: an unpaid, live e-wallet order and money for its total: it becomes paid.
 * - NOT_COMPLETED: the same order, but the provider took no money: the attempt is noted on it.
 * - ORDER_NOT_FOUND: no order has the notice's reference.
 * - ALREADY_RECORDED: the very transaction that paid the order, again (providers repeat notices).
 * - AMOUNT_MISMATCH: the amount is not the order's total.
 * - ORDER_CANCELLED: the order was cancelled (its stock is back on sale).
 * - ORDER_NOT_PLACED: a draft, or a status this rule does not know.
 * - NOT_EWALLET: the order is paid another way (cash on delivery, bank transfer, a method gone).
 * - ALREADY_PAID: the order was paid already, by another transaction or recorded by the shop.
 */
export type PaymentNoticeReason =
  | 'ACCEPTED'
  | 'NOT_COMPLETED'
  | 'ORDER_NOT_FOUND'
  | 'ALREADY_RECORDED'
  | 'AMOUNT_MISMATCH'
  | 'ORDER_CANCELLED'
  | 'ORDER_NOT_PLACED'
  | 'NOT_EWALLET'
  | 'ALREADY_PAID';

/**
 * What the shop does with a notice: mark the order paid, note a failed attempt on it, record the
 * money for a refund (the order unchanged), or nothing.
 */
export type PaymentNoticeAction = 'mark-paid' | 'note-failure' | 'refund-due' | 'none';

export interface PaymentNoticeDecision {
  action: PaymentNoticeAction;
  reason: PaymentNoticeReason;
}

/** The kind of payment method (ptthanhtoan.loai) whose orders a gateway notice may settle. */
export const EWALLET_KIND = 'e-wallet';

/** A placed order that still expects its goods to go out or has them out: not a draft, not cancelled. */
export function isLiveOrderStatus(status: string): boolean {
  return isOrderStatus(status) && status !== ORDER_STATUS_DRAFT && status !== ORDER_STATUS_CANCELLED;
}

/**
 * May this payment notice mark this order paid, and if not, why (issue 25). Only an unpaid, live
 * e-wallet order whose total the provider took becomes paid. Any other notice leaves the order
 * as it is; when the provider did take money (a cancelled order, a draft, an order paid another
 * way or paid already, a wrong amount), that money is owed back: 'refund-due'. The one exception
 * is a repeat of the transaction that paid the order, which changes nothing.
 *
 * The checks run in the order a gateway documents them (VNPay: order, amount, then status), the
 * repeat first so that a notice repeated after the order changed (paid, then cancelled) still
 * reads as the repeat it is. Pure: the caller locks the order, applies the decision and answers
 * the provider in its own codes.
 */
export function decidePaymentNotice(
  order: NoticeOrder | undefined,
  notice: PaymentNotice,
): PaymentNoticeDecision {
  if (!order) return { action: 'none', reason: 'ORDER_NOT_FOUND' };
  const refusal = (reason: PaymentNoticeReason): PaymentNoticeDecision => ({
    action: notice.isPaid ? 'refund-due' : 'none',
    reason,
  });
  const isSettled = order.trang_thai_tt === PAYMENT_STATUS_SETTLED;
  if (notice.isPaid && isSettled && order.paidBy === notice.transactionId)
    return { action: 'none', reason: 'ALREADY_RECORDED' };
  if (notice.amount !== order.total) return refusal('AMOUNT_MISMATCH');
  if (order.trang_thai === ORDER_STATUS_CANCELLED) return refusal('ORDER_CANCELLED');
  if (!isLiveOrderStatus(order.trang_thai)) return refusal('ORDER_NOT_PLACED');
  if (order.methodKind !== EWALLET_KIND) return refusal('NOT_EWALLET');
  if (isSettled) return refusal('ALREADY_PAID');
  return notice.isPaid
    ? { action: 'mark-paid', reason: 'ACCEPTED' }
    : { action: 'note-failure', reason: 'NOT_COMPLETED' };
}
