import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRecordTransfer,
  canTransitionOrder,
  INBOX_STATUSES,
  ORDER_STATUSES,
  SHOP_ACTION_TARGET,
  shopActionsFor,
} from './order-status.js';

describe('shopActionsFor', () => {
  it('offers confirm or cancel on a new order, ship or cancel once confirmed', () => {
    expect(shopActionsFor('0')).toEqual(['confirm', 'cancel']);
    expect(shopActionsFor('1')).toEqual(['ship', 'cancel']);
    expect(shopActionsFor('2')).toEqual(['deliver', 'cancel']);
  });

  it('offers nothing on drafts, delivered, cancelled or unknown orders', () => {
    for (const status of ['LCT', '3', '9', 'x', '']) expect(shopActionsFor(status)).toEqual([]);
  });

  it('offers only moves the status rules allow the shop', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES.map((status) => status.ma)), (status) => {
        for (const action of shopActionsFor(status))
          expect(canTransitionOrder(status, SHOP_ACTION_TARGET[action], 'admin')).toBe(true);
      }),
    );
  });

  it('lists every status but the draft as an inbox tab', () => {
    expect(INBOX_STATUSES).toEqual(['0', '1', '2', '3', '4', '9']);
  });
});

describe('canRecordTransfer', () => {
  const bank = { loai: 'bank-transfer' };
  it('accepts an unpaid bank-transfer order that was placed and not cancelled', () => {
    expect(canRecordTransfer({ trang_thai: '0', trang_thai_tt: '0' }, bank)).toBe(true);
    expect(canRecordTransfer({ trang_thai: '2', trang_thai_tt: null }, bank)).toBe(true);
  });

  it('refuses a paid, cancelled, draft or other-method order', () => {
    expect(canRecordTransfer({ trang_thai: '0', trang_thai_tt: '1' }, bank)).toBe(false);
    expect(canRecordTransfer({ trang_thai: '9', trang_thai_tt: '0' }, bank)).toBe(false);
    expect(canRecordTransfer({ trang_thai: 'LCT', trang_thai_tt: '0' }, bank)).toBe(false);
    expect(canRecordTransfer({ trang_thai: '0', trang_thai_tt: '0' }, { loai: 'cod' })).toBe(false);
    expect(canRecordTransfer({ trang_thai: undefined, trang_thai_tt: '0' }, bank)).toBe(false);
  });
});
