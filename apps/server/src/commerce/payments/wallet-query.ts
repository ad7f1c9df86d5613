import { ORDER_STATUS_CANCELLED, PAYMENT_STATUS_SETTLED } from '@shop/domain/orders';
import type { Queryable } from '../../db/database.js';
import type { Env } from '../../env.js';
import { type JobHandler, planJob } from '../../schedules/queue.js';
import { findOrder } from '../order-store.js';
import type { GatewayNotice, PaymentGatewayId } from './gateway.js';
import { paymentGateways } from './payment-gateways.js';
import { applyGatewayNotice } from './settle.js';

/** The job kind that asks a gateway about an e-wallet payment that got no notification (issue 30). */
export const WALLET_QUERY_JOB = 'wallet-query';
/** How long after an attempt is opened its gateway is asked, and again while it stays open. */
export const WALLET_QUERY_DELAY_MS = 15 * 60_000;
/** Rounds of asking (15 min, 30, 45, 60): ZaloPay's orders expire after 15 minutes, MoMo's and VNPay's soon after. */
const MAX_ROUNDS = 4;

/**
 * Plans the query of a payment attempt, in the transaction that opens it: if no notification
 * settles the order within 15 minutes, the job asks the gateway and settles it as the
 * notification would (ZaloPay's "Query status of an order" recommends exactly this timing).
 */
export async function planWalletQuery(
  tx: Queryable,
  job: {
    idApp: string;
    orderId: string;
    reference: string;
    gateway: PaymentGatewayId;
    now: Date;
    maxAttempts: number;
    round?: number;
  },
): Promise<void> {
  await planJob(tx, {
    idApp: job.idApp,
    scheduleId: null,
    kind: WALLET_QUERY_JOB,
    payload: { order_id: job.orderId, txn_ref: job.reference, gateway: job.gateway, round: job.round ?? 1 },
    runAt: new Date(job.now.getTime() + WALLET_QUERY_DELAY_MS),
    maxAttempts: job.maxAttempts,
  });
}

/**
 * The query job. An order already settled, cancelled, or paying by a newer attempt is left alone.
 * The gateway's answer is applied through settle.ts's applyGatewayNotice, under the order's lock:
 * paid → paid (with its mails), failed → the failure noted, still open → asked again 15 minutes
 * later (four rounds), never seen by the gateway → nothing. A gateway out of reach is retried with
 * the queue's back-off (GatewayError thrown).
 */
export function walletQueryJob(env: Env): JobHandler {
  return async (tx, job, now) => {
    const orderId = String(job.payload.order_id ?? '');
    const reference = String(job.payload.txn_ref ?? '');
    const gatewayId = String(job.payload.gateway ?? '') as PaymentGatewayId;
    const round = Number(job.payload.round ?? 1);
    const order = await findOrder(tx, job.id_app, null, orderId);
    const isOpen =
      order !== undefined &&
      order.vnp_txn_ref === reference &&
      order.trang_thai_tt !== PAYMENT_STATUS_SETTLED &&
      order.trang_thai !== ORDER_STATUS_CANCELLED;
    if (!order || !isOpen) return { status: 'done', result: { state: 'settled-before' } };
    const gateway = paymentGateways(env).get(gatewayId);
    if (!gateway) return { status: 'cancelled', result: { reason: 'gateway off' } };
    const status = await gateway.query({
      txnRef: reference,
      orderInfo: `Thanh toan don hang ${String(order.so_ct)}`,
      createdAt: new Date(String(order.vnp_create_date ?? job.run_at.getTime() - WALLET_QUERY_DELAY_MS)),
      ipAddr: '127.0.0.1',
      now,
    });
    if (status.state === 'pending' || status.state === 'unknown') {
      if (status.state === 'pending' && round < MAX_ROUNDS)
        await planWalletQuery(tx, {
          idApp: job.id_app,
          orderId,
          reference,
          gateway: gateway.id,
          now,
          maxAttempts: job.max_attempts,
          round: round + 1,
        });
      return { status: 'done', result: { state: status.state, code: status.providerCode } };
    }
    const orderCode = String(order.so_ct ?? '');
    const notice: GatewayNotice = {
      txnRef: reference,
      orderCode,
      isPaid: status.state === 'paid' || status.state === 'refunded',
      amount: status.amount,
      transactionId: status.transactionId || reference,
      paidFields: {
        vnp_transaction_no: status.transactionId,
        vnp_txn_ref: reference,
        cong_thanh_toan: gateway.id,
      },
      failureFields: { gateway_query_code: status.providerCode },
      raw: { source: 'query', provider_code: status.providerCode, amount: String(status.amount) },
    };
    const settled = await applyGatewayNotice(tx, job.id_app, gateway.id, notice);
    return { status: 'done', result: { state: status.state, reason: settled.reason } };
  };
}
