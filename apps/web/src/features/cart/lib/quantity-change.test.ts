import { describe, expect, it } from 'vitest';
import { planQuantity } from './quantity-change';

const plus = { kind: 'increment' } as const;
const minus = { kind: 'decrement' } as const;
const typed = (text: string) => ({ kind: 'type', text }) as const;

describe('planQuantity', () => {
  it.each`
    change         | current | stock | quantity | isAboveStock | askRemove | send     | does
    ${plus}        | ${2}    | ${10} | ${3}     | ${false}     | ${false}  | ${true}  | ${'adds one below the stock and sends it'}
    ${plus}        | ${5}    | ${5}  | ${5}     | ${true}      | ${false}  | ${false} | ${'caps plus at the stock with the notice and sends nothing'}
    ${typed('80')} | ${3}    | ${55} | ${55}    | ${true}      | ${false}  | ${true}  | ${'resets a typed quantity above the stock to the stock, with the notice'}
    ${minus}       | ${1}    | ${10} | ${1}     | ${false}     | ${true}   | ${false} | ${'asks to remove at minus on 1, keeping 1'}
    ${typed('0')}  | ${4}    | ${10} | ${1}     | ${false}     | ${true}   | ${true}  | ${'resets 0 to 1 and asks to remove'}
  `('$does', ({ change, current, stock, quantity, isAboveStock, askRemove, send }) => {
    expect(planQuantity(change, current, stock)).toEqual({ quantity, isAboveStock, askRemove, send });
  });

  it('takes one off at minus above 1; a typed 0 on 1 asks to remove and sends nothing', () => {
    expect(planQuantity(minus, 4, 10)).toMatchObject({ quantity: 3, askRemove: false, send: true });
    expect(planQuantity(typed('0'), 1, 10)).toMatchObject({ quantity: 1, askRemove: true, send: false });
  });

  it('uses 9999 as the cap when the stock is unknown (falsy)', () => {
    expect(planQuantity(plus, 9998, 0).quantity).toBe(9999);
    expect(planQuantity(plus, 9999, undefined)).toMatchObject({ quantity: 9999, isAboveStock: true });
    expect(planQuantity(typed('12000'), 3, null)).toMatchObject({
      quantity: 9999,
      isAboveStock: true,
      send: true,
    });
  });

  it('keeps the current quantity for an emptied box and rounds fractions down', () => {
    expect(planQuantity(typed(' '), 4, 10)).toMatchObject({ quantity: 4, send: false, askRemove: false });
    expect(planQuantity(typed('2.7'), 4, 10)).toMatchObject({ quantity: 2, send: true });
  });
});
