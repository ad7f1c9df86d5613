import { expect } from 'vitest';
import type { ClaimedJob, JobOutcome } from '../../schedules/queue.js';
import type { TestShop } from '../../testing.js';
import { refundJob } from './order-refunds.js';

/**
 * A first try of a console refund's job whose commit is lost (the process died after the gateway
 * took it): the job runs once in a transaction that then fails, so the order does not know; the
 * queue's retry sends the same request id. Returns what that first try answered.
 */
export async function refundLosingCommit(
  shop: TestShop,
  orderId: string,
  refundId: string,
): Promise<JobOutcome> {
  const job: ClaimedJob = {
    id: 'x'.repeat(24),
    id_app: shop.env.ID_APP,
    schedule_id: null,
    kind: 'refund',
    payload: { order_id: orderId, refund_id: refundId, is_full: false },
    run_at: new Date(),
    attempts: 1,
    max_attempts: 5,
    claim: 'c'.repeat(24),
  };
  let outcome: JobOutcome | undefined;
  await expect(
    shop.db.transaction(async (tx) => {
      outcome = await refundJob(shop.env)(tx, job, new Date());
      throw new Error('lost commit');
    }),
  ).rejects.toThrow('lost commit');
  if (!outcome) throw new Error('the refund job did not answer');
  return outcome;
}
