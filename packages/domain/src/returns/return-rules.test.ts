import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkReturnRequest,
  isWithinReturnWindow,
  paidPerLine,
  RETURN_REASONS,
  type ReturnOrder,
  refundOfReturn,
  returnableQuantities,
  SHOP_FAULT_REASONS,
} from './return-rules.js';

/** Tea 2 × 150,000 with 30,000 off the line; honey 1 × 120,000; a 39,000 voucher; 25,000 shipping. */
const order: ReturnOrder = {
  lines: [
    { quantity: 2, amount: 270_000 },
    { quantity: 1, amount: 120_000 },
  ],
  orderReductions: 39_000,
  shippingPaid: 25_000,
};

const orders = fc
  .record({
    lines: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 50 }),
        amount: fc.integer({ min: 0, max: 50_000_000 }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    orderReductions: fc.integer({ min: 0, max: 100_000_000 }),
    shippingPaid: fc.integer({ min: 0, max: 500_000 }),
  })
  .map((value): ReturnOrder => value);
const reasons = fc.constantFrom(...RETURN_REASONS);

describe('the return window', () => {
  const delivered = new Date('2026-11-28T10:00:00.000Z');
  it('is 48 hours after delivery by default, the last millisecond included', () => {
    expect(isWithinReturnWindow(delivered, new Date('2026-11-30T10:00:00.000Z'))).toBe(true);
    expect(isWithinReturnWindow(delivered, new Date('2026-11-30T10:00:00.001Z'))).toBe(false);
    expect(isWithinReturnWindow(delivered, new Date('2026-11-28T09:59:59.999Z'))).toBe(false);
    expect(isWithinReturnWindow(delivered, new Date('2026-12-01T10:00:00.000Z'), 72)).toBe(true);
  });
});

describe('what each line was paid', () => {
  it('shares the voucher in proportion to the lines: 270,000 and 120,000 less 39,000 → 243,000 and 108,000', () => {
    expect(paidPerLine(order)).toEqual([243_000, 108_000]);
    // The đồng a division leaves go to the largest remainder: 100 off three equal lines.
    expect(
      paidPerLine({
        lines: [1, 1, 1].map(() => ({ quantity: 1, amount: 1000 })),
        orderReductions: 100,
        shippingPaid: 0,
      }),
    ).toEqual([966, 967, 967]);
  });

  it('adds up to exactly what the goods were paid, each line between 0 and its own amount', () => {
    fc.assert(
      fc.property(orders, (input) => {
        const paid = paidPerLine(input);
        const goods = input.lines.reduce((sum, line) => sum + line.amount, 0);
        expect(paid.reduce((sum, amount) => sum + amount, 0)).toBe(
          goods - Math.min(input.orderReductions, goods),
        );
        for (const [index, amount] of paid.entries()) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(input.lines[index]?.amount ?? 0);
        }
      }),
    );
  });
});

describe('what may come back', () => {
  it('refuses more than delivered minus already returned, an unknown line, and an empty request', () => {
    expect(returnableQuantities(order, [1, 0])).toEqual([1, 1]);
    expect(checkReturnRequest(order, [1, 0], [{ line: 0, quantity: 1 }])).toEqual({ ok: true });
    expect(checkReturnRequest(order, [1, 0], [{ line: 0, quantity: 2 }])).toEqual({
      ok: false,
      code: 'RETURN_QUANTITY_TOO_HIGH',
      line: 0,
    });
    // Two request lines of the same order line count together.
    expect(
      checkReturnRequest(
        order,
        [0, 0],
        [
          { line: 0, quantity: 1 },
          { line: 0, quantity: 2 },
        ],
      ),
    ).toMatchObject({
      code: 'RETURN_QUANTITY_TOO_HIGH',
    });
    expect(checkReturnRequest(order, [], [{ line: 2, quantity: 1 }])).toMatchObject({
      code: 'RETURN_LINE_UNKNOWN',
    });
    expect(checkReturnRequest(order, [], [{ line: 0, quantity: 0 }])).toEqual({
      ok: false,
      code: 'RETURN_EMPTY',
    });
    expect(checkReturnRequest(order, [], [])).toEqual({ ok: false, code: 'RETURN_EMPTY' });
  });

  it('never lets the accepted returns of a line exceed what was delivered', () => {
    fc.assert(
      fc.property(
        orders,
        fc.array(fc.record({ line: fc.nat(9), quantity: fc.nat(60) }), { maxLength: 30 }),
        (input, asks) => {
          const returned = input.lines.map(() => 0);
          for (const ask of asks) {
            if (!checkReturnRequest(input, returned, [ask]).ok) continue;
            returned[ask.line] = (returned[ask.line] ?? 0) + ask.quantity;
          }
          for (const [index, units] of returned.entries())
            expect(units).toBeLessThanOrEqual(input.lines[index]?.quantity ?? 0);
        },
      ),
    );
  });
});

describe('the refund', () => {
  it("refunds a returned unit at what it was paid, and the shipping only for the whole order by the shop's fault", () => {
    expect(refundOfReturn(order, [0, 0], [{ line: 0, quantity: 1 }], 'damaged')).toEqual({
      lines: [{ line: 0, quantity: 1, amount: 121_500 }],
      shipping: 0,
      total: 121_500,
    });
    const rest = [
      { line: 0, quantity: 1 },
      { line: 1, quantity: 1 },
    ];
    expect(refundOfReturn(order, [1, 0], rest, 'wrong-item')).toMatchObject({
      shipping: 25_000,
      total: 121_500 + 108_000 + 25_000,
    });
    expect(refundOfReturn(order, [1, 0], rest, 'changed-mind')).toMatchObject({
      shipping: 0,
      total: 121_500 + 108_000,
    });
  });

  it("adds up, over any returns of a line, to exactly what it was paid; shipping only when all came back for the shop's fault", () => {
    fc.assert(
      fc.property(orders, fc.array(fc.nat(20), { maxLength: 20 }), reasons, (input, cuts, reason) => {
        const paid = paidPerLine(input);
        const returned = input.lines.map(() => 0);
        const refunded = input.lines.map(() => 0);
        let shipping = 0;
        // Each line comes back in pieces (the sizes from `cuts`), then whatever is left.
        input.lines.forEach((line, index) => {
          for (const cut of [...cuts, line.quantity]) {
            const quantity = Math.min(cut, line.quantity - (returned[index] ?? 0));
            if (quantity === 0) continue;
            expect(checkReturnRequest(input, returned, [{ line: index, quantity }]).ok).toBe(true);
            const refund = refundOfReturn(input, returned, [{ line: index, quantity }], reason);
            const isLast = index === input.lines.length - 1 && returned[index] === line.quantity - quantity;
            expect(refund.shipping).toBe(
              isLast && SHOP_FAULT_REASONS.includes(reason) ? input.shippingPaid : 0,
            );
            shipping += refund.shipping;
            refunded[index] = (refunded[index] ?? 0) + (refund.lines[0]?.amount ?? 0);
            returned[index] = (returned[index] ?? 0) + quantity;
          }
        });
        expect(refunded).toEqual(paid);
        expect(shipping).toBe(SHOP_FAULT_REASONS.includes(reason) ? input.shippingPaid : 0);
      }),
    );
  });
});
