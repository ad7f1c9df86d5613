import { flashSaleFormSchema } from '@shop/domain/promotions';
import { describe, expect, it } from 'vitest';
import { readForm } from './read-form';

describe('readForm', () => {
  it('names a row’s error by its path', () => {
    const read = readForm(flashSaleFormSchema, {
      ten: 'Giờ vàng',
      hieu_luc_tu: '2026-12-01T08:00',
      hieu_luc_den: '2026-12-01T10:00',
      items: [{ ma_vt: 'TRA-001', gia_ban: Number.NaN, sl_ap_dung: 1 }],
    });
    expect(read).toEqual({ ok: false, errors: { 'items.0.gia_ban': 'PROMO_PRICE_INVALID' } });
  });
});
