import { flashSaleFormSchema } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { readFields, typedNumber } from './form-values';

describe('typedNumber', () => {
  it('reads blanks as null, thousands separators away, other text as NaN', () => {
    expect(typedNumber('  ')).toBeNull();
    expect(typedNumber('30.000')).toBe(30_000);
    expect(typedNumber('1 250 000')).toBe(1_250_000);
    expect(typedNumber('12a')).toBeNaN();
  });
});

describe('readFields', () => {
  it('names a row’s error by its path', () => {
    const read = readFields(flashSaleFormSchema, {
      ten: 'Giờ vàng',
      hieu_luc_tu: '2026-12-01T08:00',
      hieu_luc_den: '2026-12-01T10:00',
      items: [{ ma_vt: 'TRA-001', gia_ban: Number.NaN, sl_ap_dung: 1 }],
    });
    expect(read).toEqual({ ok: false, errors: { 'items.0.gia_ban': 'PROMO_PRICE_INVALID' } });
  });
});
