import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/order-status.js';
import {
  decidePaymentNotice,
  isLiveOrderStatus,
  type NoticeOrder,
  type PaymentNotice,
  type PaymentNoticeDecision,
} from './payment-notice.js';

const unpaidEwallet: NoticeOrder = {
  trang_thai: '0',
  trang_thai_tt: '0',
  methodKind: 'e-wallet',
  total: 205_000,
};
const paid: PaymentNotice = { isPaid: true, amount: 205_000, transactionId: '14831393' };

describe('decidePaymentNotice: the cases of issue 25', () => {
  it('marks an unpaid, placed e-wallet order paid when the provider took its total', () => {
    expect(decidePaymentNotice(unpaidEwallet, paid)).toEqual({ action: 'mark-paid', reason: 'ACCEPTED' });
    for (const status of ['1', '2', '3'])
      expect(decidePaymentNotice({ ...unpaidEwallet, trang_thai: status }, paid).action).toBe('mark-paid');
  });

  it('never marks a cancelled order paid: the money is owed back, the order stays as it is', () => {
    expect(decidePaymentNotice({ ...unpaidEwallet, trang_thai: '9' }, paid)).toEqual({
      action: 'refund-due',
      reason: 'ORDER_CANCELLED',
    });
    expect(decidePaymentNotice({ ...unpaidEwallet, trang_thai: '9' }, { ...paid, isPaid: false })).toEqual({
      action: 'none',
      reason: 'ORDER_CANCELLED',
    });
  });

  it('notes a failed attempt on a payable order and changes nothing elsewhere', () => {
    expect(decidePaymentNotice(unpaidEwallet, { ...paid, isPaid: false })).toEqual({
      action: 'note-failure',
      reason: 'NOT_COMPLETED',
    });
  });

  it('tells a repeat of the paying transaction from a second payment of a paid order', () => {
    const paidOrder = { ...unpaidEwallet, trang_thai_tt: '1', paidBy: paid.transactionId };
    expect(decidePaymentNotice(paidOrder, paid)).toEqual({ action: 'none', reason: 'ALREADY_RECORDED' });
    expect(decidePaymentNotice(paidOrder, { ...paid, transactionId: '14831394' })).toEqual({
      action: 'refund-due',
      reason: 'ALREADY_PAID',
    });
    // Paid, then cancelled by the shop: the paying notice repeated is still only a repeat.
    expect(decidePaymentNotice({ ...paidOrder, trang_thai: '9' }, paid).reason).toBe('ALREADY_RECORDED');
  });

  it('owes back money for a wrong amount, for drafts and for orders paid another way', () => {
    expect(decidePaymentNotice(unpaidEwallet, { ...paid, amount: 1 })).toEqual({
      action: 'refund-due',
      reason: 'AMOUNT_MISMATCH',
    });
    expect(decidePaymentNotice({ ...unpaidEwallet, trang_thai: 'LCT' }, paid).reason).toBe(
      'ORDER_NOT_PLACED',
    );
    expect(decidePaymentNotice({ ...unpaidEwallet, methodKind: 'cod', trang_thai_tt: '1' }, paid)).toEqual({
      action: 'refund-due',
      reason: 'NOT_EWALLET',
    });
    expect(decidePaymentNotice({ ...unpaidEwallet, methodKind: undefined }, paid).reason).toBe('NOT_EWALLET');
  });

  it('answers an unknown reference with nothing to do', () => {
    expect(decidePaymentNotice(undefined, paid)).toEqual({ action: 'none', reason: 'ORDER_NOT_FOUND' });
  });
});

