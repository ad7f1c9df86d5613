import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRefund, type RefundEntry, refundableOf, refundedTotal } from './refund.js';

/** A paid amount as orders have them: 1.000 ₫ to 50.000.000 ₫. */
const paid = fc.integer({ min: 1_000, max: 50_000_000 });
/** What staff may type: mostly sensible amounts, sometimes nonsense. */
const asked = fc.oneof(
  fc.integer({ min: 1, max: 60_000_000 }),
  fc.constantFrom(0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60),
);
/** What the gateway then does with an accepted refund. */
const outcome = fc.constantFrom<RefundEntry['state']>('requested', 'done', 'failed');

describe('refunds never add up to more than was paid (issue 30)', () => {
  it('whatever staff ask, in any order, and whatever the gateway answers, refunded ≤ paid', () => {
    fc.assert(
      fc.property(paid, fc.array(fc.tuple(asked, outcome), { maxLength: 30 }), (total, requests) => {
        const refunds: RefundEntry[] = [];
        for (const [amount, state] of requests) {
          const before = refundableOf({ paid: total, refunds });
          const decision = decideRefund({ paid: total, refunds }, amount);
          if (!decision.ok) {
            // A refusal says what could be refunded and changes nothing.
            expect(decision.refundable).toBe(before);
            continue;
          }
          expect(amount).toBeGreaterThan(0);
          expect(decision.left).toBe(before - amount);
          refunds.push({ amount, state });
          expect(refundedTotal(refunds)).toBeLessThanOrEqual(total);
          expect(refundableOf({ paid: total, refunds })).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('lets the whole payment be refunded in parts, to the last đồng, and not one more', () => {
    fc.assert(
      fc.property(
        paid,
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const parts = weights.map((weight) => Math.floor((total * weight) / sum));
          parts[parts.length - 1] = total - parts.slice(0, -1).reduce((a, b) => a + b, 0);
          const refunds: RefundEntry[] = [];
          for (const part of parts.filter((value) => value > 0)) {
            expect(decideRefund({ paid: total, refunds }, part).ok).toBe(true);
            refunds.push({ amount: part, state: 'done' });
          }
          expect(refundableOf({ paid: total, refunds })).toBe(0);
          expect(decideRefund({ paid: total, refunds }, 1)).toMatchObject({
            ok: false,
            code: 'REFUND_ABOVE_PAID',
          });
        },
      ),
    );
  });

  it('gives back what a refused refund held, and calls only an untouched whole payment full', () => {
    const refused = { paid: 205_000, refunds: [{ amount: 205_000, state: 'failed' as const }] };
    expect(decideRefund(refused, 205_000)).toEqual({ ok: true, isFull: true, left: 0 });
    const part = { paid: 205_000, refunds: [{ amount: 5_000, state: 'requested' as const }] };
    expect(decideRefund(part, 200_000)).toEqual({ ok: true, isFull: false, left: 0 });
    expect(decideRefund(part, 200_001)).toEqual({
      ok: false,
      code: 'REFUND_ABOVE_PAID',
      refundable: 200_000,
    });
    expect(decideRefund({ paid: 0, refunds: [] }, 1_000)).toMatchObject({
      ok: false,
      code: 'REFUND_NOTHING_PAID',
    });
    expect(decideRefund({ paid: 205_000, refunds: [] }, 1.5)).toMatchObject({
      ok: false,
      code: 'REFUND_AMOUNT_INVALID',
    });
  });
});
