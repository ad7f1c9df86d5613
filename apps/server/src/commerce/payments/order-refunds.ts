import { noteEinvoiceRefund } from '../einvoices/invoices.js';
import type { GatewayRefundBody } from '@shop/domain/console';
import { PAYMENT_STATUS_SETTLED } from '@shop/domain/orders';
import { decideRefund, type OrderRefund, refundableOf } from '@shop/domain/payments';
import { formatPrice } from '@shop/domain/primitives';
import type { Queryable } from '../../db/database.js';
import { newId } from '../../db/documents.js';
import type { Env } from '../../env.js';
import { appError } from '../../errors.js';
import { queueOrderMail } from '../../mail/outbox.js';
import { type ClaimedJob, type JobHandler, planJob } from '../../schedules/queue.js';
import { findOrder, type OrderDoc, patchOrder } from '../order-store.js';
import { GatewayError } from './gateway.js';
import { orderGateway } from './payment-gateways.js';

/** The job kind that asks a gateway for a refund recorded on an order (issue 30). */
export const REFUND_JOB = 'refund';

/** The refunds recorded on an order. */
export function refundsOf(order: OrderDoc): OrderRefund[] {
  return Array.isArray(order.hoan_tien) ? (order.hoan_tien as OrderRefund[]) : [];
}

/** What the gateway took for the order: its total once paid through it, else nothing. */
export function gatewayPaidOf(order: OrderDoc): number {
  const isPaid =
    order.trang_thai_tt === PAYMENT_STATUS_SETTLED &&
    typeof order.vnp_transaction_no === 'string' &&
    order.vnp_transaction_no !== '' &&
    typeof order.vnp_txn_ref === 'string';
  return isPaid ? Number(order.t_tt_nt ?? 0) : 0;
}

/** The gateway an order was paid through: MoMo, ZaloPay, else VNPay (orders before them). */
export function gatewayOf(order: OrderDoc): string {
  return order.cong_thanh_toan === 'momo' || order.cong_thanh_toan === 'zalopay'
    ? order.cong_thanh_toan
    : 'vnpay';
}

/**
 * What a cancelled order still owes its shopper through the gateway (issue 30): what the gateway
 * took, less the refunds not refused. 0 when it was not paid through a gateway.
 */
export function refundDueOf(order: OrderDoc): number {
  return refundableOf({ paid: gatewayPaidOf(order), refunds: refundsOf(order) });
}

/**
 * Records a gateway refund as asked on the order (under its row lock, in the caller's
 * transaction) and plans the job that asks the gateway; the gateway is never called here. Refused
 * by the domain rule (refund.ts): nothing paid through a gateway, or more than is left.
 */
export async function askGatewayRefund(
  tx: Queryable,
  context: { idApp: string; by: string; now: Date; maxAttempts: number },
  id: string,
  body: GatewayRefundBody,
): Promise<{ order: OrderDoc; refund: OrderRefund }> {
  const order = await findOrder(tx, context.idApp, null, id, true);
  if (!order) throw appError('ORDER_NOT_FOUND');
  const refunds = refundsOf(order);
  const decision = decideRefund({ paid: gatewayPaidOf(order), refunds }, body.so_tien);
  if (!decision.ok) throw appError(decision.code, { refundable: formatPrice(decision.refundable) });
  const refund: OrderRefund = {
    _id: newId(),
    kind: 'gateway',
    gateway: gatewayOf(order),
    amount: body.so_tien,
    reason: body.ly_do,
    by: context.by,
    created_at: context.now.toISOString(),
    state: 'requested',
  };
  const saved = await patchOrder(tx, context.idApp, id, { hoan_tien: [...refunds, refund] }, context.by);
  // The shopper hears of the refund when it is asked, and again when the gateway answers.
  await queueOrderMail(tx, { idApp: context.idApp, orderId: id, kind: 'refund-update' });
  await planJob(tx, {
    idApp: context.idApp,
    scheduleId: null,
    kind: REFUND_JOB,
    payload: { order_id: id, refund_id: refund._id, is_full: decision.isFull },
    runAt: context.now,
    maxAttempts: context.maxAttempts,
  });
  return { order: saved, refund };
}

/**
 * The refund job: asks the order's gateway for the refund its payload names, once. A refund no
 * longer `requested` (a job run again after it committed) is left as it is; a gateway that cannot
 * be reached is retried with the queue's back-off, and on the last try the refund is failed. VNPay
 * answers '94' to a request id it already took: the earlier try reached it, so it counts as done.
 */
export function refundJob(env: Env): JobHandler {
  return async (tx, job, now) => {
    const orderId = String(job.payload.order_id ?? '');
    const refundId = String(job.payload.refund_id ?? '');
    const order = await findOrder(tx, job.id_app, null, orderId, true);
    const refunds = order ? refundsOf(order) : [];
    const refund = refunds.find((item) => item._id === refundId);
    if (!order || !refund) return { status: 'cancelled', result: { refund_id: refundId } };
    if (refund.state !== 'requested') return { status: 'done', result: { state: refund.state } };
    const finish = async (patch: Partial<OrderRefund>) => {
      const next = refunds.map((item) =>
        item._id === refundId ? { ...item, ...patch, finished_at: now.toISOString() } : item,
      );
      await patchOrder(tx, job.id_app, orderId, { hoan_tien: next }, refund.gateway);
      await queueOrderMail(tx, { idApp: job.id_app, orderId, kind: 'refund-update' });
      // The invoice of what was paid now needs a decrease adjustment (decision 059 addendum).
      if (patch.state === 'done') await noteEinvoiceRefund(tx, job.id_app, orderId, refund, now);
      return { status: 'done' as const, result: { refund_id: refundId, state: patch.state } };
    };
    // The gateway the order was paid through (MoMo, ZaloPay; VNPay for orders before them).
    const gateway = orderGateway(env, order);
    if (!gateway) return finish({ state: 'failed', provider_message: 'no gateway configured' });
    try {
      const answer = await gateway.refund({
        txnRef: String(order.vnp_txn_ref ?? ''),
        transactionId: String(order.vnp_transaction_no ?? ''),
        amount: refund.amount,
        isFull: job.payload.is_full === true,
        paidAt: new Date(String(order.ngay_thanh_toan ?? refund.created_at)),
        by: refund.by,
        reason: refund.reason,
        ipAddr: '127.0.0.1',
        now,
        requestId: refund._id,
        requestedAt: new Date(refund.created_at),
      });
      const isDone = answer.isAccepted || answer.providerCode === '94';
      return finish({
        state: isDone ? 'done' : 'failed',
        provider_code: answer.providerCode,
        provider_message: answer.message,
        ...(answer.refundId ? { refund_tx: answer.refundId } : {}),
      });
    } catch (error) {
      if (!(error instanceof GatewayError) || !isLastTry(job)) throw error;
      return finish({ state: 'failed', provider_message: error.message.slice(0, 200) });
    }
  };
}

const isLastTry = (job: ClaimedJob) => job.attempts >= job.max_attempts;