/** Every status (the six, and values no rule knows) × method × payment status × attempt. */
const statusArb = fc.oneof(fc.constantFrom(...ORDER_STATUSES.map((status) => status.ma)), fc.string());
const methodArb = fc.constantFrom('e-wallet', 'bank-transfer', 'cod', undefined, 'E-WALLET', '');
const paymentStatusArb = fc.constantFrom('0', '1', '', '2');
const transactionArb = fc.constantFrom('14831393', '14831394', '0', '');
const orderArb: fc.Arbitrary<NoticeOrder> = fc.record({
  trang_thai: statusArb,
  trang_thai_tt: paymentStatusArb,
  methodKind: methodArb,
  total: fc.integer({ min: 0, max: 50_000_000 }),
  paidBy: fc.option(transactionArb, { nil: undefined }),
});
/** An attempt: first, repeat of the paying one, a wrong amount, a failed one, another transaction. */
const attemptArb = fc.constantFrom('first', 'repeat', 'amount-mismatch', 'failed', 'other-transaction');
function noticeFor(order: NoticeOrder, attempt: string, transactionId: string): PaymentNotice {
  switch (attempt) {
    case 'repeat':
      return { isPaid: true, amount: order.total, transactionId: order.paidBy ?? transactionId };
    case 'amount-mismatch':
      return { isPaid: true, amount: order.total + 1, transactionId };
    case 'failed':
      return { isPaid: false, amount: order.total, transactionId };
    case 'other-transaction':
      return { isPaid: true, amount: order.total, transactionId: `${order.paidBy ?? ''}9` };
    default:
      return { isPaid: true, amount: order.total, transactionId };
  }
}
const caseArb = fc
  .tuple(fc.option(orderArb, { nil: undefined }), attemptArb, transactionArb, fc.boolean())
  .map(([order, attempt, transactionId, isPaid]) => {
    const notice = order ? noticeFor(order, attempt, transactionId) : { isPaid, amount: 1000, transactionId };
    return { order, notice };
  });

const isPayable = (order: NoticeOrder) =>
  isLiveOrderStatus(order.trang_thai) && order.methodKind === 'e-wallet' && order.trang_thai_tt !== '1';
const isRepeat = (order: NoticeOrder, notice: PaymentNotice) =>
  notice.isPaid && order.trang_thai_tt === '1' && order.paidBy === notice.transactionId;

/** The order after the server applied a decision (what settle.ts writes). */
function applied(order: NoticeOrder, notice: PaymentNotice, decision: PaymentNoticeDecision): NoticeOrder {
  return decision.action === 'mark-paid'
    ? { ...order, trang_thai_tt: '1', paidBy: notice.transactionId }
    : order;
}

describe('decidePaymentNotice: properties over every status × method × attempt', () => {
  it('marks paid exactly the unpaid, live e-wallet order whose total the provider took', () => {
    fc.assert(
      fc.property(caseArb, ({ order, notice }) => {
        const { action } = decidePaymentNotice(order, notice);
        const expected =
          !!order &&
          isPayable(order) &&
          notice.isPaid &&
          notice.amount === order.total &&
          !isRepeat(order, notice);
        expect(action === 'mark-paid').toBe(expected);
      }),
    );
  });

  it('never marks a cancelled, draft or unknown-status order paid', () => {
    fc.assert(
      fc.property(caseArb, ({ order, notice }) => {
        if (order && !isLiveOrderStatus(order.trang_thai))
          expect(decidePaymentNotice(order, notice).action).not.toBe('mark-paid');
      }),
    );
  });

  it('loses no money: every payment taken for a known order either pays it, repeats, or is owed back', () => {
    fc.assert(
      fc.property(caseArb, ({ order, notice }) => {
        const decision = decidePaymentNotice(order, notice);
        if (decision.action === 'refund-due') expect(notice.isPaid).toBe(true);
        if (order && notice.isPaid)
          expect(
            decision.action === 'mark-paid' ||
              decision.action === 'refund-due' ||
              decision.reason === 'ALREADY_RECORDED',
          ).toBe(true);
      }),
    );
  });

  it('notes a failure only on an order that could have been paid, and a failure never pays', () => {
    fc.assert(
      fc.property(caseArb, ({ order, notice }) => {
        const { action } = decidePaymentNotice(order, notice);
        if (!notice.isPaid) expect(['note-failure', 'none']).toContain(action);
        if (action === 'note-failure')
          expect(!!order && isPayable(order) && notice.amount === order.total).toBe(true);
      }),
    );
  });

  it('is settled once: the same notice again changes nothing more', () => {
    fc.assert(
      fc.property(caseArb, ({ order, notice }) => {
        const first = decidePaymentNotice(order, notice);
        const after = order && applied(order, notice, first);
        const again = decidePaymentNotice(after, notice);
        expect(again.action).not.toBe('mark-paid');
        if (first.action === 'mark-paid')
          expect(again).toEqual({ action: 'none', reason: 'ALREADY_RECORDED' });
        // A refund is recorded under the provider's transaction id, so its repeat records nothing new.
        if (first.action === 'refund-due') expect(again).toEqual(first);
      }),
    );
  });
});
