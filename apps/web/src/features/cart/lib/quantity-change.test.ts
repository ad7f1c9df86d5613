import { describe, expect, it } from 'vitest';
import { planQuantity } from './quantity-change';

const plus = { kind: 'increment' } as const;
const minus = { kind: 'decrement' } as const;
const typed = (text: string) => ({ kind: 'type', text }) as const;

describe('planQuantity', () => {
  it('adds one below the stock and sends it', () => {
    expect(planQuantity(plus, 2, 10)).toEqual({
      quantity: 3,
      isAboveStock: false,
      askRemove: false,
      send: true,
    });
  });

  it('caps plus at the stock with the notice and sends nothing', () => {
    expect(planQuantity(plus, 5, 5)).toEqual({
      quantity: 5,
      isAboveStock: true,
      askRemove: false,
      send: false,
    });
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

  it('resets a typed quantity above the stock to the stock, with the notice', () => {
    expect(planQuantity(typed('80'), 3, 55)).toEqual({
      quantity: 55,
      isAboveStock: true,
      askRemove: false,
      send: true,
    });
  });

  it('asks to remove at minus on 1, keeping 1', () => {
    expect(planQuantity(minus, 1, 10)).toEqual({
      quantity: 1,
      isAboveStock: false,
      askRemove: true,
      send: false,
    });
    expect(planQuantity(minus, 4, 10)).toMatchObject({ quantity: 3, askRemove: false, send: true });
  });

  it('resets 0 to 1 and asks to remove', () => {
    expect(planQuantity(typed('0'), 4, 10)).toEqual({
      quantity: 1,
      isAboveStock: false,
      askRemove: true,
      send: true,
    });
    expect(planQuantity(typed('0'), 1, 10)).toMatchObject({ quantity: 1, askRemove: true, send: false });
  });

  it('keeps the current quantity for an emptied box and rounds fractions down', () => {
    expect(planQuantity(typed(' '), 4, 10)).toMatchObject({ quantity: 4, send: false, askRemove: false });
    expect(planQuantity(typed('2.7'), 4, 10)).toMatchObject({ quantity: 2, send: true });
  });
});
