import type { Promotion } from '@shop/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { activePromotionCodes } from './promotion-codes';

const NOW = new Date('2026-11-22T03:00:00Z');
const base = {
  ma_cs: 'KM',
  ten_cs: 'KM',
  gia_ban: 100,
  sl_ap_dung: 9999,
  sl_tu: 1,
  sl_den: 9999,
  hieu_luc_tu: '2026-01-01T00:00:00.000Z',
  hieu_luc_den: '2027-12-31T16:59:59.000Z',
};
const promo = (id: number, ma_vt: string, extra: Partial<Promotion> = {}): Promotion => ({
  _id: `a35eed00000000000000000${id}`,
  ma_vt,
  ...base,
  ...extra,
});

describe('activePromotionCodes', () => {
  it('lists each product with a running single-item promotion once', () => {
    const list = [
      promo(1, 'TRA-004'),
      promo(2, 'TRA-004', { gia_ban: 90 }),
      promo(3, 'NEO-005'),
      promo(4, 'CPH-004', { sl_tu: 3 }),
      promo(5, 'OLD-001', { hieu_luc_den: '2026-06-30T16:59:59.000Z' }),
      promo(6, 'NEW-001', { hieu_luc_tu: '2027-01-01T00:00:00.000Z' }),
    ];
    expect(activePromotionCodes(list, NOW).sort()).toEqual(['NEO-005', 'TRA-004']);
  });

  it('gives nothing without promotions', () => {
    expect(activePromotionCodes([], NOW)).toEqual([]);
  });
});
