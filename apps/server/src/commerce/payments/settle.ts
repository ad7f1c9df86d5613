import { PAYMENT_STATUS_SETTLED } from '@shop/domain/orders';
import {
  decidePaymentNotice,
  type PaymentNoticeDecision,
  type PaymentNoticeReason,
} from '@shop/domain/payments';
import type { Database, Queryable } from '../../db/database.js';
import { paymentFactsOf } from '../reference-data.js';
import { findOrderByNumber, type OrderDoc, patchOrder } from '../order-store.js';
import type { GatewayNotice, PaymentGateway, PaymentGatewayId } from './gateway.js';
import { recordRefundDue } from './refunds-due.js';
import { queueChangeMails } from '../../mail/order-events.js';

export interface Settlement {
  /** The domain's reason (or a wrong signature): the gateway words its answer from it. */
  reason: PaymentNoticeReason | 'SIGNATURE_INVALID';
  order?: OrderDoc;
  /** This notice's payment paid the order (now, or when it first came). */
  isPaid: boolean;
  /** The gateway took money the order could not take: recorded as a refund due. */
  isRefundDue: boolean;
  decision?: PaymentNoticeDecision;
  notice?: GatewayNotice;
}

/**
 * Applies a gateway's signed result (IPN, return link, sandbox) to its order, exactly once: the
 * gateway checks the signature and reads it (decision 052), the order row is locked, and the
 * domain's decidePaymentNotice says what the result may do. Only an unpaid, live e-wallet order
 * becomes paid; money taken for any other order leaves it unchanged and is recorded as a refund
 * due (once per gateway transaction).
 */
export async function settlePaymentNotice(
  db: Database,
  idApp: string,
  gateway: PaymentGateway,
  input: Record<string, unknown>,
): Promise<Settlement> {
  const notice = gateway.verifyNotification(input);
  if (!notice) return { reason: 'SIGNATURE_INVALID', isPaid: false, isRefundDue: false };
  return db.transaction((tx) => applyGatewayNotice(tx, idApp, gateway.id, notice));
}

/**
 * Applies an authenticated notice (a notification, or the 15-minute query's answer) to its order
 * in the caller's transaction, exactly as a notification would (decision 052).
 */
export async function applyGatewayNotice(
  tx: Queryable,
  idApp: string,
  gatewayId: PaymentGatewayId,
  notice: GatewayNotice,
): Promise<Settlement> {
  const settled = (extra: Omit<Settlement, 'reason' | 'notice'> & { decision: PaymentNoticeDecision }) => ({
    reason: extra.decision.reason,
    notice,
    ...extra,
  });
  const order = await findOrderByNumber(tx, idApp, notice.orderCode);
  const facts = order && (await paymentFactsOf(tx, idApp, order));
  const paidBy = typeof order?.vnp_transaction_no === 'string' ? order.vnp_transaction_no : undefined;
  const decision = decidePaymentNotice(facts && { ...facts, paidBy }, notice);
  if (!order) return settled({ decision, isPaid: false, isRefundDue: false });
  switch (decision.action) {
    case 'mark-paid':
    case 'note-failure': {
      const patch =
        decision.action === 'mark-paid'
          ? {
              trang_thai_tt: PAYMENT_STATUS_SETTLED,
              ...notice.paidFields,
              ngay_thanh_toan: new Date().toISOString(),
              virtual_payment_client_url: '',
            }
          : notice.failureFields;
      const saved = await patchOrder(tx, idApp, order._id, patch, gatewayId);
      await queueChangeMails(tx, idApp, order._id, order, saved);
      return settled({
        order: saved,
        isPaid: decision.action === 'mark-paid',
        isRefundDue: false,
        decision,
      });
    }
    case 'refund-due':
      await recordRefundDue(tx, idApp, {
        provider: gatewayId,
        transactionId: notice.transactionId,
        txnRef: notice.txnRef,
        amount: Number.isFinite(notice.amount) ? notice.amount : 0,
        orderId: order._id,
        soCt: String(order.so_ct ?? notice.orderCode),
        reason: decision.reason,
        notification: notice.raw,
      });
      return settled({ order, isPaid: false, isRefundDue: true, decision });
    default:
      return settled({
        order,
        isPaid: decision.reason === 'ALREADY_RECORDED',
        isRefundDue: false,
        decision,
      });
  }
}
