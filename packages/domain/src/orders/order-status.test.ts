import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASON_MIN_LENGTH,
  canCancel,
  canPay,
  canRebuy,
  canTransitionOrder,
  isOrderStatus,
  ORDER_DEFAULTS,
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_DRAFT,
  ORDER_STATUS_PLACED,
  ORDER_STATUSES,
  paymentStatusFor,
  validateCancelReason,
  isCashOnDelivery,
  paymentStatusOfMethod,
} from './order-status.js';
import type { Order } from './order-schema.js';
import { MESSAGES } from '../messages/messages.js';

describe('order statuses', () => {
  it("uses 'LCT' for drafts and '0' for placed orders (SPEC §4)", () => {
    expect(ORDER_STATUS_DRAFT).toBe('LCT');
    expect(ORDER_STATUS_PLACED).toBe('0');
    expect(ORDER_STATUSES.map((status) => status.ma)).toEqual(['LCT', '0', '1', '2', '3', '9', '4']);
    expect(isOrderStatus('9')).toBe(true);
    expect(isOrderStatus('7')).toBe(false);
  });

  // The spec's dialog button 'Hủy' is a screen's text, in the shop's Lingui catalog (decision 069).
  it("spells 'huỷ' one way in the statuses and every coded message (decision 042)", () => {
    expect(ORDER_STATUSES.find((status) => status.ma === ORDER_STATUS_CANCELLED)?.ten).toBe('Đã huỷ');
    const texts = [
      ...ORDER_STATUSES.map((status) => status.ten),
      ...Object.values(MESSAGES).map((message) => message.vi),
    ];
    expect(texts.filter((text) => /hủy/i.test(text))).toEqual([]);
  });

  it('fixes the order constants (SPEC §9)', () => {
    expect(ORDER_DEFAULTS).toEqual({
      ma_ct: 'SO1',
      ma_kho: 'KCTY',
      ma_nt: 'VND',
      ma_kenh: 'TMĐT',
      ma_gian_hang: 'VT',
    });
  });

  it("sets trang_thai_tt '1' only for the cash-collected-by-carrier method (SPEC §4)", () => {
    expect(paymentStatusFor('cod-id', 'cod-id')).toBe('1');
    expect(paymentStatusFor('bank-id', 'cod-id')).toBe('0');
    expect(paymentStatusFor(undefined, 'cod-id')).toBe('0');
    expect(paymentStatusFor('', '')).toBe('0');
  });

  it('lets placed and confirmed orders be cancelled', () => {
    expect(canCancel({ trang_thai: '0' })).toBe(true);
    expect(canCancel({ trang_thai: '1' })).toBe(true);
    expect(canCancel({ trang_thai: '2' })).toBe(false);
    expect(canCancel({ trang_thai: ORDER_STATUS_CANCELLED })).toBe(false);
    expect(canCancel({ trang_thai: 'LCT' })).toBe(false);
  });

  it('lets an unpaid e-wallet order that is not cancelled be paid', () => {
    const order: Pick<Order, 'trang_thai' | 'trang_thai_tt' | 'pt_thanh_toan'> = {
      trang_thai: '0',
      trang_thai_tt: '0',
      pt_thanh_toan: 'wallet',
    };
    expect(canPay(order, 'wallet')).toBe(true);
    expect(canPay({ ...order, trang_thai_tt: '1' }, 'wallet')).toBe(false);
    expect(canPay({ ...order, trang_thai: '9' }, 'wallet')).toBe(false);
    expect(canPay({ ...order, trang_thai: 'LCT' }, 'wallet')).toBe(false);
    expect(canPay({ ...order, pt_thanh_toan: 'cod' }, 'wallet')).toBe(false);
    expect(canPay({ ...order, pt_thanh_toan: '' }, '')).toBe(false);
  });

  it('lets any order past the draft, with lines, be bought again', () => {
    const details = [{ ma_vt: 'TRA-01', sl_xuat: 1 }];
    expect(canRebuy({ trang_thai: '3', details })).toBe(true);
    expect(canRebuy({ trang_thai: '9', details })).toBe(true);
    expect(canRebuy({ trang_thai: 'LCT', details })).toBe(false);
    expect(canRebuy({ trang_thai: '0', details: [] })).toBe(false);
    expect(canRebuy({ details })).toBe(false);
  });

  it('allows the transitions of each actor only', () => {
    expect(canTransitionOrder('LCT', '0', 'customer')).toBe(true);
    expect(canTransitionOrder('0', '9', 'customer')).toBe(true);
    expect(canTransitionOrder('0', '1', 'customer')).toBe(false);
    expect(canTransitionOrder('2', '9', 'customer')).toBe(false);
    expect(canTransitionOrder('1', '2', 'admin')).toBe(true);
    expect(canTransitionOrder('3', '9', 'admin')).toBe(false);
    expect(canTransitionOrder('9', '9', 'customer')).toBe(true);
    expect(canTransitionOrder('constructor', '0', 'admin')).toBe(false);
  });
});

describe('validateCancelReason (SPEC §5)', () => {
  it('needs more than 5 characters once trimmed', () => {
    expect(CANCEL_REASON_MIN_LENGTH).toBe(6);
    expect(validateCancelReason('12345')).toEqual({ ok: false, code: 'CANCEL_REASON_TOO_SHORT' });
    expect(validateCancelReason('  12345   ')).toEqual({ ok: false, code: 'CANCEL_REASON_TOO_SHORT' });
    expect(validateCancelReason('123456')).toEqual({ ok: true, reason: '123456' });
    expect(validateCancelReason(undefined)).toEqual({ ok: false, code: 'CANCEL_REASON_TOO_SHORT' });
  });

  it('counts Vietnamese letters once, whatever their encoding', () => {
    expect(validateCancelReason('Đổi ý')).toEqual({ ok: false, code: 'CANCEL_REASON_TOO_SHORT' });
    expect(validateCancelReason('Đổi ý'.normalize('NFD'))).toEqual({
      ok: false,
      code: 'CANCEL_REASON_TOO_SHORT',
    });
    expect(validateCancelReason(' Huỷ đơn ')).toEqual({ ok: true, reason: 'Huỷ đơn' });
  });
});

describe('isCashOnDelivery and paymentStatusOfMethod', () => {
  it("settles an order whose method is of kind 'cod', and no other", () => {
    expect(isCashOnDelivery({ loai: 'cod' })).toBe(true);
    expect(paymentStatusOfMethod({ loai: 'cod' })).toBe('1');
    for (const loai of ['bank-transfer', 'e-wallet', '', null, undefined]) {
      expect(isCashOnDelivery({ loai })).toBe(false);
      expect(paymentStatusOfMethod({ loai })).toBe('0');
    }
  });
});
