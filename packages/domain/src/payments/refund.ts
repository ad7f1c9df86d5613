/**
 * Refunds (issue 30): money sent back to a shopper for an order, through the payment gateway or by
 * a bank transfer the shop made. The one rule: what is refunded never goes above what was paid. A
 * refund asked of a gateway counts from the moment it is asked (the gateway may still be working on
 * it); only one the gateway refused stops counting.
 */
export type RefundState = 'requested' | 'done' | 'failed';

export interface RefundEntry {
  /** Integer VND. */
  amount: number;
  state: RefundState;
}

export interface RefundLedger {
  /** What the order was paid, integer VND (the gateway's amount, or the bank transfers received). */
  paid: number;
  refunds: readonly RefundEntry[];
}

/** What counts as refunded: every refund but those the gateway refused. */
export function refundedTotal(refunds: readonly RefundEntry[]): number {
  return refunds.reduce((sum, refund) => (refund.state === 'failed' ? sum : sum + refund.amount), 0);
}

/** What may still be refunded (never negative). */
export function refundableOf(ledger: RefundLedger): number {
  return Math.max(0, ledger.paid - refundedTotal(ledger.refunds));
}

export type RefundRefusal = 'REFUND_NOTHING_PAID' | 'REFUND_AMOUNT_INVALID' | 'REFUND_ABOVE_PAID';

export type RefundDecision =
  | {
      ok: true;
      /** All of the payment at once, nothing refunded before (VNPay's full refund, '02'). */
      isFull: boolean;
      /** What may still be refunded after this one. */
      left: number;
    }
  | { ok: false; code: RefundRefusal; refundable: number };

/** Whether `amount` (integer VND) may be refunded now, and whether it is the whole payment. */
export function decideRefund(ledger: RefundLedger, amount: number): RefundDecision {
  const refundable = refundableOf(ledger);
  if (!(ledger.paid > 0)) return { ok: false, code: 'REFUND_NOTHING_PAID', refundable };
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return { ok: false, code: 'REFUND_AMOUNT_INVALID', refundable };
  if (amount > refundable) return { ok: false, code: 'REFUND_ABOVE_PAID', refundable };
  return {
    ok: true,
    isFull: amount === ledger.paid && refundedTotal(ledger.refunds) === 0,
    left: refundable - amount,
  };
}

/**
 * One refund of an order, kept in its document (`hoan_tien`), so the order's versions are the
 * refund's timeline. A gateway refund is asked (`requested`) in the request's transaction and
 * finished by the job (`done` or `failed`, with the gateway's code).
 */
export interface OrderRefund extends RefundEntry {
  /** Also the gateway request's id (vnp_RequestId): a retry of the job sends the same one. */
  _id: string;
  /** Through the payment gateway (asked, then done or failed by the job), or made by the shop from its bank account and recorded as done (decision 067). */
  kind: 'gateway' | 'bank';
  /** The gateway's id ('vnpay'…), or 'bank' for a bank refund. */
  gateway: string;
  reason: string;
  by: string;
  created_at: string;
  state: RefundState;
  finished_at?: string;
  provider_code?: string;
  provider_message?: string;
  /** The gateway's transaction id of the refund. */
  refund_tx?: string;
  /** A bank refund: the day the shop sent it (YYYY-MM-DD) and the bank's reference. */
  paid_on?: string;
  reference?: string;
}
