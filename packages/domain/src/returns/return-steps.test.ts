import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETURN_INSTRUCTIONS, RETURN_STATUSES, RETURN_STEPS } from './return-contracts.js';
import {
  canTakeReturnStep,
  isReturnClosed,
  nextReturnSteps,
  RETURN_STEP_STATUS,
  type ReturnState,
} from './return-steps.js';

const states = fc.record({
  status: fc.constantFrom(...RETURN_STATUSES),
  instructions: fc.constantFrom(null, ...RETURN_INSTRUCTIONS),
}) as fc.Arbitrary<ReturnState>;

describe('the steps of a return (decision 077)', () => {
  it('walks new → approved → received → refunded, or approved (keep) → exchanged', () => {
    expect(nextReturnSteps({ status: 'new', instructions: null })).toEqual(['approve', 'reject']);
    expect(nextReturnSteps({ status: 'approved', instructions: 'send-back' })).toEqual(['receive', 'reject']);
    expect(nextReturnSteps({ status: 'approved', instructions: 'keep' })).toEqual([
      'refund',
      'exchange',
      'reject',
    ]);
    expect(nextReturnSteps({ status: 'received', instructions: 'send-back' })).toEqual([
      'refund',
      'exchange',
    ]);
  });

  it('leaves nothing to do once closed, and never goes back to a status it left', () => {
    const order = ['new', 'approved', 'received', 'refunded'];
    fc.assert(
      fc.property(states, (state) => {
        const next = nextReturnSteps(state);
        if (isReturnClosed(state.status)) expect(next).toEqual([]);
        for (const step of next) {
          const to = RETURN_STEP_STATUS[step];
          expect(to).not.toBe(state.status);
          if (order.includes(to)) expect(order.indexOf(to)).toBeGreaterThan(order.indexOf(state.status));
        }
        for (const step of RETURN_STEPS) expect(canTakeReturnStep(step, state)).toBe(next.includes(step));
      }),
    );
  });

  it('never receives goods the shopper keeps', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RETURN_STATUSES), (status) => {
        expect(canTakeReturnStep('receive', { status, instructions: 'keep' })).toBe(false);
      }),
    );
  });
});
