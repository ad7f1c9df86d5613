import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../primitives/locale.js';
import { ORDER_STATUSES } from '../orders/order-status.js';
import {
  PAYMENT_DISPLAY_LABELS,
  type PaymentDisplayCode,
  paymentDisplayLabel,
  paymentDisplayOf,
  paymentInputOf,
} from './payment-display.js';

const cod = { loai_pt_thanh_toan: 'cod', trang_thai_tt: '1', t_tt_nt: 285_000, thu_ho: 285_000 };
const bank = { loai_pt_thanh_toan: 'bank-transfer', trang_thai_tt: '0', t_tt_nt: 285_000, thu_ho: 0 };

/** Any order as the screens receive it: every field possibly missing or odd. */
const anyOrder = fc.record(
  {
    loai_pt_thanh_toan: fc.constantFrom('cod', 'bank-transfer', 'e-wallet', '', null, undefined),
    trang_thai_tt: fc.constantFrom('0', '1', '', null, undefined),
    trang_thai: fc.constantFrom(...ORDER_STATUSES.map((status) => status.ma), 'x', null, undefined),
    t_tt_nt: fc.oneof(fc.nat(100_000_000), fc.constantFrom(-1, 0.5, Number.NaN, null, undefined)),
    thu_ho: fc.oneof(fc.nat(100_000_000), fc.constantFrom(-1, 0.5, null, undefined)),
  },
  { requiredKeys: [] },
);

const SHOWN_PAID: readonly PaymentDisplayCode[] = ['PAID', 'COD_COLLECTED'];

describe('paymentDisplayOf', () => {
  it("shows cash on delivery as to be collected, with the amount, until delivered, though the wire says '1' (SPEC §4)", () => {
    for (const status of ['0', '1', '2'])
      expect(paymentDisplayOf({ ...cod, trang_thai: status })).toEqual({
        code: 'COD_TO_COLLECT',
        amount: 285_000,
      });
    expect(paymentDisplayOf({ ...cod, trang_thai: '3' })).toEqual({ code: 'COD_COLLECTED', amount: 285_000 });
    expect(paymentDisplayLabel('COD_TO_COLLECT', 'vi')).toBe('Thu hộ khi giao');
  });

  it('never shows a cancelled order paid: nothing charged, or a refund due when money came in ahead', () => {
    expect(paymentDisplayOf({ ...cod, trang_thai: '9' })).toEqual({ code: 'NOT_CHARGED', amount: 0 });
    expect(paymentDisplayOf({ ...bank, trang_thai: '9' })).toEqual({ code: 'NOT_CHARGED', amount: 0 });
    expect(paymentDisplayOf({ ...bank, trang_thai_tt: '1', trang_thai: '9' })).toEqual({
      code: 'REFUND_DUE',
      amount: 285_000,
    });
  });

  it('shows an order returned to the shop as not collected, unless it was paid ahead (decision 066)', () => {
    expect(paymentDisplayOf({ ...cod, trang_thai: '4' })).toEqual({ code: 'NOT_COLLECTED', amount: 0 });
    expect(paymentDisplayOf({ ...bank, trang_thai: '4' })).toEqual({ code: 'NOT_COLLECTED', amount: 0 });
    expect(paymentDisplayOf({ ...bank, trang_thai_tt: '1', trang_thai: '4' }).code).toBe('PAID');
    expect(paymentDisplayLabel('NOT_COLLECTED', 'vi')).toBe('Không thu được (hàng hoàn về shop)');
  });

  it('shows a transfer or an e-wallet order paid once settled, unpaid before', () => {
    expect(paymentDisplayOf({ ...bank, trang_thai: '1' })).toEqual({ code: 'UNPAID', amount: 285_000 });
    expect(paymentDisplayOf({ ...bank, trang_thai_tt: '1', trang_thai: '3' })).toEqual({
      code: 'PAID',
      amount: 285_000,
    });
  });

  it('takes an order with an unknown method but cash to collect as cash on delivery', () => {
    expect(paymentDisplayOf({ ...cod, loai_pt_thanh_toan: '', trang_thai: '2' }).code).toBe('COD_TO_COLLECT');
    expect(paymentDisplayOf({ ...cod, loai_pt_thanh_toan: undefined, thu_ho: 0, trang_thai: '2' }).code).toBe(
      'PAID',
    );
  });

  it('collects the total when thu_ho is missing', () => {
    expect(paymentDisplayOf({ ...cod, thu_ho: undefined, trang_thai: '1' })).toEqual({
      code: 'COD_TO_COLLECT',
      amount: 285_000,
    });
  });

  it('never shows a cancelled order as paid or collected, whatever the wire says', () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        const shown = paymentDisplayOf({ ...order, trang_thai: '9' });
        expect(SHOWN_PAID).not.toContain(shown.code);
      }),
    );
  });

  it('never shows cash on delivery as paid before delivery, whatever the wire says', () => {
    fc.assert(
      fc.property(anyOrder, fc.constantFrom('0', '1', '2'), (order, status) => {
        const shown = paymentDisplayOf({ ...order, loai_pt_thanh_toan: 'cod', trang_thai: status });
        expect(shown.code).toBe('COD_TO_COLLECT');
      }),
    );
  });

  it('gives a whole, non-negative amount, 0 only when nothing is charged or the order has no total', () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        const { code, amount } = paymentDisplayOf(order);
        expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        if (code === 'NOT_CHARGED') expect(amount).toBe(0);
      }),
    );
  });

  it('reads an order held as loose data, dropping odd values', () => {
    expect(
      paymentInputOf({
        loai_pt_thanh_toan: 'cod',
        trang_thai_tt: 1,
        trang_thai: '2',
        t_tt_nt: '5',
        thu_ho: 9,
      }),
    ).toEqual({
      loai_pt_thanh_toan: 'cod',
      trang_thai_tt: '',
      trang_thai: '2',
      t_tt_nt: 0,
      thu_ho: 9,
    });
  });

  it('names every state in both languages', () => {
    for (const labels of Object.values(PAYMENT_DISPLAY_LABELS))
      for (const locale of LOCALES) expect(labels[locale].trim()).not.toBe('');
  });
});
